/**
 * Code lookups for the trackers' dropdowns (API.md "Statutory setups"): a company's
 * registration codes with their setup ids, readable by whoever may read that setup.
 */
import { and, asc, eq, isNotNull } from 'drizzle-orm'
import type { PgColumn } from 'drizzle-orm/pg-core'
import type { FastifyInstance } from 'fastify'
import { z } from 'zod'
import { envelope, setupCode, setupCodeQuery, type SetupCodePath } from '@ihrc/contract'
import { accessFor } from '../../lib/crud'
import type { SetupReads } from './define-setup'
import { visibleRegistrations } from '../trackers/registrations'

export function codeRoutes(app: FastifyInstance, lookups: Record<SetupCodePath, { setup: SetupReads; column: PgColumn }>) {
  for (const [path, { setup, column }] of Object.entries(lookups)) {
    const t = setup.table
    app.get(
      `/${path}`,
      {
        config: accessFor(setup.readMenus, 'list'),
        schema: { tags: ['setup codes'], querystring: setupCodeQuery, response: { 200: envelope(z.array(setupCode)) } },
      },
      async (request) => {
        const { company_id } = request.query as z.infer<typeof setupCodeQuery>
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
    )
  }
}
