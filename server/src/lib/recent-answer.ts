/**
 * An answer asked for often and cheap to be a little old (a probe polled by load
 * balancers, benches and orchestrators): the calls made while one is being worked out
 * share it, and for `keptMs` after it settled it is given again instead of asked anew.
 * `ask` should not reject: a failure worth reporting is an answer too (and is kept as long).
 */
export function recentAnswer<T>(keptMs: number, ask: () => Promise<T>): () => Promise<T> {
  let last: { answer: Promise<T>; settledAt?: number } | undefined
  return () => {
    if (last && (last.settledAt === undefined || performance.now() - last.settledAt < keptMs)) return last.answer
    const current: { answer: Promise<T>; settledAt?: number } = { answer: ask() }
    const settled = () => {
      // Monotonic: a wall clock set back would keep an answer for as long as it went back.
      current.settledAt = performance.now()
    }
    current.answer.then(settled, settled)
    last = current
    return current.answer
  }
}
