/**
 * The compliance calendar: each day of the period with its due items counted by the
 * status the lists show (an open item past its date is overdue: dataStatus) and by name
 * and status (the largest CALENDAR_GROUPS_PER_DAY groups, for the day's cell), and the
 * first CALENDAR_ITEMS_PER_DAY of them by name with their branch and company (the day's
 * list), from the due items the caller may see; and the remittances falling due that
 * day, per tracker family and grid status, from the tracker grids of the families the
 * caller may read (the grid is the one place due dates and payment states are worked
 * out), in their narrower pass over the period's due dates (issue 24: the whole grids of
 * two years cost a second at size).
 */
import { and, gte, lt, sql } from 'drizzle-orm'
import {
  CALENDAR_GROUPS_PER_DAY,
  CALENDAR_ITEMS_PER_DAY,
  TRACKER_FAMILIES,
  can,
  type CalendarDay,
  type DueStatus,
  type GraphQuery,
  type TrackerFamilyDef,
  type TrackerFamilyKey,
} from '@ihrc/contract'
import { DUE_READERS } from '@ihrc/contract/due-item-endpoints'
import { branches, companies, complianceAssignments, complianceItems, dueItems } from '../../db/schema'
import { today, type RequestContext } from '../../lib/crud'
import { addMonths } from '../../lib/civil-date'
import { dataStatus } from '../compliance/due-items/state-machine'
import { financialYearOf } from '../trackers/grid'
import { narrowGrids } from '../trackers/grid-narrow'
import { graphRange, type GraphRange } from './period'
import { registrationConditions } from './remittances'
import { filtersPlaces, graphConditions, placeJoins } from './scope'

interface Row {
  [column: string]: unknown
  id: number
  date: string
  name: string
  status: DueStatus
  branch_name: string
  company_name: string
}

interface Grouped {
  [column: string]: unknown
  date: string
  name: string
  status: DueStatus
  count: number
}

type Group = CalendarDay['groups'][number]

function dayOf(days: Map<string, CalendarDay>, date: string): CalendarDay {
  let entry = days.get(date)
  if (!entry) days.set(date, (entry = { date, count: 0, statuses: {}, groups: [], items: [], payments: [] }))
  return entry
}

/** The largest groups first, then by name and status, so the same day always names the same ones. */
const byCount = (a: Group, b: Group) => b.count - a.count || a.name.localeCompare(b.name) || a.status.localeCompare(b.status)

/**
 * Each day's items from their groups by date, checklist item and stored status: the day's
 * count, its statuses and its largest groups by name and shown status (two checklist
 * items of one name, or `due` and `rejected` both overdue, are one group).
 */
function countDays(rows: readonly Grouped[], day: string, days: Map<string, CalendarDay>): void {
  const groups = new Map<string, Map<string, Group>>()
  for (const r of rows) {
    const status = dataStatus(r.status, r.date, day)
    const entry = dayOf(days, r.date)
    entry.count += r.count
    entry.statuses[status] = (entry.statuses[status] ?? 0) + r.count
    let named = groups.get(r.date)
    if (!named) groups.set(r.date, (named = new Map()))
    const key = `${status}\u0000${r.name}`
    const group = named.get(key)
    if (group) group.count += r.count
    else named.set(key, { name: r.name, status, count: r.count })
  }
  for (const [date, named] of groups) dayOf(days, date).groups = [...named.values()].sort(byCount).slice(0, CALENDAR_GROUPS_PER_DAY)
}

