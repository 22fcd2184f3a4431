/**
 * Worker-thread entry of uploads' parses and templates (started by xlsx-read.ts with
 * memory and time limits), one job at a time: builds each template it is sent
 * (xlsx-template.ts), and parses each workbook it is sent, handing back a batch at a time
 * (the next once asked for; rows packed, xlsx-rows.ts), or the messages a person can act
 * on. With a check (xlsx-check.ts), each batch's rows are checked here and only the
 * check's parameter arrays are handed back; after the first fault nothing more is, and
 * the answer is every fault. A worker that dies is answered by its parent.
 */
import { getHeapStatistics } from 'node:v8'
import { parentPort } from 'node:worker_threads'
import { NOT_A_WORKBOOK, RowErrors, SpreadsheetError, type SheetRow } from './xlsx-cells'
import type { MakeCheck, RowCheck } from './xlsx-check'
import { parseSheet } from './xlsx-parse'
import { NEXT, type ParseJob, type ParseMessage, type TemplateJob, type TemplateMessage } from './xlsx-read'
import { packRows, type PackedRows } from './xlsx-rows'

/** Packed rows and a template's file are moved to the parent, not copied. */
const post = (message: ParseMessage | TemplateMessage) => {
  const bytes =
    'file' in message ? message.file : 'batch' in message ? (message.batch as Partial<PackedRows> | undefined)?.lines : undefined
  parentPort!.postMessage(message, bytes ? [bytes.buffer as ArrayBuffer] : [])
}
/** Resumes the parse waiting for its batch to be taken. */
let resume: (() => void) | undefined

function handOver(batch: unknown): Promise<void> {
  return new Promise((resolve) => {
    resume = resolve
    post({ batch, done: false })
  })
}

/** The check a job names, made for this upload. */
async function checkOf(job: ParseJob): Promise<RowCheck<unknown> | undefined> {
  if (!job.check) return undefined
  const module = (await import(job.check.module)) as { default: MakeCheck<unknown, unknown> }
  return module.default(job.check.args)
}

async function parse(job: ParseJob): Promise<ParseMessage> {
  const file = Buffer.from(job.file.buffer, job.file.byteOffset, job.file.byteLength)
  const check = await checkOf(job)
  if (!check) {
    const keys = job.columns.map((c) => c.key)
    const rest = await parseSheet(file, job.columns, job.maxRows, {
      rows: job.batchRows,
      handOver: (rows) => handOver(packRows(rows, keys)),
    })
    return { batch: packRows(rest, keys), done: true }
  }
  const errors = new RowErrors()
  const checked = (rows: SheetRow[]) => {
    for (const r of rows) check.add(r, errors)
    // Once a row is faulted the upload writes nothing: the caller is not handed more.
    return errors.any ? undefined : check.take()
  }
  const rest = await parseSheet(file, job.columns, job.maxRows, {
    rows: job.batchRows,
    handOver: (rows) => {
      const batch = checked(rows)
      return batch === undefined ? Promise.resolve() : handOver(batch)
    },
  })
  const last = checked(rest)
  return last === undefined ? { messages: errors.messages() } : { batch: last, done: true }
}

/** A template's file (exceljs, loaded here on the first template and kept for the next). */
async function template({ template }: TemplateJob): Promise<TemplateMessage> {
  const { templateFile } = await import('./xlsx-template')
  return { file: new Uint8Array(await templateFile(template)) }
}

parentPort!.on('message', (message: ParseJob | TemplateJob | typeof NEXT) => {
  if (message === NEXT) {
    const next = resume
    resume = undefined
    next?.()
    return
  }
  // The last answer says how much heap the job left committed: the parent ends a worker that grew large.
  const last = (answer: ParseMessage | TemplateMessage) => post({ ...answer, heapBytes: getHeapStatistics().total_heap_size })
  if ('template' in message) {
    template(message).then(last, (err: unknown) => last({ messages: [err instanceof Error ? err.message : String(err)] }))
    return
  }
  parse(message).then(last, (err: unknown) =>
    // Every failure of a parse is the file's: unexpected ones read as an invalid workbook.
    last({ messages: err instanceof SpreadsheetError ? err.messages : [NOT_A_WORKBOOK] }),
  )
})
