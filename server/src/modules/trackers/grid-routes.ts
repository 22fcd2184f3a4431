/** `{stem}/grid` and `{stem}/grid/export` for every family of the map. */
import {
  MISSING_EXPOSURE_NOTE,
  TRACKER_CELL_STATUS,
  TRACKER_FAMILIES,
  businessToday,
  endpoints,
  envelope,
  paged,
  trackerAreaKey,
  trackerGrid as trackerGridAnswer,
  trackerGridQuery,
  trackerMissingItem,
  trackerMissingQuery,
  type TrackerFamilyDef,
  type TrackerFamilyKey,
  type TrackerGrid,
  type TrackerGridCell,
} from '@ihrc/contract'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { contextOf, routeOf } from '../../lib/crud'
import { XLSX_ANSWER } from '../../lib/file-answer'
import { datedFilename, exportStream, sendXlsx } from '../../lib/xlsx'
import { trackerGrid } from './grid'
import { missingPage, missingPeriods } from './missing'

/** A cell as the spreadsheet writes it: its status in words, with the days when late or unpaid. */
function cellText(cell: TrackerGridCell): string {
  const label = TRACKER_CELL_STATUS.labels[cell.status]
  if (cell.status === 'not_levied') return '—'
  return cell.delay_days ? `${label}, ${cell.delay_days} d` : label
}

function gridRows(grid: TrackerGrid): (readonly unknown[])[] {
  return grid.rows.map((row) => {
    const cost = row.cells.reduce((sum, c) => sum + (c.exposure?.total ?? 0), 0)
    return [row.company_name, row.state_name, row.code, ...row.cells.map(cellText), Math.round(cost * 100) / 100]
  })
}

export const trackerGridRoutes: FastifyPluginAsyncZod = async (app) => {
  for (const [key, family] of Object.entries(TRACKER_FAMILIES) as [TrackerFamilyKey, TrackerFamilyDef][]) {
    const area = trackerAreaKey(key)
    const rows = endpoints[area]
    const tags = [`${family.label} tracker`]
    routeOf(app, rows.grid, {
      // Sent unserialised by its schema: zod's walk of 6,000 cells cost more than the grid (documented-answer.ts).
      schema: { tags, querystring: trackerGridQuery, documentedAnswer: { 200: envelope(trackerGridAnswer) } },
      handler: async (request) => ({
        data: await trackerGrid(contextOf(request), family, key, request.query, businessToday()),
      }),
    })
    routeOf(app, rows.gridExport, {
      schema: { tags, querystring: trackerGridQuery, fileAnswer: XLSX_ANSWER },
      handler: async (request, reply) => {
        const today = businessToday()
        const grid = await trackerGrid(contextOf(request), family, key, request.query, today)
        const body = exportStream({
          sheetName: `${family.label} ${grid.year}`,
          title: [`${family.label} payments, financial year ${grid.year}, as of ${today}`],
          columns: [
            { header: 'Company', width: 28 },
            { header: 'State', width: 18 },
            { header: family.codeLabel, width: 22 },
            ...grid.periods.map((p) => ({ header: p, width: 16 })),
            { header: 'Exposure (₹)', width: 14 },
          ],
          rows: (async function* () {
            yield* gridRows(grid)
          })(),
        })
        return sendXlsx(reply, `${family.stem}-grid-${grid.year}.xlsx`, body)
      },
    })
    routeOf(app, rows.missing, {
      schema: { tags, querystring: trackerMissingQuery, response: { 200: paged(trackerMissingItem) } },
      handler: async (request) => missingPage(contextOf(request), family, key, request.query, businessToday()),
    })
    routeOf(app, rows.missingExport, {
      schema: { tags, querystring: trackerMissingQuery, fileAnswer: XLSX_ANSWER },
      handler: async (request, reply) => {
        const today = businessToday()
        const items = await missingPeriods(contextOf(request), family, key, request.query, today)
        const body = exportStream({
          sheetName: `${family.label} missing`,
          title: [`${family.label} periods with no payment recorded, as of ${today}. ${MISSING_EXPOSURE_NOTE}.`],
          columns: [
            { header: 'Company', width: 28 },
            { header: 'State', width: 18 },
            { header: family.codeLabel, width: 22 },
            { header: 'Period' },
            { header: 'Due date' },
            { header: 'Days overdue' },
          ],
          rows: (async function* () {
            for (const i of items) yield [i.company_name, i.state_name, i.code, i.period, i.due_date, i.delay_days]
          })(),
        })
        return sendXlsx(reply, datedFilename(`${family.stem}-missing`, today), body)
      },
    })
  }
}
