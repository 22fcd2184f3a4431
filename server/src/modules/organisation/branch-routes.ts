/**
 * Branch routes beyond the standard set: `branch/all` for dropdowns and the two
 * branch documents (S&E certificate, lease deed).
 */
import { and, asc, eq, inArray, sql } from 'drizzle-orm'
import { z } from 'zod'
import { branchAllQuery, branchDocumentParams, branchOption, envelope, type Branch, type BranchDocumentKind } from '@ihrc/contract'
import { branchDocuments, branches, companies } from '../../db/schema'
import { contextOf, type RequestContext, type Resource, type ZodApp } from '../../lib/crud'
import { notFound } from '../../lib/errors'
import { DOCUMENT_TYPES, MAX_DOCUMENT_BYTES, readRequiredFile, type FileStore } from '../../lib/files'

export function branchExtraRoutes(app: ZodApp, resource: Pick<Resource<never, Branch>, 'get'>, files: FileStore) {
  const tags = ['branch']

  // Every branch the caller may see, unpaged. Open to any signed-in user: trackers,
  // agreements and setups need a branch picker; branch scoping still applies.
  app.get(
    '/branch/all',
    {
      config: { access: 'authenticated' },
      schema: { tags, querystring: branchAllQuery, response: { 200: envelope(z.array(branchOption)) } },
    },
    async (request) => {
      const { auth } = request
      const q = request.query
      const rows = await app.db
        .select({ id: branches.id, name: branches.name, company_id: branches.companyId, state_id: branches.stateId })
        .from(branches)
        .innerJoin(companies, eq(companies.id, branches.companyId))
        .where(
          and(
            eq(branches.tenantId, auth.tenantId),
            auth.branchIds === null ? undefined : auth.branchIds.length ? inArray(branches.id, auth.branchIds) : sql`false`,
            q.company_id ? eq(branches.companyId, q.company_id) : undefined,
            q.group_id ? eq(companies.groupId, q.group_id) : undefined,
          ),
        )
        .orderBy(asc(branches.name), asc(branches.id))
      return { data: rows }
    },
  )

  async function documentRow(ctx: RequestContext, id: number, kind: BranchDocumentKind) {
    const [row] = await ctx.db
      .select({ id: branchDocuments.id, fileId: branchDocuments.fileId })
      .from(branchDocuments)
      .where(and(eq(branchDocuments.branchId, id), eq(branchDocuments.kind, kind), eq(branchDocuments.tenantId, ctx.auth.tenantId)))
    return row ?? null
  }

  app.post(
    '/branch/:id/document/:kind',
    { config: { access: { menu: 'company.branch', action: 'edit' } }, schema: { tags, params: branchDocumentParams } },
    async (request) => {
      const ctx = contextOf(request)
      const { id, kind } = request.params
      await resource.get(ctx, id)
      const { file } = await readRequiredFile(request, { allowed: DOCUMENT_TYPES, maxBytes: MAX_DOCUMENT_BYTES })
      const previous = await documentRow(ctx, id, kind)
      await files.withStoredFile(ctx.db, ctx.auth, file, async (tx, fileId) => {
        await tx
          .insert(branchDocuments)
          .values({ tenantId: ctx.auth.tenantId, createdBy: ctx.auth.userId, branchId: id, kind, fileId })
          .onConflictDoUpdate({ target: [branchDocuments.branchId, branchDocuments.kind], set: { fileId, updatedAt: new Date() } })
      })
      if (previous) await files.remove(ctx.db, ctx.auth.tenantId, previous.fileId)
      return { data: await resource.get(ctx, id), message: 'Document uploaded' }
    },
  )
  app.get(
    '/branch/:id/document/:kind',
    { config: { access: { menu: 'company.branch', action: 'list' } }, schema: { tags, params: branchDocumentParams } },
    async (request, reply) => {
      const ctx = contextOf(request)
      const { id, kind } = request.params
      await resource.get(ctx, id)
      const row = await documentRow(ctx, id, kind)
      if (!row) throw notFound('Document')
      return files.send(ctx.db, reply, ctx.auth.tenantId, row.fileId)
    },
  )
  app.delete(
    '/branch/:id/document/:kind',
    { config: { access: { menu: 'company.branch', action: 'edit' } }, schema: { tags, params: branchDocumentParams } },
    async (request) => {
      const ctx = contextOf(request)
      const { id, kind } = request.params
      await resource.get(ctx, id)
      const row = await documentRow(ctx, id, kind)
      if (!row) throw notFound('Document')
      await ctx.db.delete(branchDocuments).where(eq(branchDocuments.id, row.id))
      await files.remove(ctx.db, ctx.auth.tenantId, row.fileId)
      return { data: await resource.get(ctx, id), message: 'Document removed' }
    },
  )
}
