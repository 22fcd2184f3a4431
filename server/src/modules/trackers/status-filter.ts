/**
 * The list's `status` filter (late, on_time, unpaid, not_due). A row's due date is not
 * stored (derived.ts dates it from the rules at read), so the filter dates each distinct
 * state, frequency and period of the family's rows once and compares the payment date
 * with that table of due dates in SQL: paging and counts stay the database's.
 */
import { and, eq, sql, type SQL } from 'drizzle-orm'
import { businessToday, type TrackerFamilyDef, type TrackerFamilyKey, type TrackerRowStatus } from '@ihrc/contract'
import type { Db } from '../../db/client'
import { trackerRows } from '../../db/schema'
import type { ListQueryShape, RequestContext } from '../../lib/crud'
import { loadStatutoryRules } from '../statutory'
import { periodOf } from './derived'
import { CODE_COLUMNS, SETUP_KINDS } from './registrations'

export function statusFilter(key: TrackerFamilyKey, family: TrackerFamilyDef) {
  const { table: setup, rowColumn } = SETUP_KINDS[family.setup]
  const frequency = CODE_COLUMNS[family.codeField].frequency ?? sql<null>`null::text`
  return async (query: ListQueryShape, ctx: RequestContext): Promise<SQL[]> => {
    const status = query.status as TrackerRowStatus | undefined
    if (!status) return []
    const [combos, rules] = await Promise.all([
      ctx.db
        .selectDistinct({ state_id: setup.stateId, frequency, period: trackerRows.period })
        .from(trackerRows)
        .innerJoin(setup, eq(setup.id, rowColumn))
        .where(and(eq(trackerRows.tenantId, ctx.auth.tenantId), eq(trackerRows.family, key))),
      loadStatutoryRules(ctx.db as Db, { scheme: family.scheme }),
    ])
    const dated = combos.map((c) => {
      const due = periodOf(rules, family, { ...(c as { state_id: number | null; frequency: null }), period: c.period.slice(0, 7) })?.due
      return sql`(${c.state_id}::int, ${c.frequency}::text, ${c.period}::date, ${due ?? null}::date)`
    })
    const due = dated.length
      ? sql`(select d.due from (values ${sql.join(dated, sql`, `)}) d(state_id, frequency, period, due)
          where d.state_id is not distinct from ${setup.stateId} and d.frequency is not distinct from ${frequency}::text
          and d.period = ${trackerRows.period})`
      : sql`null::date`
    const paid = trackerRows.paymentDate
    const today = businessToday()
    switch (status) {
      case 'late':
        return [sql`${paid} > ${due}`]
      case 'on_time':
        return [sql`${paid} is not null and (${due} is null or ${paid} <= ${due})`]
      case 'unpaid':
        return [sql`${paid} is null and ${due} < ${today}::date`]
      case 'not_due':
        return [sql`${paid} is null and (${due} is null or ${due} >= ${today}::date)`]
    }
  }
}
