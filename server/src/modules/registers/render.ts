/**
 * Registers made in a worker thread (render-worker.ts) with its own memory limit, one
 * worker per job making its registers one after the other: it reads each register's
 * input rows from PostgreSQL itself, batch by batch (row-batches.ts), lays the register
 * out and writes its xlsx and PDF into the spool directory for the file store to take.
 * The server's main thread never holds a register's rows nor its table.
 */
import type { InputKind, TitlePlaceholder } from '@ihrc/contract'
import { openWorker, workerUrl } from '../../lib/worker-thread'
import { endIdleParsers } from '../../lib/xlsx-read'
import type { LayoutFormat } from './layout'

/** One register to make. */
export interface RenderJob {
  /** The job's tenant (from its auth): every row read is of this tenant. */
  tenantId: number
  /** The upload of each input register the format reads. */
  uploads: Partial<Record<InputKind, number>>
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

/** The worker's messages: a register to make, or the end of the job (its connection closed). */
export type RenderMessage = RenderJob | { close: true }
export type RenderAnswer = Rendered | { closed: true } | { error: string }

/** What the worker connects with: the server's own database. */
export interface RenderWorkerData {
  databaseUrl: string
}

const WORKER_URL = workerUrl(import.meta.url, 'render-worker')
/** Form D of 5,000 employees (36 columns) lays out and renders in well under this. */
const LIMITS = { maxOldGenerationSizeMb: 128, maxYoungGenerationSizeMb: 16 }

/** A worker for one job's registers; each `render` makes one register's two files. */
export async function registerRenderer(databaseUrl: string) {
  // Right after uploads, their idle parse worker held 50–90 MB the generation's peak stacked on (bench/README.md).
  await endIdleParsers()
  const workerData: RenderWorkerData = { databaseUrl }
  const session = openWorker(WORKER_URL, { resourceLimits: LIMITS, workerData })
  return {
    async render(job: RenderJob): Promise<Rendered> {
      const answer = await session.ask<RenderAnswer>(job)
      if ('error' in answer) throw new Error(`rendering the register failed: ${answer.error}`)
      return answer as Rendered
    },
    async close() {
      // The worker ends its connection itself (PostgreSQL would log a lost client); a worker already dead has none.
      await session.ask({ close: true } satisfies RenderMessage).catch(() => undefined)
      await session.close()
    },
  }
}
