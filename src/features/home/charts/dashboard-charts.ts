/**
 * The dashboard's charts (SCREENS.md "Dashboard"): which graph each reads, how its answer
 * becomes a chart, and the list each bar opens. A list that cannot filter by a chart's key
 * (branches by type or S&E status, notices open or closed) opens unfiltered.
 */
import { TRACKER_FAMILIES, type GraphAmount, type GraphSeries, type GraphSlice, type RemittanceScheme } from '@ihrc/contract'
import { formatAmount, formatMonth } from '@/components/ui/format'
import type { GraphAnswers, GraphKey } from '../graph-api'
import type { ChartData } from './chart-data'

export interface DashboardChart<K extends GraphKey = GraphKey> {
  /** Unique per card (branch status draws two cards from one call). */
  id: string
  graph: K
  title: string
  empty: string
  amounts?: boolean
  shape: (answer: GraphAnswers[K]) => ChartData
}

const BRANCHES = '/group-company-setup/branch'

/** The tracker list of a scheme (PT: its RC tracker, the first of the scheme's families). */
function trackerOf(scheme: RemittanceScheme): string {
  const family = Object.values(TRACKER_FAMILIES).find((f) => f.setup === scheme)!
  return `/${family.stem}`
}

const slices = (kind: 'bars' | 'donut', answer: GraphSlice[], to: (key: string) => string | undefined): ChartData => ({
  kind,
  slices: answer.map((s) => ({ key: s.key, label: s.label, value: s.count, to: to(s.key) })),
})

const amounts = (answer: GraphAmount[]): ChartData => ({
  kind: 'bars',
  slices: answer.map((s) => ({ key: s.key, label: s.label, value: s.amount, to: trackerOf(s.key as RemittanceScheme) })),
})

const breakdown =
  (scheme: RemittanceScheme) =>
  (answer: GraphSeries): ChartData => ({
    kind: 'stacked',
    columns: answer.months.map((m) => ({ key: m, label: formatMonth(m) })),
    series: answer.series,
    to: (_series, month) => `${trackerOf(scheme)}?month=${month}`,
  })

const chart = <K extends GraphKey>(c: DashboardChart<K>) => c as unknown as DashboardChart

export const DASHBOARD_CHARTS: readonly DashboardChart[] = [
  chart({
    id: 'branch-types',
    graph: 'branchTypes',
    title: 'Branches by type',
    empty: 'No branch yet',
    shape: (a) => slices('bars', a, () => BRANCHES),
  }),
  chart({
    id: 'branch-status',
    graph: 'branchStatus',
    title: 'Branches: active and closed',
    empty: 'No branch yet',
    shape: (a) => slices('donut', a.status, () => BRANCHES),
  }),
  chart({
    id: 'branch-ownership',
    graph: 'branchStatus',
    title: 'Branches: owned and rented',
    empty: 'No branch yet',
    shape: (a) => slices('donut', a.ownership, () => BRANCHES),
  }),
  chart({
    id: 'se-status',
    graph: 'branchSeStatus',
    title: 'S&E registrations',
    empty: 'No S&E registration recorded yet',
    shape: (a) => slices('donut', a, () => BRANCHES),
  }),
  chart({
    id: 'agreement-status',
    graph: 'agreementStatus',
    title: 'Agreements by status',
    empty: 'No agreement yet',
    shape: (a) => slices('donut', a, (key) => `/agreements?status=${key}`),
  }),
  chart({
    id: 'notice-status',
    graph: 'noticeStatus',
    title: 'Notices: open and closed',
    empty: 'No notice yet',
    shape: (a) => slices('donut', a, () => '/notice-tracker'),
  }),
  chart({
    id: 'registration-breakup',
    graph: 'registrationBreakup',
    title: 'Registrations by scheme',
    empty: 'No PF, ESI, PT or LWF registration yet',
    shape: (a) => slices('bars', a, (key) => `/${key}-setup`),
  }),
  chart({
    id: 'remittance-breakup',
    graph: 'remittanceBreakup',
    title: 'Remittances paid this year by scheme',
    empty: 'No remittance paid this year',
    amounts: true,
    shape: amounts,
  }),
  ...(['pf', 'esi', 'pt', 'lwf'] as const).map((scheme) =>
    chart({
      id: `${scheme}-breakdown`,
      graph: `${scheme}RemittanceBreakdown`,
      title: `${scheme.toUpperCase()} remittances by month`,
      empty: `No ${scheme.toUpperCase()} remittance paid this year`,
      amounts: true,
      shape: breakdown(scheme),
    }),
  ),
]

export const formatOf = (c: DashboardChart) => (c.amounts ? formatAmount : undefined)
