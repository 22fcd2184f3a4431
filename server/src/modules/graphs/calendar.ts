/**
 * The compliance calendar: each day of the period with its due items counted by the
 * status the lists show (an open item past its date is overdue: dataStatus), and the
 * first CALENDAR_ITEMS_PER_DAY of them by name, from the due items the caller may see.
 */
import { and, gte, lt, sql } from 'drizzle-orm'
import { CALENDAR_ITEMS_PER_DAY, type CalendarDay, type DueStatus, type GraphQuery } from '@ihrc/contract'
import { branches, companies, complianceAssignments, complianceItems, dueItems } from '../../db/schema'
import { today, type RequestContext } from '../../lib/crud'
import { dataStatus } from '../compliance/due-items/state-machine'
import { graphRange } from './period'
import { graphConditions } from './scope'

interface Row {
  [column: string]: unknown
  id: number
  date: string
  name: string
  status: DueStatus
  rank: number
}

export async function calendarDates(ctx: RequestContext, query: GraphQuery): Promise<CalendarDay[]> {
  const range = graphRange(query)
  const where = and(
    ...graphConditions(ctx.auth, query, { tenant: dueItems.tenantId, branch: dueItems.branchId, company: branches.companyId }),
    gte(dueItems.dueDate, range.start),
    lt(dueItems.dueDate, range.end),
  )
  const result = await ctx.db
    .execute<Row>(sql`select ${dueItems.id} as id, ${dueItems.dueDate}::text as date, ${complianceItems.header} as name,
      ${dueItems.status} as status, row_number() over (partition by ${dueItems.dueDate} order by ${complianceItems.header}, ${dueItems.id})::int as rank
    from ${dueItems} join ${branches} on ${branches.id} = ${dueItems.branchId} join ${companies} on ${companies.id} = ${branches.companyId}
    join ${complianceAssignments} on ${complianceAssignments.id} = ${dueItems.assignmentId}
    join ${complianceItems} on ${complianceItems.id} = ${complianceAssignments.complianceId}
    where ${where} order by 2, 5`)
  const day = today()
  const days = new Map<string, CalendarDay>()
  for (const r of result.rows) {
    const status = dataStatus(r.status, r.date, day)
    const entry = days.get(r.date) ?? { date: r.date, count: 0, statuses: {}, items: [] }
    entry.count += 1
    entry.statuses[status] = (entry.statuses[status] ?? 0) + 1
    if (r.rank <= CALENDAR_ITEMS_PER_DAY) entry.items.push({ id: r.id, name: r.name, status })
    days.set(r.date, entry)
  }
  return [...days.values()]
}
