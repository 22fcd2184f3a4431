/**
 * Branch routes beyond the standard set: `branch/all` for dropdowns. (The documents,
 * S&E certificate and lease deed, are the factory's document kinds: see branch.ts.)
 */
import { and, asc, eq } from 'drizzle-orm'
import { z } from 'zod'
import { branchAllQuery, branchOption, envelope, endpoints } from '@ihrc/contract'
import { branches, companies } from '../../db/schema'
import type { ZodApp } from '../../lib/crud'
import { routeOf } from '../../lib/crud'
import { seenBranches } from './scope'

export function branchExtraRoutes(app: ZodApp) {
  const tags = ['branch']

  // Every branch the caller may see, unpaged. Open to any signed-in user: trackers,
  // agreements and setups need a branch picker; branch scoping still applies.
  routeOf(app, endpoints.branch.all, {
    schema: { tags, querystring: branchAllQuery, response: { 200: envelope(z.array(branchOption)) } },
    handler: async (request) => {
      const { auth } = request
      const q = request.query
      const rows = await app.db
        .select({ id: branches.id, name: branches.name, company_id: branches.companyId, state_id: branches.stateId })
        .from(branches)
        .innerJoin(companies, eq(companies.id, branches.companyId))
        .where(
          and(
            ...seenBranches(auth),
            q.company_id ? eq(branches.companyId, q.company_id) : undefined,
            q.group_id ? eq(companies.groupId, q.group_id) : undefined,
          ),
        )
        .orderBy(asc(branches.name), asc(branches.id))
      return { data: rows }
    },
  })
}
