/**
 * A resource's spreadsheets: the xlsx template, the all-or-nothing bulk upload and the
 * streamed export of the list, at its rows `template`, `bulkUpload` and `export`.
 */
import { bulkResult, envelope, type CustomValues } from '@ihrc/contract'
import { FORM_FILE, formBody } from '../documented-body'
import { badRequest } from '../errors'
import { XLSX_ANSWER } from '../file-answer'
import { MAX_SPREADSHEET_BYTES, SPREADSHEET_TYPES, readRequiredFile } from '../files'
import { holdUploadSlot } from '../upload-slots'
import { slices } from '../time-slices'
import { RowErrors, SpreadsheetError, buildTemplate, datedFilename, exportStream, readSheetBatches, sendXlsx, type SheetRow } from '../xlsx'
import { routeOf } from '../route-of'
import { contextOf, type ZodApp } from './context'
import { customExportColumns, customSheetColumns, definitionsOf, readCustomCells } from './custom-fields'
import type { RouteKit } from './route-access'
import { settleAfterBulkWrite } from './settle'
import { today } from './service'
import type { RequestContext, Resource } from './types'

export function registerSheetRoutes<Item>(app: ZodApp, resource: Resource<Record<string, unknown>, Item>, { rows, tags }: RouteKit): void {
  const spec = resource.spec
  const sheet = spec.sheet
  const customModule = spec.customFields
  const definitions = (ctx: RequestContext) => (customModule ? definitionsOf(ctx.db, ctx.auth.tenantId, customModule) : Promise.resolve([]))
  /** The resource's columns, then one per custom field of its module. */
  const columnsOf = async (s: NonNullable<typeof sheet>, ctx: RequestContext, preset?: Record<string, unknown>) => {
    const [own, defs] = await Promise.all([s.columns(ctx, preset), definitions(ctx)])
    return { columns: [...own, ...customSheetColumns(defs, own)], defs }
  }
  // Each is served where the resource has both its row and what it needs; a row served
  // by nobody stops the start-up (plugins/endpoint-table.ts).
  if (!sheet) return
  if (rows.template) {
    // A template without a query gives no querystring key at all: Fastify warns (FSTWRN001) for one set to undefined.
    const schema = sheet.templateQuery
      ? { tags, querystring: sheet.templateQuery, fileAnswer: XLSX_ANSWER }
      : { tags, fileAnswer: XLSX_ANSWER }
    routeOf(app, rows.template, {
      schema,
      handler: async (request, reply) => {
        const { columns } = await columnsOf(sheet, contextOf(request), request.query as Record<string, unknown>)
        const file = await buildTemplate({ sheetName: sheet.sheetName, columns, instructions: sheet.instructions })
        return sendXlsx(reply, `${sheet.fileStem}-template.xlsx`, file)
      },
    })
  }
  if (rows.bulkUpload && sheet.importer) {
    const importer = sheet.importer
    routeOf(app, rows.bulkUpload, {
      schema: { tags, documentedBody: formBody(FORM_FILE.spreadsheet), response: { 200: envelope(bulkResult) } },
      handler: async (request, reply) => {
        holdUploadSlot(request, reply)
        const { file } = await readRequiredFile(request, { allowed: SPREADSHEET_TYPES, maxBytes: MAX_SPREADSHEET_BYTES })
        const ctx = contextOf(request)
        const { columns, defs } = await columnsOf(sheet, ctx)
        const fileFault = (err: unknown) => (err instanceof SpreadsheetError ? badRequest(err.messages) : err)
        // Rows arrive a batch at a time (the next is read while this one is validated and
        // inserted), so the parsed file and its bodies are never all held. The first batch
        // is awaited before the transaction: a file that is not a filled-in template opens none.
        const batches = readSheetBatches(file.buffer, columns)
        const first = await batches.next().catch((err: unknown) => {
          throw fileFault(err)
        })
        const headerOf = new Map(columns.map((c) => [c.key, c.header]))
        const created = await app.db
          .transaction(async (tx) => {
            const inner: RequestContext = { db: tx, auth: ctx.auth }
            const toInput = await importer(inner)
            const errors = new RowErrors()
            // Each row that passes goes straight into the insert's column arrays: a batch
            // holds no list of rows, inputs or bodies (bench/README.md, "Uploads' memory").
            const insert = resource.bulkInsert(inner)
            // Checking a row awaits nothing that waits: without slices the whole file is one stretch of the event loop.
            const breathe = slices()
            const report = (row: number, field: string, message: string) => errors.add(row, headerOf.get(field) ?? field, message)
            // All or nothing: after the first error nothing more is inserted, and the
            // transaction rolls back what was. A fault of the file found further on (too
            // many rows, a broken part) rolls back too, and is the answer.
            const insertBatch = async (rows: Iterable<SheetRow>) => {
              for (const r of rows) {
                const { input, issues, unresolved = [] } = await toInput(r.values)
                if (customModule) {
                  const custom = readCustomCells(defs, r.values)
                  input.custom = custom.custom
                  issues.push(...custom.issues)
                }
                for (const i of issues) report(r.row, i.field, i.message)
                const parsed = spec.body.safeParse(input)
                if (!parsed.success) {
                  // A column the importer already faulted (an unknown name) is reported once.
                  const faulted = new Set([...issues.map((i) => i.field), ...unresolved])
                  for (const i of parsed.error.issues) {
                    const field = String(i.path[0] ?? '')
                    if (!faulted.has(field)) report(r.row, field, i.message)
                  }
                } else if (!errors.any) await insert.add(parsed.data)
                await breathe()
              }
              if (!errors.any) await insert.flush()
            }
            if (!first.done) await insertBatch(first.value)
            for await (const rows of batches) await insertBatch(rows)
            if (errors.any) throw badRequest(errors.messages())
            return (await insert.finish()).length
          })
          .catch((err: unknown) => {
            throw fileFault(err)
          })
          .finally(() => batches.return(undefined))
        await settleAfterBulkWrite(app.db, spec.table, created, request.log)
        return { data: { created }, message: `${created} ${spec.noun.toLowerCase()} records created` }
      },
    })
  }
  if (rows.export && sheet.exportColumns) {
    const own = sheet.exportColumns
    routeOf(app, rows.export, {
      schema: { tags, querystring: spec.query, fileAnswer: XLSX_ANSWER },
      handler: async (request, reply) => {
        const ctx = contextOf(request)
        const base = typeof own === 'function' ? await own(ctx) : own
        const columns = [...base, ...customExportColumns<Item & { custom?: CustomValues }>(await definitions(ctx), base)]
        const batches = resource.batches(ctx, request.query)
        // The first batch is read before the reply starts: a failing query answers an error, not a truncated file.
        const first = await batches.next()
        async function* rows() {
          for (let next = first; !next.done; next = await batches.next()) {
            for (const item of next.value) yield columns.map((c) => c.value(item))
          }
        }
        return sendXlsx(reply, datedFilename(sheet.fileStem, today()), exportStream({ sheetName: sheet.sheetName, columns, rows: rows() }))
      },
    })
  }
}
