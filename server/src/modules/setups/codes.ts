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

/** The table's column of a wire field (`ptrc_number` → `ptrcNumber`): a code field the table lacks stops the start-up. */
function columnOf(table: SetupReads['table'], field: string): PgColumn {
  const column = (table as unknown as Record<string, PgColumn | undefined>)[field.replace(/_(\w)/g, (_, c: string) => c.toUpperCase())]
  if (!column) throw new Error(`Setup code lookup: the table has no column for ${field}`)
  return column
}

export function codeRoutes(app: ZodApp, setup: SetupReads, lookups: readonly { row: Endpoint; field: string }[]) {
  const t = setup.table
  for (const { row, field } of lookups) {
    const column = columnOf(t, field)
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
