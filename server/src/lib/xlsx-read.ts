/**
 * readSheet's engine: each upload is parsed in a worker thread with its own memory
 * and time limits, so no workbook, however crafted, can exhaust the server's heap or
 * hold its event loop. A worker that runs out of memory or time is ended and the
 * upload answered with a message; two parses run at once and the rest wait, so
 * concurrent uploads cannot add up past the machine either.
 *
 * Rows come back in batches, each asked for once the caller has taken the one before:
 * an upload validates and inserts one batch while the worker reads the next, and
 * neither thread ever holds the whole parsed sheet. With a check (xlsx-check.ts) the
 * worker checks the rows too and hands over only the checked rows' insert parameters,
 * or every fault.
 */
import type { Worker } from 'node:worker_threads'
import { startWorker, workerUrl } from './worker-thread'
import { NOT_A_WORKBOOK, SpreadsheetError, TOO_LARGE_UNPACKED } from './xlsx-cells'
import type { CheckSpec } from './xlsx-check'
import type { ParseColumn } from './xlsx-parse'

export interface ParseJob {
  file: Uint8Array
  columns: ParseColumn[]
  maxRows: number
  /** Rows the worker reads before handing them over and waiting to be asked for more. */
  batchRows: number
  /** Rows checked in the worker: batches are then the check's parameter arrays, and row faults end the parse's answer. */
  check?: CheckSpec
}
/**
 * The worker's answers: a batch (the last one says so), or why the file or its rows
 * cannot be taken. The last answer gives the worker's heap as the parse left it.
 */
export type ParseMessage = ({ batch: unknown; done: boolean } | { messages: string[] }) & { heapBytes?: number }
/** The parent's messages: a job, then this for each further batch. */
export const NEXT = 'next'

/** Heap of one parse: a 50,000-row, 14-column upload (4.4 MB) parses within it. */
const WORKER_LIMITS = { maxOldGenerationSizeMb: 256, maxYoungGenerationSizeMb: 32, stackSizeMb: 4 }
/** Just under the console's 60 s request timeout: a longer parse could not be answered anyway. */
export const PARSE_TIME_LIMIT_MS = 55_000
export const TOO_SLOW = 'The workbook took too long to read; split it into smaller files'
const PARALLEL_PARSES = 2

const WORKER_URL = workerUrl(import.meta.url, 'xlsx-parse-worker')

let running = 0
const waiting: (() => void)[] = []

async function takeSlot(): Promise<void> {
  if (running < PARALLEL_PARSES) running++
  else await new Promise<void>((resolve) => waiting.push(resolve))
}

function freeSlot(): void {
  // The slot passes straight to the next waiter, or is freed.
  const next = waiting.shift()
  if (next) next()
  else running--
}

/** A worker left idle this long is ended, giving back what its last parse left in its heap. */
const IDLE_MS = 30_000
/**
 * A worker whose heap a parse grew past this is ended rather than kept idle: V8 keeps the
 * pages a heap grew (a 5,000-row register upload left ~57 MB committed in its worker,
 * most of the server's peak right after three uploads), and a new worker costs only its
 * start. Small parses, the usual kind, keep their worker.
 */
export const KEEP_HEAP_BYTES = 32 * 1024 * 1024

/**
 * Workers that answered their last parse wait here for the next (a new thread loads
 * its modules again); a worker that failed, ran out of memory or time, or was left
 * mid-file is ended instead, and the next parse starts a new one.
 */
const idle = new Map<Worker, NodeJS.Timeout>()

function takeWorker(): Worker {
  for (const [ready, timer] of idle) {
    clearTimeout(timer)
    idle.delete(ready)
    return ready
  }
  const worker = startWorker(WORKER_URL, { resourceLimits: WORKER_LIMITS })
  // Errors are answered by the parse that sees them; an idle worker that dies just leaves.
  worker.on('error', () => undefined)
  worker.once('exit', () => {
    clearTimeout(idle.get(worker))
    idle.delete(worker)
  })
  return worker
}

