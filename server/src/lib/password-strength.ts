/**
 * How hard a password is to guess, estimated by zxcvbn (@zxcvbn-ts: dictionaries of
 * common passwords, names and words, keyboard patterns, dates, repeats, l33t) in one
 * long-lived worker thread, so an estimate never holds the event loop. The worker starts
 * on the first estimate (it loads its dictionaries in about a second) and is kept.
 */
import type { Worker } from 'node:worker_threads'
import { startWorker, workerUrl } from './worker-thread'

export interface StrengthJob {
  id: number
  password: string
  userInputs: string[]
}
export interface StrengthAnswer {
  id: number
  /** zxcvbn's 0 (too guessable) … 4 (very unguessable). */
  score: number
  /** What makes it weak, in zxcvbn's words ("Repeated characters like "aaa" are easy to guess."), if anything. */
  warning: string | null
}

/**
 * Characters of a password the estimate reads: its cost grows steeply with length (a
 * 64-character pattern took half a second here), and a password whose first 64
 * characters are strong is strong.
 */
export const JUDGED_CHARS = 64

const ENTRY = workerUrl(import.meta.url, 'password-strength-worker')
let worker: Worker | undefined
let nextId = 0
const waiting = new Map<number, { resolve(a: StrengthAnswer): void; reject(e: unknown): void }>()

function strengthWorker(): Worker {
  if (worker) return worker
  const started = startWorker(ENTRY, { resourceLimits: { maxOldGenerationSizeMb: 256 } })
  started.on('message', (answer: StrengthAnswer) => {
    waiting.get(answer.id)?.resolve(answer)
    waiting.delete(answer.id)
    // Idle, it must not keep the process alive; busy, it must (a script awaiting an estimate).
    if (!waiting.size) started.unref()
  })
  const fail = (err: unknown) => {
    if (worker === started) worker = undefined
    for (const w of waiting.values()) w.reject(err)
    waiting.clear()
  }
  started.on('error', fail)
  started.on('exit', (code) => fail(new Error(`password strength worker exited with code ${code}`)))
  started.unref()
  worker = started
  return started
}

/** The estimate for `password`; `userInputs` (the person's email, name, organisation) count as guessable words. */
export function passwordStrength(password: string, userInputs: readonly string[] = []): Promise<StrengthAnswer> {
  const id = ++nextId
  const job: StrengthJob = { id, password: password.slice(0, JUDGED_CHARS), userInputs: userInputs.filter(Boolean).map(String) }
  return new Promise((resolve, reject) => {
    waiting.set(id, { resolve, reject })
    const w = strengthWorker()
    w.ref()
    w.postMessage(job)
  })
}
