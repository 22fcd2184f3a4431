/**
 * Long work on the server's one event loop, cut into slices. A loop over a bulk upload's
 * rows (checks, schema, values) is all synchronous code and promises that are already
 * settled: awaiting them never lets the loop serve anyone else, so a 49,000-row upload
 * held every other request (health included) for seconds. Each row of such a loop
 * awaits `breathe()`, which lets the event loop take a turn (I/O, timers, other
 * requests) once the slice has run SLICE_MS, and costs a clock read otherwise.
 */
import { setImmediate as nextTurn } from 'node:timers/promises'

/** Work done between two turns of the event loop: a request that needs several turns (a query each) waits for one slice at each. */
export const SLICE_MS = 5

/** A loop's `breathe`: resolves at once within a slice; past it, after the event loop's next turn. */
export type Breathe = () => Promise<void> | undefined

export function slices(sliceMs = SLICE_MS): Breathe {
  let since = performance.now()
  return () => {
    if (performance.now() - since < sliceMs) return undefined
    return nextTurn().then(() => {
      since = performance.now()
    })
  }
}

/** `work`'s answer for each item in order, the event loop served between slices. */
export async function mapInSlices<T, R>(items: Iterable<T>, work: (item: T) => R, breathe: Breathe = slices()): Promise<R[]> {
  const answers: R[] = []
  for (const item of items) {
    answers.push(work(item))
    await breathe()
  }
  return answers
}

/** `work` for each item in order, the event loop served between slices. */
export async function eachInSlices<T>(items: Iterable<T>, work: (item: T) => unknown, breathe: Breathe = slices()): Promise<void> {
  for (const item of items) {
    await work(item)
    await breathe()
  }
}
