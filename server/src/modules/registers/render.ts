/**
 * A register laid out and its xlsx and PDF written in a worker thread (render-worker.ts)
 * with its own memory limit, one worker per job making its registers one after the
 * other: the files land in the spool directory for the file store to take. The input
 * rows reach the worker a batch at a time (row-batches.ts), each batch taken before the
 * next is read, so the server's main thread never holds a register's rows nor its table.
 */
import type { InputKind, TitlePlaceholder } from '@ihrc/contract'
import { openWorker, workerUrl } from '../../lib/worker-thread'
import { endIdleParsers } from '../../lib/xlsx-read'
import type { LayoutFormat } from './layout'
import type { RowBatch } from './row-batches'

/** What one register needs besides its input rows. */
export interface RenderJob {
  format: LayoutFormat
  facts: Record<TitlePlaceholder, string>
  sheetName: string
  /** At the foot of every PDF page ("Form B, March 2026, Pune Plant"). */
  pageLabel: string
  /** Where the files are written. */
  dir: string
}
export interface WrittenFile {
  path: string
  size: number
  sha256: string
}
export interface Rendered {
  xlsx: WrittenFile
  pdf: WrittenFile
  /** The register's rows (employees), totals not counted. */
  rows: number
}

/**
 * The worker's messages, one register's in this order: the job, the batches of each
 * input register the columns join, those of the register's own rows (`rows_from`), then
 * `done`.
 */
export type RenderMessage = { begin: RenderJob } | { kind: InputKind; batch: RowBatch } | { done: true }
export type RenderAnswer = { taken: true } | Rendered | { error: string }

const WORKER_URL = workerUrl(import.meta.url, 'render-worker')
/** Form D of 5,000 employees (36 columns) with its input rows lays out and renders in well under this. */
const LIMITS = { maxOldGenerationSizeMb: 128, maxYoungGenerationSizeMb: 16 }

/** A worker for one job's registers; each `render` makes one register's two files. */
export async function registerRenderer() {
  // Right after uploads, their idle parse worker held 50–90 MB the generation's peak stacked on (bench/README.md).
  await endIdleParsers()
  const session = openWorker(WORKER_URL, { resourceLimits: LIMITS })
  const ask = async <T extends RenderAnswer>(message: RenderMessage): Promise<T> => {
    const answer = await session.ask<RenderAnswer>(message)
    if ('error' in answer) throw new Error(`rendering the register failed: ${answer.error}`)
    return answer as T
  }
  return {
    /** `inputs`: each input register's row batches, read as the worker takes them. */
    async render(job: RenderJob, inputs: Partial<Record<InputKind, AsyncIterable<RowBatch>>>): Promise<Rendered> {
      const own = job.format.rows_from
      const kinds = [...(Object.keys(inputs) as InputKind[]).filter((k) => k !== own), own]
      await ask({ begin: job })
      for (const kind of kinds) for await (const batch of inputs[kind] ?? []) await ask({ kind, batch })
      return ask<Rendered>({ done: true })
    },
    close: () => session.close(),
  }
}
