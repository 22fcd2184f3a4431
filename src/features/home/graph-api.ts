import { can, type Principal } from '@ihrc/contract/permissions'
import type { BranchStatusGraph, CalendarDay, GraphAmount, GraphSeries, GraphSlice } from '@ihrc/contract/graphs'
import type { GraphQuery } from '@ihrc/contract/graph-query'
import type { Endpoint } from '@ihrc/contract/endpoint'
import type { Envelope } from '@ihrc/contract/envelope'
import { endpoints, requestOf } from '@ihrc/contract/endpoints'
import { api } from '@/services/api'
import { useAppDispatch } from '@/store/hooks'
import { ASK_AGAIN, useAskAgain } from '@/utils/held-query'

/** The graph calls the dashboard's charts read, by their row in the endpoint table, and what each answers. */
export interface GraphAnswers {
  branchTypes: GraphSlice[]
  branchStatus: BranchStatusGraph
  agreementStatus: GraphSlice[]
  branchSeStatus: GraphSlice[]
  noticeStatus: GraphSlice[]
  remittanceBreakup: GraphAmount[]
  registrationBreakup: GraphSlice[]
  pfRemittanceBreakdown: GraphSeries
  esiRemittanceBreakdown: GraphSeries
  ptRemittanceBreakdown: GraphSeries
  lwfRemittanceBreakdown: GraphSeries
}
export type GraphKey = keyof GraphAnswers

/** The query's given values only: an unset filter is no parameter at all. */
const paramsOf = (query: GraphQuery) => Object.fromEntries(Object.entries(query).filter(([, v]) => v !== undefined))

/** One query for every graph, keyed by its row and the dashboard's filters; each card shows its own failure, so no toast repeats it. */
const graphApi = api.injectEndpoints({
  endpoints: (build) => ({
    graph: build.query<unknown, { key: GraphKey; query: GraphQuery }>({
      query: ({ key, query }) => ({ ...requestOf(endpoints.graph[key]), params: paramsOf(query), skipErrorToast: true }),
      transformResponse: (res: Envelope<unknown>) => res.data,
    }),
    /** The compliance calendar's days of one month (`2025-06`) under the dashboard's filters; the calendar shows its own failure too. */
    calendarDays: build.query<CalendarDay[], GraphQuery & { month: string }>({
      query: (query) => ({ ...requestOf(endpoints.graph.complianceCalendarDates), params: paramsOf(query), skipErrorToast: true }),
      transformResponse: (res: Envelope<CalendarDay[]>) => res.data,
    }),
  }),
})

/** One graph call under the dashboard's filters. */
export interface GraphCall {
  key: GraphKey
  query: GraphQuery
}
/** The calendar's call: a month under the dashboard's place filters. */
export type CalendarCall = GraphQuery & { month: string }

/**
 * Asks a graph's call (or joins it while it runs) and holds its answer until `unsubscribe`.
 * The page holds its charts' and calendar's calls (HomePage, useCallsInTurn); the charts and
 * the calendar read the cache only, so mounting they start nothing.
 */
export const holdGraph = (call: GraphCall) => graphApi.endpoints.graph.initiate(call)
export const holdCalendarDays = (call: CalendarCall) => graphApi.endpoints.calendarDays.initiate(call)

/**
 * A graph's answer under `query`'s filters as the cache holds it, typed by its key (the page
 * asks: holdGraph); `skip` when the user may not call it. The same object until the call's
 * state changes, so a caller can compare it between renders (the charts defer it: DashboardCharts.tsx).
 */
export function useGraphQuery<K extends GraphKey>(key: K, query: GraphQuery, skip: boolean) {
  const call: GraphCall = { key, query }
  const dispatch = useAppDispatch()
  const result = graphApi.endpoints.graph.useQueryState(call, { skip })
  return useAskAgain(result, () => dispatch(graphApi.endpoints.graph.initiate(call, ASK_AGAIN))) as GraphResult<K>
}

/** The calendar's days of one month (`2025-06`) under the dashboard's filters, as the cache holds them (the page asks). */
export function useCalendarDays(call: CalendarCall) {
  const dispatch = useAppDispatch()
  const result = graphApi.endpoints.calendarDays.useQueryState(call)
  return useAskAgain(result, () => dispatch(graphApi.endpoints.calendarDays.initiate(call, ASK_AGAIN)))
}

/** What the dashboard reads of RTK Query's result for a graph, its answer typed by the graph's key. */
export interface GraphResult<K extends GraphKey> {
  data?: GraphAnswers[K]
  currentData?: GraphAnswers[K]
  /** Not asked yet: the page starts its calls one task after another. */
  isUninitialized: boolean
  isFetching: boolean
  isError: boolean
  refetch: () => unknown
}

/**
 * A call's result before its turn (useInTurn's `before`): not asked yet, so its part draws its
 * loading frame, the size of the drawn one. The charts and the calendar share it.
 */
export const NOT_ASKED = {
  data: undefined,
  currentData: undefined,
  isUninitialized: true,
  isFetching: false,
  isError: false,
  refetch: () => undefined,
} as const satisfies GraphResult<GraphKey>

/** Whether `who` may call a graph row: its access names the menus any one of which lets them read it. */
export function mayCall(who: Principal, row: Endpoint): boolean {
  const access = row.access
  if (typeof access === 'string') return true
  const menus = Array.isArray(access.menu) ? access.menu : [access.menu]
  return menus.some((menu) => can(who, menu, access.action))
}
