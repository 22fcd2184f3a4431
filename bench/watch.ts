// What other callers see while heavy work runs (issue 26, "no request waits behind
// another tenant's work"): /health and another tenant's list page are asked one after
// another, one request of each in flight, for as long as the work lasts; each answer's
// time is kept. Before the fix a 49,000-row upload held /health for seconds.
// Also the small statistics the benches share.

/** The value at quantile q of ascending `sorted` (the nearest rank). */
export function quantile(sorted: readonly number[], q: number): number {
  if (!sorted.length) return NaN
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil(q * sorted.length) - 1))]!
}

export interface Target {
  name: string
  url: string
  headers?: Record<string, string>
}

export interface Watched {
  name: string
  count: number
  p50: number
  p99: number
  max: number
  failed: number
}

/** Asks each target back to back while `work` runs; returns the work's result and each target's answer times (ms). */
export async function watchDuring<T>(targets: readonly Target[], work: () => Promise<T>): Promise<{ result: T; watched: Watched[] }> {
  let running = true
  const loops = targets.map(async (target) => {
    const times: number[] = []
    let failed = 0
    // At least one answer each, even for work shorter than one request.
    do {
      const t0 = performance.now()
      try {
        const res = await fetch(target.url, { headers: target.headers })
        await res.arrayBuffer()
        if (!res.ok) failed++
      } catch {
        failed++
      }
      times.push(performance.now() - t0)
    } while (running)
    times.sort((a, b) => a - b)
    return { name: target.name, count: times.length, p50: quantile(times, 0.5), p99: quantile(times, 0.99), max: times.at(-1)!, failed }
  })
  try {
    return { result: await work(), watched: await finish() }
  } finally {
    running = false
  }
  async function finish() {
    running = false
    return Promise.all(loops)
  }
}

/** `health p99 12 ms (max 30, 140 answers); list p99 …` */
export function watchedLine(watched: readonly Watched[]): string {
  return watched
    .map(
      (w) => `${w.name} p99 ${w.p99.toFixed(0)} ms (max ${w.max.toFixed(0)}, ${w.count} answers${w.failed ? `, ${w.failed} failed` : ''})`,
    )
    .join('; ')
}

/** The slowest p99 among the watched targets (the figure the 100 ms goal is about). */
/** While heavy work runs, /health's and another tenant's list's p99 at most this many times their own at rest (bench/README.md). */
export const WATCH_REST_RATIO = 6

export const worstP99 = (watched: readonly Watched[]) => Math.max(...watched.map((w) => w.p99))

/** The targets asked for 2 s with nothing else running: what a heavy operation's figures are divided by. */
export async function atRest(targets: readonly Target[]): Promise<Watched[]> {
  return (await watchDuring(targets, () => new Promise((r) => setTimeout(r, 2000)))).watched
}

/**
 * A heavy request (`work`) with `targets` asked throughout; prints its time and what the
 * targets saw, each p99 beside its own at rest ("×rest") and the 100 ms goal.
 */
export async function measureHeavy(
  what: string,
  targets: readonly Target[],
  rest: readonly Watched[],
  work: () => Promise<Response>,
): Promise<{ ms: number; status: number; body: Buffer; watched: Watched[] }> {
  const { result, watched } = await watchDuring(targets, async () => {
    const t0 = performance.now()
    const res = await work()
    const body = Buffer.from(await res.arrayBuffer())
    return { ms: performance.now() - t0, status: res.status, body }
  })
  const seen = watched.map(
    (w, i) => `${w.name} p99 ${w.p99.toFixed(0)} ms = ${(w.p99 / rest[i]!.p99).toFixed(1)}× rest (${w.count} answers)`,
  )
  const worst = worstP99(watched)
  const calm = watched.every((w, i) => w.p99 <= WATCH_REST_RATIO * rest[i]!.p99)
  console.log(
    `${what.padEnd(46)} ${(result.ms / 1000).toFixed(2).padStart(6)} s (HTTP ${result.status}, ${(result.body.length / 1024).toFixed(0)} KB); ` +
      `meanwhile ${seen.join('; ')} (ratio budget ≤ ${WATCH_REST_RATIO}× rest: ${calm ? 'met' : 'NOT MET'}; quiet goal p99 < 100 ms: ${worst < 100 ? 'met' : 'NOT MET'})`,
  )
  return { ...result, watched }
}
