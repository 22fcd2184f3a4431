/**
 * Worker-thread entry that makes a register (render.ts starts it): it lays the register
 * out (layout.ts) as the input rows arrive batch by batch, then writes its xlsx and PDF into
 * the spool directory, each with its size and SHA-256 for the file store. Laying out and
 * writing 5,000 rows of 60 columns is seconds of CPU and tens of MB of objects, which
 * must neither hold the server's event loop nor stay in its main heap.
 */
import { randomUUID } from 'node:crypto'
import { mkdir } from 'node:fs/promises'
import path from 'node:path'
import { PassThrough, type Readable } from 'node:stream'
import { parentPort } from 'node:worker_threads'
import type { InputKind, InputRowValues } from '@ihrc/contract'
import { writeHashed } from '../../lib/hashed-write'
import { writePdfTable } from '../../lib/pdf-table'
import { exportStream } from '../../lib/xlsx'
import { registerLayout, type RegisterTable } from './layout'
import type { RenderAnswer, RenderJob, RenderMessage, WrittenFile } from './render'
import type { RowBatch } from './row-batches'

/** Streams `source` into a new file of `dir`, counting and hashing it. */
async function written(dir: string, source: Readable): Promise<WrittenFile> {
  const file = path.join(dir, randomUUID())
  return { path: file, ...(await writeHashed(source, file)) }
}

/** The register being laid out, from its `begin` to its `done`. */
let current: { job: RenderJob; layout: ReturnType<typeof registerLayout> } | null = null

function take(kind: InputKind, batch: RowBatch): void {
  if (!current) throw new Error(`rows of ${kind} before the register began`)
  const rows = (JSON.parse(batch) as [string, InputRowValues][]).map(([employeeCode, values]) => ({ employeeCode, values }))
  if (kind === current.job.format.rows_from) current.layout.add(rows)
  else current.layout.join(kind, rows)
}

async function render({ sheetName, pageLabel, dir }: RenderJob, table: RegisterTable): Promise<RenderAnswer> {
  await mkdir(dir, { recursive: true })
  async function* body() {
    yield* table.body
  }
  const xlsx = await written(
    dir,
    exportStream({
      sheetName,
      title: table.title,
      bands: table.band ? [table.band] : undefined,
      columns: table.columns.map((c) => ({ header: c.header, width: c.width })),
      rows: body(),
      footer: [table.totals],
      notes: table.notes,
    }),
  )
  const pdfOut = new PassThrough()
  const pdfFile = written(dir, pdfOut)
  await writePdfTable(
    {
      title: table.title,
      band: table.band ?? undefined,
      columns: table.columns,
      rows: table.body,
      footer: [table.totals],
      notes: table.notes,
      pageLabel,
    },
    pdfOut,
  )
  return { xlsx, pdf: await pdfFile, rows: table.body.length }
}

async function answer(message: RenderMessage): Promise<RenderAnswer> {
  if ('begin' in message) {
    current = { job: message.begin, layout: registerLayout(message.begin.format, message.begin.facts) }
    return { taken: true }
  }
  if ('batch' in message) {
    take(message.kind, message.batch)
    return { taken: true }
  }
  if (!current) throw new Error('a register ended before it began')
  const { job, layout } = current
  current = null
  return render(job, layout.table())
}

parentPort!.on('message', (message: RenderMessage) => {
  answer(message).then(
    (reply) => parentPort!.postMessage(reply),
    (err: unknown) => parentPort!.postMessage({ error: err instanceof Error ? err.message : String(err) }),
  )
})
