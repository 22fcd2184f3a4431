import {
  can,
  type BranchStatusGraph,
  type CalendarDay,
  type Endpoint,
  type Envelope,
  type GraphAmount,
  type GraphSeries,
  type GraphSlice,
  type Principal,
} from '@ihrc/contract'
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

/** One query for every graph, keyed by its row; each card shows its own failure, so no toast repeats it. */
const graphApi = api.injectEndpoints({
  endpoints: (build) => ({
    graph: build.query<unknown, GraphKey>({
      query: (key) => ({ ...requestOf(endpoints.graph[key]), skipErrorToast: true }),
      transformResponse: (res: Envelope<unknown>) => res.data,
    }),
    /** The compliance calendar's days of one month (`2025-06`); the calendar shows its own failure too. */
    calendarDays: build.query<CalendarDay[], string>({
      query: (month) => ({ ...requestOf(endpoints.graph.complianceCalendarDates), params: { month }, skipErrorToast: true }),
      transformResponse: (res: Envelope<CalendarDay[]>) => res.data,
    }),
  }),
})

export const { useCalendarDaysQuery } = graphApi

/** A graph's answer, typed by its key; `skip` when the user may not call it (the server would answer 403). */
export function useGraphQuery<K extends GraphKey>(key: K, skip: boolean) {
  const result = graphApi.useGraphQuery(key, { skip })
  return { ...result, data: result.data as GraphAnswers[K] | undefined }
}

/** Whether `who` may call a graph row: its access names the menus any one of which lets them read it. */
export function mayCall(who: Principal, row: Endpoint): boolean {
  const access = row.access
  if (typeof access === 'string') return true
  const menus = Array.isArray(access.menu) ? access.menu : [access.menu]
  return menus.some((menu) => can(who, menu, access.action))
}
