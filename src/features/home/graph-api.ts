import { can, type Principal } from '@ihrc/contract/permissions'
import type { BranchStatusGraph, CalendarDay, GraphAmount, GraphSeries, GraphSlice } from '@ihrc/contract/graphs'
import type { GraphQuery } from '@ihrc/contract/graph-query'
import type { Endpoint } from '@ihrc/contract/endpoint'
import type { Envelope } from '@ihrc/contract/envelope'
import { endpoints, requestOf } from '@ihrc/contract/endpoints'
import { api } from '@/services/api'

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

export const { useCalendarDaysQuery } = graphApi

/** A graph's answer under `query`'s filters, typed by its key; `skip` when the user may not call it (the server would answer 403). */
export function useGraphQuery<K extends GraphKey>(key: K, query: GraphQuery, skip: boolean) {
  // RTK Query hands the same result object until the query's state changes; typed here without a copy,
  // so a caller can compare it between renders (the charts defer it: DashboardCharts.tsx).
  return graphApi.useGraphQuery({ key, query }, { skip }) as GraphResult<K>
}

/** What the dashboard reads of RTK Query's result for a graph, its answer typed by the graph's key. */
export interface GraphResult<K extends GraphKey> {
  data?: GraphAnswers[K]
  currentData?: GraphAnswers[K]
  isFetching: boolean
  isError: boolean
  refetch: () => unknown
}

/** Whether `who` may call a graph row: its access names the menus any one of which lets them read it. */
export function mayCall(who: Principal, row: Endpoint): boolean {
  const access = row.access
  if (typeof access === 'string') return true
  const menus = Array.isArray(access.menu) ? access.menu : [access.menu]
  return menus.some((menu) => can(who, menu, access.action))
}