async function dueDays(ctx: RequestContext, query: GraphQuery, range: GraphRange, days: Map<string, CalendarDay>): Promise<void> {
  if (!DUE_READERS.some((menu) => can(ctx.auth, menu, 'list'))) return
  const where = and(
    ...graphConditions(ctx.auth, query, { tenant: dueItems.tenantId, branch: dueItems.branchId, company: branches.companyId }),
    gte(dueItems.dueDate, range.start),
    lt(dueItems.dueDate, range.end),
  )
  // Every join is on a not-null foreign key, so none drops an item: the branch and company only for the filters on
  // them, the checklist item only for the names (joining all four for every item of a month cost ~20 ms of PostgreSQL
  // an answer at 4,000 items, planning included).
  const joins = placeJoins(query)
  const filtered = sql`${joins.branches ? sql` join ${branches} on ${branches.id} = ${dueItems.branchId}` : sql``}${
    joins.companies ? sql` join ${companies} on ${companies.id} = ${branches.companyId}` : sql``
  }`
  // One statement for both: the month's items joined to their assignments once (the join is most of the cost), then
  // counted by day, checklist item and status (every item, a month holds thousands; the names joined to the groups), and
  // the first CALENDAR_ITEMS_PER_DAY of each day by name with their branch and company (joined after the cut). A group
  // row has no id.
  const rows = await ctx.db.execute<Grouped & Partial<Row>>(sql`with month as materialized (
      select ${dueItems.id} as id, ${dueItems.dueDate} as due_date, ${complianceAssignments.complianceId} as compliance_id,
      ${dueItems.status} as status, ${dueItems.branchId} as branch_id
      from ${dueItems} join ${complianceAssignments} on ${complianceAssignments.id} = ${dueItems.assignmentId}${filtered} where ${where})
    select grouped.date, ${complianceItems.header} as name, grouped.status, grouped.count, null::int as id, null as branch_name,
      null as company_name, null::int as rank
    from (select due_date::text as date, compliance_id, status, count(*)::int as count from month group by due_date, compliance_id, status) grouped
    join ${complianceItems} on ${complianceItems.id} = grouped.compliance_id
    union all
    select ranked.date, ranked.name, ranked.status, null, ranked.id, ${branches.name}, ${companies.name}, ranked.rank
    from (select month.id, month.due_date::text as date, ${complianceItems.header} as name, month.status, month.branch_id,
      row_number() over (partition by month.due_date order by ${complianceItems.header}, month.id)::int as rank
      from month join ${complianceItems} on ${complianceItems.id} = month.compliance_id) ranked
    join ${branches} on ${branches.id} = ranked.branch_id join ${companies} on ${companies.id} = ${branches.companyId}
    where ranked.rank <= ${CALENDAR_ITEMS_PER_DAY}
    order by date, rank`)
  const grouped = rows.rows.filter((r) => r.id === null)
  const first = rows.rows.filter((r): r is Grouped & Row => r.id !== null)
  const day = today()
  countDays(grouped, day, days)
  for (const r of first)
    dayOf(days, r.date).items.push({
      id: r.id,
      name: r.name,
      status: dataStatus(r.status, r.date, day),
      branch_name: r.branch_name,
      company_name: r.company_name,
    })
}

/** The financial years whose periods may fall due in `range`: a period's due date is at most a year after its start. */
function yearsReaching(range: GraphRange): string[] {
  const years = new Set<string>()
  for (let month = addMonths(range.start, -12).slice(0, 7); `${month}-01` < range.end; month = addMonths(`${month}-01`, 1).slice(0, 7))
    years.add(financialYearOf(`${month}-01`))
  return [...years]
}

async function paymentDays(ctx: RequestContext, query: GraphQuery, range: GraphRange, days: Map<string, CalendarDay>): Promise<void> {
  const families = (Object.entries(TRACKER_FAMILIES) as [TrackerFamilyKey, TrackerFamilyDef][]).filter(([, f]) =>
    can(ctx.auth, f.menu, 'list'),
  )
  if (families.length === 0) return
  // Every family's and year's cells at once, of the registrations the filters keep, only those falling due in the range.
  const grids = await narrowGrids(
    ctx,
    families.map(([key]) => key),
    yearsReaching(range),
    today(),
    // Unfiltered, the registrations the caller sees: narrowGrids' own (prepared once for whoever sees every branch).
    { dueWithin: range, conditions: filtersPlaces(query) ? (kind) => registrationConditions(ctx, query, kind) : undefined },
  )
  for (const [key, family] of families) {
    const tally = new Map<string, number>()
    for (const grid of grids)
      if (grid.family === key)
        for (const row of grid.rows)
          row.due_dates.forEach((due, i) => {
            if (due === null || due < range.start || due >= range.end) return
            const k = `${due}|${grid.year}|${row.cells[i]!.status}`
            tally.set(k, (tally.get(k) ?? 0) + 1)
          })
    for (const [k, count] of [...tally].sort(([a], [b]) => a.localeCompare(b))) {
      const [date, year, status] = k.split('|') as [string, string, string]
      dayOf(days, date).payments.push({ family: key, label: family.label, year, status, count })
    }
  }
}

export async function calendarDates(ctx: RequestContext, query: GraphQuery): Promise<CalendarDay[]> {
  const range = graphRange(query)
  const days = new Map<string, CalendarDay>()
  // Each fills the map only after its own reads, in one synchronous pass: they may run together.
  await Promise.all([dueDays(ctx, query, range, days), paymentDays(ctx, query, range, days)])
  return [...days.values()].sort((a, b) => a.date.localeCompare(b.date))
}
