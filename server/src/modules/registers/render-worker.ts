/**
 * Worker-thread entry that writes a register's two files (render.ts starts it): the xlsx
 * and the PDF of one laid-out table, into the spool directory, each with its size and
 * SHA-256 for the file store. Writing 5,000 rows of 60 columns is seconds of CPU, which
 * must not hold the server's event loop.
 */
import { randomUUID } from 'node:crypto'
import { mkdir } from 'node:fs/promises'
import path from 'node:path'
import { PassThrough, type Readable } from 'node:stream'
import { parentPort } from 'node:worker_threads'
import { writeHashed } from '../../lib/hashed-write'
import { writePdfTable } from '../../lib/pdf-table'
import { exportStream } from '../../lib/xlsx'
import type { RenderAnswer, RenderJob, WrittenFile } from './render'

/** Streams `source` into a new file of `dir`, counting and hashing it. */
async function written(dir: string, source: Readable): Promise<WrittenFile> {
  const file = path.join(dir, randomUUID())
  return { path: file, ...(await writeHashed(source, file)) }
}

async function render({ table, sheetName, pageLabel, dir }: RenderJob): Promise<RenderAnswer> {
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
  return { xlsx, pdf: await pdfFile }
}

parentPort!.on('message', (job: RenderJob) => {
  render(job).then(
    (answer) => parentPort!.postMessage(answer),
    (err: unknown) => parentPort!.postMessage({ error: err instanceof Error ? err.message : String(err) }),
  )
})
