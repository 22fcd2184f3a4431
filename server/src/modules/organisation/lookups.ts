/**
 * Reference lookups: states, and the districts and locations a tenant sees. Any
 * signed-in user may read them (every form with an address needs them); adding a
 * district or location needs the District or Location menu's create grant.
 */
import { and, asc, eq, sql } from 'drizzle-orm'
import type { FastifyRequest } from 'fastify'
import { z } from 'zod'
import { businessToday, districtBody, districtQuery, envelope, locationBody, locationQuery, place, state, endpoints } from '@ihrc/contract'
import { districts, locations, states, statutoryFacts } from '../../db/schema'
import type { ZodApp } from '../../lib/crud'
import { badRequest } from '../../lib/errors'
import type { AuthContext } from '../../plugins/access'
import { districtOf, stateExists, visibleTo } from './places'
import { routeOf } from '../../lib/crud'

type PlaceTable = typeof districts | typeof locations

/** Whether the state levies `scheme` today: its levy fact in force says so (false when none does). */
function leviedToday(scheme: 'ptrc' | 'lwf') {
  return sql<boolean>`coalesce((select (f.value ->> 'levied')::boolean from ${statutoryFacts} f
    where f.scheme = ${scheme} and f.state_id = ${states.id} and f.fact = 'levy' and f.variant is null
      and f.effective_from <= ${businessToday()}::date and (f.effective_to is null or ${businessToday()}::date < f.effective_to)
    order by f.effective_from desc limit 1), false)`
}

export function lookupRoutes(app: ZodApp) {
  const tags = ['lookups']
  routeOf(app, endpoints.lookups.states, {
    schema: { tags, response: { 200: envelope(z.array(state)) } },
    handler: async () => ({
      data: await app.db
        .select({
          id: states.id,
          name: states.name,
          code: states.code,
          // Levied today as the statutory facts say (issue 21): the same answer as every due date.
          pt_applicable: leviedToday('ptrc'),
          lwf_applicable: leviedToday('lwf'),
        })
        .from(states)
        .orderBy(asc(states.name)),
    }),
  })

  function places(table: PlaceTable, parent: typeof districts.stateId | typeof locations.districtId) {
    return async (auth: AuthContext, parentId: number) =>
      (
        await app.db
          .select({ id: table.id, name: table.name, parent_id: parent, tenantId: table.tenantId })
          .from(table)
          .where(and(eq(parent, parentId), visibleTo(table, auth.tenantId)))
          .orderBy(asc(table.name))
      ).map(({ tenantId, ...p }) => ({ ...p, is_custom: tenantId !== null }))
  }
  const listDistricts = places(districts, districts.stateId)
  const listLocations = places(locations, locations.districtId)

  routeOf(app, endpoints.lookups.districts, {
    schema: { tags, querystring: districtQuery, response: { 200: envelope(z.array(place)) } },
    handler: async (request) => ({
      data: await listDistricts(request.auth, request.query.state_id),
    }),
  })
  routeOf(app, endpoints.lookups.locations, {
    schema: { tags, querystring: locationQuery, response: { 200: envelope(z.array(place)) } },
    handler: async (request) => ({
      data: await listLocations(request.auth, request.query.district_id),
    }),
  })

  /** Adds a place for the tenant, or answers the visible one of the same name (200). */
  async function suggestOrCreate(
    request: FastifyRequest,
    table: PlaceTable,
    parent: { stateId: number } | { districtId: number },
    name: string,
  ): Promise<{ created: boolean; data: z.infer<typeof place> }> {
    const auth = request.auth
    const existing = (
      table === districts
        ? await listDistricts(auth, (parent as { stateId: number }).stateId)
        : await listLocations(auth, (parent as { districtId: number }).districtId)
    ).find((p) => p.name.toLowerCase() === name.trim().toLowerCase())
    if (existing) return { created: false, data: existing }
    const [row] = await app.db
      .insert(table)
      .values({ ...parent, name: name.trim(), tenantId: auth.tenantId, createdBy: auth.userId } as never)
      .onConflictDoNothing()
      .returning({ id: table.id, name: table.name })
    // Nothing returned: a concurrent request added the same name a moment ago.
    if (!row) return suggestOrCreate(request, table, parent, name)
    const parentId = 'stateId' in parent ? parent.stateId : parent.districtId
    return { created: true, data: { id: row.id, name: row.name, parent_id: parentId, is_custom: true } }
  }

  routeOf(app, endpoints.lookups.addDistrict, {
    schema: { tags, body: districtBody, response: { 200: envelope(place), 201: envelope(place) } },
    handler: async (request, reply) => {
      const { body } = request
      if (!(await stateExists(app.db, body.state_id))) throw badRequest({ state_id: 'State not found' })
      const { created, data } = await suggestOrCreate(request, districts, { stateId: body.state_id }, body.name)
      return reply.status(created ? 201 : 200).send({ data })
    },
  })
  routeOf(app, endpoints.lookups.addLocation, {
    schema: { tags, body: locationBody, response: { 200: envelope(place), 201: envelope(place) } },
    handler: async (request, reply) => {
      const { body } = request
      if (!(await districtOf(app.db, request.auth.tenantId, body.district_id))) throw badRequest({ district_id: 'District not found' })
      const { created, data } = await suggestOrCreate(request, locations, { districtId: body.district_id }, body.name)
      return reply.status(created ? 201 : 200).send({ data })
    },
  })
}
