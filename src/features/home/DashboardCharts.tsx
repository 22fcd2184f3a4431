import { memo } from 'react'
import { businessToday } from '@ihrc/contract/business-day'
import { periodLastDay } from '@ihrc/contract/period-range'
import type { GraphQuery } from '@ihrc/contract/graph-query'
import type { Principal } from '@ihrc/contract/permissions'
import { endpoints } from '@ihrc/contract/endpoints'
import { useAppSelector } from '@/store/hooks'
import { useInTurn } from '@/utils/use-in-turn'
import { ChartCard } from './charts/ChartCard'
import { DASHBOARD_CHARTS, formatOf, periodWords, say, type DashboardChart } from './charts/dashboard-charts'
import { FirstSteps } from './FirstSteps'
import { NOT_ASKED, mayCall, useGraphQuery, type GraphCall, type GraphKey, type GraphResult } from './graph-api'

/**
 * A chart under its answer. Each answer reaches React through the store (useSyncExternalStore), and
 * such an update renders at once: 150–300 ms per chart on Lighthouse's slowed phone, several
 * charts in one task when their answers come together. So the store's update re-renders only
 * this hook, and the card draws the answer in a turn of its own, one chart per task, in the
 * page's order (useInTurn; bench/README.md, Lighthouse, sessions s37 and s40).
 */
function GraphChart({ chart, filters }: { chart: DashboardChart; filters: GraphQuery }) {
  const result = useInTurn(useGraphQuery(chart.graph, filters, false), NOT_ASKED)
  return <GraphChartCard chart={chart} filters={filters} result={result} />
}

const GraphChartCard = memo(function GraphChartCard({
  chart,
  filters,
  result,
}: {
  chart: DashboardChart
  filters: GraphQuery
  result: GraphResult<GraphKey>
}) {
  // This filter's answer only: while another company's loads, the card waits rather than show the last one's.
  const answer = result.currentData
  const data = answer === undefined ? undefined : chart.shape(answer, { query: filters, lastDay: periodLastDay(filters, businessToday()) })
  const loading = answer === undefined && (result.isFetching || result.isUninitialized)
  return (
    <ChartCard
      title={say(chart.title, filters)}
      query={{ ...result, data, isLoading: loading }}
      format={formatOf(chart)}
      empty={say(chart.empty, filters)}
    />
  )
})

/** Whether the tenant has nothing yet: no branch and no registration (both answered, both zero), whatever the filters. */
const UNFILTERED: GraphQuery = {}
/** The graphs that tell it, asked unfiltered (useNothingYet's two calls). */
const FIRST_RECORDS = ['branchTypes', 'registrationBreakup'] as const satisfies readonly GraphKey[]

function useNothingYet(branches: boolean, registrations: boolean): boolean {
  const types = useGraphQuery(FIRST_RECORDS[0], UNFILTERED, !branches)
  const schemes = useGraphQuery(FIRST_RECORDS[1], UNFILTERED, !registrations)
  const none = (answer: { count: number }[] | undefined) => answer !== undefined && answer.every((s) => s.count === 0)
  return (branches || registrations) && (!branches || none(types.data)) && (!registrations || none(schemes.data))
}

/** The charts `who` may read: each one's call is one the server would answer them. */
export const chartsFor = (who: Principal) => DASHBOARD_CHARTS.filter((c) => mayCall(who, endpoints.graph[c.graph]))

/**
 * Every call `DashboardCharts` makes for `who` under `filters`, each once: the charts' own and
 * the unfiltered pair that tells a tenant with nothing yet (HomePage starts them before the charts mount).
 */
export function chartCalls(who: Principal, filters: GraphQuery): GraphCall[] {
  const keys = new Set(chartsFor(who).map((c) => c.graph))
  const charts = [...keys].map((key) => ({ key, query: filters }))
  // Unfiltered, the pair is two of the charts' own calls.
  if (Object.keys(filters).length === 0) return charts
  return [...charts, ...FIRST_RECORDS.filter((key) => keys.has(key)).map((key) => ({ key, query: UNFILTERED }))]
}

/**
 * The dashboard's charts, each only for whoever may read the records it counts (no call
 * the server would refuse) and each under the filter bar's `filters`; a tenant with
 * nothing yet sees its first steps instead.
 */
export function DashboardCharts({ filters }: { filters: GraphQuery }) {
  const type = useAppSelector((s) => s.userDisplay.type)
  const permissions = useAppSelector((s) => s.userDisplay.permissions)
  const who = { type, permissions }
  const charts = chartsFor(who)
  const readable = new Set(charts.map((c) => c.graph))
  const nothingYet = useNothingYet(readable.has('branchTypes'), readable.has('registrationBreakup'))
  if (nothingYet) return <FirstSteps who={who} />
  if (charts.length === 0) return null
  return (
    <section aria-labelledby="dashboard-charts-title">
      <h2 id="dashboard-charts-title" className="mb-3 text-lg font-semibold text-gray-900 dark:text-white">
        Where things stand {periodWords(filters)}
      </h2>
      <div className="grid gap-4 md:grid-cols-2 xl:grid-cols-3">
        {charts.map((c) => (
          <GraphChart key={c.id} chart={c} filters={filters} />
        ))}
      </div>
    </section>
  )
}
