/**
 * Worker-thread entry that makes a register (render.ts starts it): it reads the input
 * rows batch by batch on a connection of its own (row-batches.ts), lays the register out
 * as they arrive (layout.ts), then writes its xlsx and PDF into
 * the spool directory, each with its size and SHA-256 for the file store. Laying out and
 * writing 5,000 rows of 60 columns is seconds of CPU and tens of MB of objects, which
 * must neither hold the server's event loop nor stay in its main heap.
 */
import { randomUUID } from 'node:crypto'
import { mkdir } from 'node:fs/promises'
import path from 'node:path'
import { PassThrough, type Readable } from 'node:stream'
import { parentPort, workerData } from 'node:worker_threads'
import pg from 'pg'
import type { InputKind } from '@ihrc/contract'
import { writeHashed } from '../../lib/hashed-write'
import { writePdfTable } from '../../lib/pdf-table'
import { exportStream } from '../../lib/xlsx'
import { registerLayout, type RegisterTable } from './layout'
import type { RenderAnswer, RenderJob, RenderMessage, RenderWorkerData, WrittenFile } from './render'
import { rowBatches } from './row-batches'

/** Streams `source` into a new file of `dir`, counting and hashing it. */
async function written(dir: string, source: Readable): Promise<WrittenFile> {
  const file = path.join(dir, randomUUID())
  return { path: file, ...(await writeHashed(source, file)) }
}

const { databaseUrl } = workerData as RenderWorkerData
/** The job's own connection, opened by its first register. */
let client: pg.Client | null = null
async function connection(): Promise<pg.Client> {
  if (!client) {
    const opened = new pg.Client({ connectionString: databaseUrl })
    await opened.connect()
    client = opened
  }
  return client
}

/** The register laid out from its input rows, read batch by batch: the joined registers first, then its own rows. */
async function laidOut({ tenantId, uploads, format, facts }: RenderJob): Promise<RegisterTable> {
  const db = await connection()
  const layout = registerLayout(format, facts)
  const own = format.rows_from
  const joined = (Object.keys(uploads) as InputKind[]).filter((kind) => kind !== own)
  for (const kind of [...joined, own]) {
    const uploadId = uploads[kind]
    if (uploadId === undefined) continue
    for await (const rows of rowBatches(db, tenantId, uploadId)) {
      if (kind === own) layout.add(rows)
      else layout.join(kind, rows)
    }
  }
  return layout.table()
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
  if ('close' in message) {
    await client?.end()
    client = null
    return { closed: true }
  }
  return render(message, await laidOut(message))
}

parentPort!.on('message', (message: RenderMessage) => {
  answer(message).then(
    (reply) => parentPort!.postMessage(reply),
    (err: unknown) => parentPort!.postMessage({ error: err instanceof Error ? err.message : String(err) }),
  )
})
