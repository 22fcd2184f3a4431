/**
 * A register's xlsx and PDF, written in a worker thread (render-worker.ts) with its own
 * memory limit, one worker per job rendering its registers one after the other: the files
 * land in the spool directory for the file store to take.
 */
import { openWorker, workerUrl } from '../../lib/worker-thread'
import { endIdleParsers } from '../../lib/xlsx-read'
import type { RegisterTable } from './layout'

export interface RenderJob {
  table: RegisterTable
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
export type RenderAnswer = { xlsx: WrittenFile; pdf: WrittenFile } | { error: string }

const WORKER_URL = workerUrl(import.meta.url, 'render-worker')
/** Form D of 5,000 employees (36 columns) renders in well under this. */
const LIMITS = { maxOldGenerationSizeMb: 128, maxYoungGenerationSizeMb: 16 }

/** A worker for one job's registers; each `render` writes one register's two files. */
export async function registerRenderer() {
  // Right after uploads, their idle parse worker held 50–90 MB the generation's peak stacked on (bench/README.md).
  await endIdleParsers()
  const session = openWorker(WORKER_URL, { resourceLimits: LIMITS })
  return {
    async render(job: RenderJob): Promise<{ xlsx: WrittenFile; pdf: WrittenFile }> {
      const answer = await session.ask<RenderAnswer>(job)
      if ('error' in answer) throw new Error(`rendering the register failed: ${answer.error}`)
      return answer
    },
    close: () => session.close(),
  }
}
