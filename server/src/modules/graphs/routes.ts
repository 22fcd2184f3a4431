/** The dashboard's graphs (API.md "Graphs"), each at its row of the endpoint table. */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import {
  actionSummary as actionSummaryAnswer,
  branchStatusGraph,
  calendarDays,
  endpoints,
  graphAmounts,
  envelope,
  graphQuery,
  graphSeries,
  graphSlices,
  type Endpoint,
  type GraphQuery,
} from '@ihrc/contract'
import type { z } from 'zod'
import { contextOf, routeOf, type RequestContext } from '../../lib/crud'
import { actionSummary } from './actions'
import { calendarDates } from './calendar'
import { countGraphs } from './counts'
import { registrationBreakup, remittanceBreakdown, remittanceBreakup } from './remittances'

const tags = ['graph']
const rows = endpoints.graph

export const graphRoutes: FastifyPluginAsyncZod = async (app) => {
  function graph<Out>(row: Endpoint, answer: z.ZodType<Out>, read: (ctx: RequestContext, q: GraphQuery) => Promise<Out>) {
    routeOf(app, row, {
      schema: { tags, querystring: graphQuery, response: { 200: envelope(answer) } },
      handler: async (request) => ({ data: await read(contextOf(request), request.query) }),
    })
  }
  graph(rows.branchTypes, graphSlices, countGraphs.branchTypes)
  graph(rows.branchStatus, branchStatusGraph, countGraphs.branchStatus)
  graph(rows.branchStatusGraph, graphSeries, countGraphs.branchStatusGraph)
  graph(rows.branchSeStatus, graphSlices, countGraphs.branchSeStatus)
  graph(rows.branchSeStatusGraph, graphSeries, countGraphs.branchSeStatusGraph)
  graph(rows.agreementStatus, graphSlices, countGraphs.agreementStatus)
  graph(rows.agreementStatusGraph, graphSeries, countGraphs.agreementStatusGraph)
  graph(rows.noticeStatus, graphSlices, countGraphs.noticeStatus)
  graph(rows.noticeStatusGraph, graphSeries, countGraphs.noticeStatusGraph)
  graph(rows.remittanceBreakup, graphAmounts, remittanceBreakup)
  graph(rows.registrationBreakup, graphSlices, registrationBreakup)
  graph(rows.pfRemittanceBreakdown, graphSeries, (ctx, q) => remittanceBreakdown(ctx, q, 'pf'))
  graph(rows.esiRemittanceBreakdown, graphSeries, (ctx, q) => remittanceBreakdown(ctx, q, 'esi'))
  graph(rows.lwfRemittanceBreakdown, graphSeries, (ctx, q) => remittanceBreakdown(ctx, q, 'lwf'))
  graph(rows.ptRemittanceBreakdown, graphSeries, (ctx, q) => remittanceBreakdown(ctx, q, 'pt'))
  graph(rows.complianceCalendarDates, calendarDays, calendarDates)
  graph(rows.actionSummary, actionSummaryAnswer, actionSummary)
}
