/**
 * "Suggest or create" lists owned by a tenant (agreement types, sub-categories): a
 * name typed on a form is reused when it exists in any letter case, else added.
 */
import { and, asc, eq, ilike, sql } from 'drizzle-orm'
import { envelope, namedRef, suggestionBody, suggestionQuery, type Endpoint, endpoints } from '@ihrc/contract'
import { z } from 'zod'
import { agreementSubCategories, agreementTypes } from '../../db/schema'
import { containsPattern, contextOf, type RequestContext, type ZodApp, routeOf } from '../../lib/crud'

type SuggestionTable = typeof agreementTypes | typeof agreementSubCategories
const SUGGESTION_LIMIT = 10

async function findByName({ db, auth }: RequestContext, table: SuggestionTable, name: string) {
  const [row] = await db
    .select({ id: table.id, name: table.name })
    .from(table)
    .where(and(eq(table.tenantId, auth.tenantId), sql`lower(${table.name}) = lower(${name})`))
  return row ?? null
}

/** The id of the tenant's entry called `name`, creating it when missing. */
export async function findOrCreateSuggestion(ctx: RequestContext, table: SuggestionTable, name: string): Promise<number> {
  return (await findOrCreate(ctx, table, name)).row.id
}

async function findOrCreate(ctx: RequestContext, table: SuggestionTable, raw: string) {
  const name = raw.trim()
  const existing = await findByName(ctx, table, name)
  if (existing) return { row: existing, created: false }
  const [row] = await ctx.db
    .insert(table)
    .values({ tenantId: ctx.auth.tenantId, createdBy: ctx.auth.userId, name })
    .onConflictDoNothing()
    .returning({ id: table.id, name: table.name })
  // Nothing returned: a concurrent request added the same name a moment ago.
  return row ? { row, created: true } : { row: (await findByName(ctx, table, name))!, created: false }
}

/**
 * GET {stem} (the whole list), GET {stem}-suggestions?search= (the first matches, for
 * type-ahead) and POST {stem} {name} (201 when added, 200 when it already existed).
 */
function registerSuggestionRoutes(app: ZodApp, rows: { list: Endpoint; suggestions: Endpoint; add: Endpoint }, table: SuggestionTable) {
  const list = (search: string | undefined, limit?: number) => (ctx: RequestContext) => {
    const q = ctx.db
      .select({ id: table.id, name: table.name })
      .from(table)
      .where(and(eq(table.tenantId, ctx.auth.tenantId), search ? ilike(table.name, containsPattern(search)) : undefined))
      .orderBy(asc(table.name))
    return limit ? q.limit(limit) : q
  }
  const tags = ['lookups']
  routeOf(app, rows.list, {
    schema: { tags, querystring: suggestionQuery, response: { 200: envelope(z.array(namedRef)) } },
    handler: async (request) => ({ data: await list(request.query.search)(contextOf(request)) }),
  })
  routeOf(app, rows.suggestions, {
    schema: { tags, querystring: suggestionQuery, response: { 200: envelope(z.array(z.string())) } },
    handler: async (request) => ({
      data: (await list(request.query.search, SUGGESTION_LIMIT)(contextOf(request))).map((r) => r.name),
    }),
  })
  routeOf(app, rows.add, {
    schema: { tags, body: suggestionBody, response: { 200: envelope(namedRef), 201: envelope(namedRef) } },
    handler: async (request, reply) => {
      const { row, created } = await findOrCreate(contextOf(request), table, request.body.name)
      return reply.status(created ? 201 : 200).send({ data: row })
    },
  })
}

export function suggestionRoutes(app: ZodApp) {
  const rows = endpoints.lookups
  registerSuggestionRoutes(
    app,
    { list: rows.agreementTypes, suggestions: rows.agreementTypeSuggestions, add: rows.addAgreementType },
    agreementTypes,
  )
  registerSuggestionRoutes(
    app,
    { list: rows.subcategories, suggestions: rows.subcategorySuggestions, add: rows.addSubcategory },
    agreementSubCategories,
  )
}
