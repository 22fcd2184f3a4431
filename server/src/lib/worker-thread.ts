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
