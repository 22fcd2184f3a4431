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
 *
 * The same workers build the upload templates (xlsx-template.ts): exceljs then loads
 * and runs in a worker, never on the main thread, and stays loaded in an idle worker
 * for the next template.
 */
import type { Worker } from 'node:worker_threads'
import { startWorker, workerUrl } from './worker-thread'
import { NOT_A_WORKBOOK, SpreadsheetError, TOO_LARGE_UNPACKED } from './xlsx-cells'
import type { CheckSpec } from './xlsx-check'
import type { ParseColumn } from './xlsx-parse'
import type { TemplateSpec } from './xlsx-template'

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
/** A template to build; the answer is its file, or why it could not be built. */
export interface TemplateJob {
  template: TemplateSpec
}
export type TemplateMessage = ({ file: Uint8Array } | { messages: string[] }) & { heapBytes?: number }
type Request = ParseJob | TemplateJob | typeof NEXT

/** Heap of one parse: a 50,000-row, 14-column upload (4.4 MB) parses within it. */
const WORKER_LIMITS = { maxOldGenerationSizeMb: 256, maxYoungGenerationSizeMb: 32, stackSizeMb: 4 }
/** Just under the console's 60 s request timeout: a longer parse could not be answered anyway. */
export const PARSE_TIME_LIMIT_MS = 55_000
export const TOO_SLOW = 'The workbook took too long to read; split it into smaller files'
const PARALLEL_PARSES = 2

const WORKER_URL = workerUrl(import.meta.url, 'xlsx-parse-worker')

/** At most `size` jobs at once; the rest wait their turn. */
function slots(size: number) {
  let running = 0
  const waiting: (() => void)[] = []
  return {
    async take(): Promise<void> {
      if (running < size) running++
      else await new Promise<void>((resolve) => waiting.push(resolve))
    },
    free(): void {
      // The slot passes straight to the next waiter, or is freed.
      const next = waiting.shift()
      if (next) next()
      else running--
    },
  }
}
const parses = slots(PARALLEL_PARSES)
/** Templates are built one at a time, apart from the parses: a download does not wait behind an upload's rows. */
const templates = slots(1)

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

/** What stopped a worker's answer (it failed, died or ran out of time). */
type Failure = { messages: string[]; heapBytes?: number }

interface Answer<Message> {
  message: Message
  /** The worker sent it (rather than failing, dying or running out of time). */
  own: boolean
  ms: number
}

/** The worker's answer to `request`, or what stopped it, within `budgetMs`. */
function answerOf<Message = ParseMessage>(worker: Worker, request: Request, budgetMs: number): Promise<Answer<Message | Failure>> {
  const started = performance.now()
  return new Promise((resolve) => {
    const settle = (message: Message | Failure, own: boolean) => {
      clearTimeout(timer)
      worker.off('message', onMessage).off('error', onError).off('exit', onExit)
      worker.unref()
      resolve({ message, own, ms: performance.now() - started })
    }
    const onMessage = (message: Message) => settle(message, true)
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
  await parses.take()
  try {
    yield* runWorker<Batch>(job)
  } finally {
    parses.free()
  }
}

/**
 * A template's file, built in a worker (xlsx-template.ts) within the parses' time limit.
 * The worker then waits idle with exceljs loaded: a second template takes tens of ms, not
 * a new thread's start and exceljs's load (~1.5 s on a busy machine).
 */
export async function buildInWorker(template: TemplateSpec): Promise<Buffer> {
  await templates.take()
  const worker = takeWorker()
  let kept = false
  try {
    const { message, own } = await answerOf<TemplateMessage>(worker, { template }, PARSE_TIME_LIMIT_MS)
    if ('messages' in message) throw new Error(`the template could not be built: ${message.messages.join('; ')}`)
    // Kept whatever its heap: what a template leaves there is exceljs's code, which the next template reuses.
    kept = own
    return Buffer.from(message.file.buffer, message.file.byteOffset, message.file.byteLength)
  } finally {
    if (kept) putBack(worker)
    else await worker.terminate()
    templates.free()
  }
}
