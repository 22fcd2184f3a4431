/**
 * Code lookups for the trackers' dropdowns (API.md "Statutory setups"): a company's
 * registration codes with their setup ids, readable by whoever may read that setup.
 */
import { and, asc, eq, isNotNull } from 'drizzle-orm'
import type { PgColumn } from 'drizzle-orm/pg-core'
import { z } from 'zod'
import { envelope, setupCode, setupCodeQuery, type Endpoint } from '@ihrc/contract'
import { routeOf, type ZodApp } from '../../lib/crud'
import type { SetupReads } from './define-setup'
import { visibleRegistrations } from '../trackers/registrations'

export function codeRoutes(app: ZodApp, lookups: readonly { row: Endpoint; setup: SetupReads; column: PgColumn }[]) {
  for (const { row, setup, column } of lookups) {
    const t = setup.table
    routeOf(app, row, {
      schema: { tags: ['setup codes'], querystring: setupCodeQuery, response: { 200: envelope(z.array(setupCode)) } },
      handler: async (request) => {
        const { company_id } = request.query
        const rows = await app.db
          .select({ id: t.id, code: column, company_id: t.companyId, state_id: t.stateId })
          .from(t)
          .where(
            and(
              visibleRegistrations(t, request.auth),
              isNotNull(column),
              company_id === undefined ? undefined : eq(t.companyId, company_id),
            ),
          )
          .orderBy(asc(column))
        return { data: rows as z.infer<typeof setupCode>[] }
      },
    })
  }
}
