/**
 * The list's `status` filter (late, on_time, unpaid, not_due, due_unknown). A row's due
 * date is not stored (derived.ts dates it from the facts at read), so the filter dates each
 * distinct state, frequency and period of the family's rows once and compares the payment
 * date with that table of due dates (and whether a missing one is "not confirmed") in SQL:
 * paging and counts stay the database's.
 */
import { and, eq, sql, type SQL } from 'drizzle-orm'
import { businessToday, type TrackerFamilyDef, type TrackerFamilyKey, type TrackerRowStatus } from '@ihrc/contract'
import type { Db } from '../../db/client'
import { trackerRows } from '../../db/schema'
import type { ListQueryShape, RequestContext } from '../../lib/crud'
import { loadStatutoryFacts } from '../statutory'
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
      loadStatutoryFacts(ctx.db as Db, { scheme: family.scheme }),
    ])
    const dated = combos.map((c: { state_id: number | null; frequency: unknown; period: string }) => {
      const found = periodOf(rules, family, { ...(c as { state_id: number | null; frequency: null }), period: c.period.slice(0, 7) })
      return sql`(${c.state_id}::int, ${c.frequency}::text, ${c.period}::date, ${found.due}::date, ${found.status === 'not_confirmed'}::boolean)`
    })
    const lookup = (column: 'due' | 'unknown', none: SQL) =>
      dated.length
        ? sql`(select ${sql.raw(`d.${column}`)} from (values ${sql.join(dated, sql`, `)}) d(state_id, frequency, period, due, unknown)
          where d.state_id is not distinct from ${setup.stateId} and d.frequency is not distinct from ${frequency}::text
          and d.period = ${trackerRows.period})`
        : none
    const due = lookup('due', sql`null::date`)
    const unknown = sql`coalesce(${lookup('unknown', sql`false`)}, false)`
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
        return [sql`${paid} is null and ((${due} is null and not ${unknown}) or ${due} >= ${today}::date)`]
      case 'due_unknown':
        return [sql`${paid} is null and ${due} is null and ${unknown}`]
    }
  }
}