/**
 * Ends the workers waiting for a parse, giving their heaps back now (a 5,000-row register
 * upload leaves 50–90 MB in one): a memory-heavy job about to start (register generation)
 * calls it rather than share the process with them for up to IDLE_MS. The next parse
 * starts a new worker. Resolves, once they have exited, to how many were ended.
 */
export async function endIdleParsers(): Promise<number> {
  const workers = [...idle.keys()]
  for (const timer of idle.values()) clearTimeout(timer)
  idle.clear()
  await Promise.all(workers.map((worker) => worker.terminate()))
  return workers.length
}

function putBack(worker: Worker): void {
  // Waiting for work must not keep the process alive.
  worker.unref()
  idle.set(worker, setTimeout(() => void worker.terminate(), IDLE_MS).unref())
}

interface Answer {
  message: ParseMessage
  /** The worker sent it (rather than failing, dying or running out of time). */
  own: boolean
  ms: number
}

/** The worker's answer to `request`, or what stopped it, within `budgetMs`. */
function answerOf(worker: Worker, request: ParseJob | typeof NEXT, budgetMs: number): Promise<Answer> {
  const started = performance.now()
  return new Promise((resolve) => {
    const settle = (message: ParseMessage, own: boolean) => {
      clearTimeout(timer)
      worker.off('message', onMessage).off('error', onError).off('exit', onExit)
      worker.unref()
      resolve({ message, own, ms: performance.now() - started })
    }
    const onMessage = (message: ParseMessage) => settle(message, true)
    const onError = (err: Error & { code?: string }) =>
      settle({ messages: [err.code === 'ERR_WORKER_OUT_OF_MEMORY' ? TOO_LARGE_UNPACKED : NOT_A_WORKBOOK] }, false)
    const onExit = () => settle({ messages: [NOT_A_WORKBOOK] }, false)
    const timer = setTimeout(() => settle({ messages: [TOO_SLOW] }, false), Math.max(0, budgetMs))
    worker.on('message', onMessage).on('error', onError).on('exit', onExit)
    worker.ref()
    worker.postMessage(request)
  })
}

/**
 * Runs one parse, yielding its batches; the next batch is asked for as soon as one
 * arrives, so the worker reads it while the caller works on this one. Only the time
 * the worker takes to answer counts toward the time limit. Settles once a failed worker
 * has exited, so its memory is back before the next parse; a caller that stops early
 * (an insert failed) leaves a worker mid-file, which is ended too.
 */
async function* runWorker<Batch>(job: ParseJob): AsyncGenerator<Batch> {
  const worker = takeWorker()
  let finished = false
  let heapBytes = 0
  let spentMs = 0
  try {
    let next = answerOf(worker, job, PARSE_TIME_LIMIT_MS)
    for (;;) {
      const { message, own, ms } = await next
      spentMs += ms
      heapBytes = message.heapBytes ?? heapBytes
      if ('messages' in message) {
        finished = own
        throw new SpreadsheetError(message.messages)
      }
      if (message.done) {
        finished = true
        yield message.batch as Batch
        return
      }
      next = answerOf(worker, NEXT, PARSE_TIME_LIMIT_MS - spentMs)
      yield message.batch as Batch
    }
  } finally {
    if (finished && heapBytes <= KEEP_HEAP_BYTES) putBack(worker)
    else await worker.terminate()
  }
}

/**
 * The batches of an upload (rows packed as xlsx-rows.ts says, or with a check its parameter arrays); throws
 * SpreadsheetError with what a person can act on. The last batch may be empty.
 */
export async function* parseInWorker<Batch>(job: ParseJob): AsyncGenerator<Batch> {
  await takeSlot()
  try {
    yield* runWorker<Batch>(job)
  } finally {
    freeSlot()
  }
}
