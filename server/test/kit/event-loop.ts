/**
 * How long the server's event loop was held while some work ran, measured in the CPU
 * time of the process's main thread, not in wall time.
 *
 * A timer ticks every few milliseconds; between two ticks the loop ran whatever it had
 * (I/O callbacks, the work's slices, GC pauses). Linux's schedstat counts, to the
 * nanosecond, the time the main thread itself spent on a CPU, so the CPU time between
 * two ticks is the longest stretch the loop could not answer anyone for its own reasons.
 * On a busy machine the wall-time gaps grow with the neighbours' load (the thread waits
 * for a core), but this figure does not: a thread waiting for a core uses no CPU. That
 * is why a test can bound it without flaking, where a bound on wall time would.
 * (process.cpuUsage() would count the parse workers and libuv's pool too.)
 */
import { readFileSync } from 'node:fs'
import { isMainThread } from 'node:worker_threads'

/** CPU time the main thread has used so far, in ms. */
function mainThreadCpuMs(): number {
  // The main thread's task id is the process id.
  return Number(readFileSync(`/proc/self/task/${process.pid}/schedstat`, 'utf8').split(' ')[0]) / 1e6
}

export interface LoopHold<T> {
  result: T
  /** The most main-thread CPU time between two turns of the event loop, in ms. */
  longestMs: number
  /** Turns of the loop seen while the work ran. */
  turns: number
}

const TICK_MS = 2

/** Runs `work` and reports the longest stretch (main-thread CPU time) the event loop was held meanwhile. */
export async function loopHold<T>(work: () => Promise<T>): Promise<LoopHold<T>> {
  if (!isMainThread) throw new Error('loopHold measures the main thread: run the test in a fork (vitest pool "forks")')
  let last = mainThreadCpuMs()
  let longestMs = 0
  let turns = 0
  const timer = setInterval(() => {
    const now = mainThreadCpuMs()
    longestMs = Math.max(longestMs, now - last)
    last = now
    turns++
  }, TICK_MS)
  try {
    const result = await work()
    return { result, longestMs: Math.max(longestMs, mainThreadCpuMs() - last), turns }
  } finally {
    clearInterval(timer)
  }
}
