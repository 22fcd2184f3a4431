/**
 * Starting a worker thread from a module of this server, compiled or not. A worker's
 * entry sits beside the module that starts it with the same extension: .js once
 * compiled, .ts under tsx or vitest. Node 20 does not apply a loader named in a worker's
 * execArgv (`--import tsx` fails with ERR_UNKNOWN_FILE_EXTENSION), so from TypeScript
 * source a one-line bootstrap registers tsx inside the worker, then imports the entry.
 */
import { createRequire } from 'node:module'
import path from 'node:path'
import { fileURLToPath, pathToFileURL } from 'node:url'
import { Worker, type WorkerOptions } from 'node:worker_threads'

/** The URL of the worker entry `name` beside the module at `moduleUrl` (its `import.meta.url`). */
export function workerUrl(moduleUrl: string, name: string): URL {
  return new URL(`./${name}${path.extname(fileURLToPath(moduleUrl))}`, moduleUrl)
}

export function startWorker(entry: URL, options: WorkerOptions = {}): Worker {
  if (!entry.pathname.endsWith('.ts')) return new Worker(entry, options)
  // tsx's ESM API (its CommonJS twin registers a wrong path), found from here: an eval'd worker resolves from the working directory.
  const api = pathToFileURL(
    createRequire(import.meta.url)
      .resolve('tsx/esm/api')
      .replace(/\.cjs$/, '.mjs'),
  ).href
  const bootstrap = `import(${JSON.stringify(api)}).then((tsx) => { tsx.register(); return import(${JSON.stringify(entry.href)}) })`
  return new Worker(bootstrap, { ...options, eval: true })
}

/** A worker that ran out of memory, died or threw: the reason in words for a log or a job's message. */
export class WorkerFailed extends Error {}

/** A worker answering one message at a time: `ask` sends one and resolves with its answer. */
export interface WorkerSession {
  ask<T>(message: unknown): Promise<T>
  close(): Promise<void>
}

/**
 * Starts a worker at `entry` for a series of messages (a job's registers, one after the
 * other). `ask` rejects with WorkerFailed when the worker throws, dies or runs out of its
 * memory limit; the session is then over.
 */
export function openWorker(entry: URL, options: WorkerOptions = {}): WorkerSession {
  const worker = startWorker(entry, options)
  let failure: WorkerFailed | undefined
  worker.on('error', (err: Error & { code?: string }) => {
    failure = new WorkerFailed(err.code === 'ERR_WORKER_OUT_OF_MEMORY' ? 'ran out of memory' : err.message)
  })
  return {
    ask<T>(message: unknown) {
      if (failure) return Promise.reject(failure)
      return new Promise<T>((resolve, reject) => {
        const onMessage = (answer: T) => settle(() => resolve(answer))
        const onError = () => settle(() => reject(failure))
        const onExit = (code: number) => settle(() => reject(failure ?? new WorkerFailed(`stopped (exit ${code}) before answering`)))
        const settle = (then: () => void) => {
          worker.off('message', onMessage).off('error', onError).off('exit', onExit)
          then()
        }
        worker.on('message', onMessage).on('error', onError).on('exit', onExit)
        worker.postMessage(message)
      })
    },
    async close() {
      await worker.terminate()
    },
  }
}
