/**
 * The dashboard's charts (SCREENS.md "Dashboard"): which graph each reads, how its answer
 * becomes a chart, and the list each bar opens: narrowed to the bar's key and to the
 * dashboard's filters the list takes, so it holds the rows the bar counts.
 */
import { TRACKER_FAMILIES } from '@ihrc/contract/tracker-families'
import type { GraphAmount, GraphSeries, GraphSlice, RemittanceScheme } from '@ihrc/contract/graphs'
import type { GraphQuery } from '@ihrc/contract/graph-query'
import { formatAmount, formatMonth } from '@/components/ui/format'
import type { GraphAnswers, GraphKey } from '../graph-api'
import { listLink, type DashboardFilterKey } from '../list-links'
import type { ChartData } from './chart-data'

/** What a chart's links carry: the dashboard's filters and the last day of its period. */
export interface ChartFilters {
  query: GraphQuery
  lastDay: string
}

/** How a heading names the dashboard's period: "this year" until a year or a month is chosen. */
export function periodWords(query: GraphQuery): string {
  if (query.month) return `in ${formatMonth(query.month)}`
  if (query.year) return `in ${query.year}`
  return 'this year'
}

/** A heading, or one that names the period (`periodWords`). */
type Words = string | ((period: string) => string)
export const say = (words: Words, query: GraphQuery) => (typeof words === 'string' ? words : words(periodWords(query)))

export interface DashboardChart<K extends GraphKey = GraphKey> {
  /** Unique per card (branch status draws two cards from one call). */
  id: string
  graph: K
  title: Words
  empty: Words
  amounts?: boolean
  shape: (answer: GraphAnswers[K], filters: ChartFilters) => ChartData
}

const BRANCHES = '/group-company-setup/branch'
const PLACE: readonly DashboardFilterKey[] = ['group_id', 'company_id', 'branch_id']
/** The tracker lists filter by company and period, not by group or branch. */
const TRACKER: readonly DashboardFilterKey[] = ['company_id', 'year', 'month']

/**
 * The branches a count chart's slice counts: of its key, in the dashboard's place (the
 * branch list names one branch by `id`), opened by the period's end.
 */
const branchesBy =
  (filter: string) =>
  ({ query, lastDay }: ChartFilters) =>
  (key: string) =>
    listLink(
      BRANCHES,
      { [filter]: key, opened_to: lastDay, ...(query.branch_id === undefined ? {} : { id: String(query.branch_id) }) },
      query,
      ['group_id', 'company_id'],
    )

/** The tracker list of a scheme (PT: its RC tracker, the first of the scheme's families). */
function trackerOf(scheme: RemittanceScheme): string {
  const family = Object.values(TRACKER_FAMILIES).find((f) => f.setup === scheme)!
  return `/${family.stem}`
}

const slices = (kind: 'bars' | 'donut', answer: GraphSlice[], to: (key: string) => string | undefined): ChartData => ({
  kind,
  slices: answer.map((s) => ({ key: s.key, label: s.label, value: s.count, to: to(s.key) })),
})

const amounts = (answer: GraphAmount[], { query }: ChartFilters): ChartData => ({
  kind: 'bars',
  slices: answer.map((s) => ({
    key: s.key,
    label: s.label,
    value: s.amount,
    to: listLink(trackerOf(s.key as RemittanceScheme), {}, query, TRACKER),
  })),
})

const breakdown =
  (scheme: RemittanceScheme) =>
  (answer: GraphSeries, { query }: ChartFilters): ChartData => ({
    kind: 'stacked',
    columns: answer.months.map((m) => ({ key: m, label: formatMonth(m) })),
    series: answer.series,
    to: (_series, month) => listLink(trackerOf(scheme), { month }, query, ['company_id']),
  })

const chart = <K extends GraphKey>(c: DashboardChart<K>) => c as unknown as DashboardChart

export const DASHBOARD_CHARTS: readonly DashboardChart[] = [
  chart({
    id: 'branch-types',
    graph: 'branchTypes',
    title: 'Branches by type',
    empty: 'No branch yet',
    shape: (a, f) => slices('bars', a, branchesBy('office_type')(f)),
  }),
  chart({
    id: 'branch-status',
    graph: 'branchStatus',
    title: 'Branches: active and closed',
    empty: 'No branch yet',
    shape: (a, f) => slices('donut', a.status, branchesBy('status')(f)),
  }),
  chart({
    id: 'branch-ownership',
    graph: 'branchStatus',
    title: 'Branches: owned and rented',
    empty: 'No branch yet',
    shape: (a, f) => slices('donut', a.ownership, branchesBy('ownership')(f)),
  }),
  chart({
    id: 'se-status',
    graph: 'branchSeStatus',
    title: 'S&E registrations',
    empty: 'No S&E registration recorded yet',
    shape: (a, f) => slices('donut', a, branchesBy('se_status')(f)),
  }),
  chart({
    id: 'agreement-status',
    graph: 'agreementStatus',
    title: 'Agreements by status',
    empty: 'No agreement yet',
    shape: (a, { query, lastDay }) =>
      slices('donut', a, (key) => listLink('/agreements', { status: key, start_date_to: lastDay }, query, PLACE)),
  }),
  chart({
    id: 'notice-status',
    graph: 'noticeStatus',
    title: 'Notices: open and closed',
    empty: 'No notice yet',
    shape: (a, { query, lastDay }) =>
      slices('donut', a, (key) => listLink('/notice-tracker', { open_state: key, notice_date_to: lastDay }, query, PLACE)),
  }),
  chart({
    id: 'registration-breakup',
    graph: 'registrationBreakup',
    title: 'Registrations by scheme',
    empty: 'No PF, ESI, PT or LWF registration yet',
    shape: (a, { query }) => slices('bars', a, (key) => listLink(`/${key}-setup`, {}, query, ['company_id'])),
  }),
  chart({
    id: 'remittance-breakup',
    graph: 'remittanceBreakup',
    title: (period) => `Remittances paid ${period} by scheme`,
    empty: (period) => `No remittance paid ${period}`,
    amounts: true,
    shape: amounts,
  }),
  ...(['pf', 'esi', 'pt', 'lwf'] as const).map((scheme) =>
    chart({
      id: `${scheme}-breakdown`,
      graph: `${scheme}RemittanceBreakdown`,
      title: `${scheme.toUpperCase()} remittances by month`,
      empty: (period) => `No ${scheme.toUpperCase()} remittance paid ${period}`,
      amounts: true,
      shape: breakdown(scheme),
    }),
  ),
]

export const formatOf = (c: DashboardChart) => (c.amounts ? formatAmount : undefined)
