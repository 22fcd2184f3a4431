// The same-run baseline every figure is divided by (issue 26): absolute figures move 2×
// between machines of the same kind and more with the neighbours' load, ratios to work
// measured in the same minutes on the same server much less. Measured: GET profile under
// load (the request with the least work), a bare database round trip (`select 1` from
// this process), the server's resident memory at rest, and /health at rest.
import { readFileSync } from 'node:fs'
import pg from 'pg'
import { profileFigures, type ProfileFigures } from './profile'
import { quantile, watchDuring, watchedLine, type Target, type Watched } from './watch'

export interface Baseline {
  profile: ProfileFigures
  /** `select 1` one after another for 2 s from this process: mean and p99, ms. */
  db: { meanMs: number; p99Ms: number }
  /** The server's resident memory after its warm-up, KB. */
  restKb: number
  /** /health (and the `atRest` targets) asked back to back for 2 s with nothing else running. */
  rest: Watched[]
}

/** Resident memory of process `pid`, KB. */
export const rssKb = (pid: number) => Number(/VmRSS:\s+(\d+)/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1] ?? 0)

async function dbRoundTrip(url: string): Promise<Baseline['db']> {
  const client = new pg.Client({ connectionString: url })
  await client.connect()
  try {
    const times: number[] = []
    const until = performance.now() + 2000
    while (performance.now() < until) {
      const t0 = performance.now()
      await client.query('select 1')
      times.push(performance.now() - t0)
    }
    const mean = times.reduce((a, b) => a + b, 0) / times.length
    return {
      meanMs: mean,
      p99Ms: quantile(
        times.sort((a, b) => a - b),
        0.99,
      ),
    }
  } finally {
    await client.end()
  }
}

export async function measureBaseline(
  baseURL: string,
  {
    headers,
    serverPid,
    databaseUrl,
    atRest = [],
  }: { headers: Record<string, string>; serverPid: number; databaseUrl: string; atRest?: readonly Target[] },
): Promise<Baseline> {
  const profile = await profileFigures(baseURL, { headers, serverPid })
  const db = await dbRoundTrip(databaseUrl)
  const targets = [{ name: 'health', url: `${baseURL}/ihrc-api/health` }, ...atRest]
  const { watched } = await watchDuring(targets, () => new Promise((r) => setTimeout(r, 2000)))
  return { profile, db, restKb: rssKb(serverPid), rest: watched }
}

/** Two baselines (before and after a stretch of work) as one: the mean of each figure. */
export function meanBaseline(a: Baseline, b: Baseline): Baseline {
  const mean = (x: number, y: number) => (x + y) / 2
  return {
    profile: { ...a.profile, rps: mean(a.profile.rps, b.profile.rps), p99: mean(a.profile.p99, b.profile.p99) },
    db: { meanMs: mean(a.db.meanMs, b.db.meanMs), p99Ms: mean(a.db.p99Ms, b.db.p99Ms) },
    restKb: mean(a.restKb, b.restKb),
    rest: a.rest.map((w, i) => ({ ...w, p99: mean(w.p99, b.rest[i]?.p99 ?? w.p99) })),
  }
}

export function baselineLine(b: Baseline): string {
  return (
    `GET profile ${b.profile.rps.toFixed(0)} req/s, p99 ${b.profile.p99.toFixed(0)} ms` +
    `${b.profile.cpuUs === undefined ? '' : ` (server CPU ${b.profile.cpuUs.toFixed(0)} µs/request)`}; ` +
    `database round trip ${b.db.meanMs.toFixed(2)} ms (p99 ${b.db.p99Ms.toFixed(2)}); ` +
    `at rest, asked one at a time: ${watchedLine(b.rest)}; server at rest ${(b.restKb / 1024).toFixed(0)} MB`
  )
}

/** GET profile's figures a ratio divides by. */
export interface Yardstick {
  rps: number
  p99: number
}

/** The mean of GET profile measured just before and just after a figure: the yardstick nearest to it in time. */
export const around = (before: Yardstick, after: Yardstick): Yardstick => ({
  rps: (before.rps + after.rps) / 2,
  p99: (before.p99 + after.p99) / 2,
})

/**
 * The ratios the budgets are written in (bench/README.md, "Reading the ratios"): a list's
 * p99 over GET profile's, its throughput over GET profile's, an export's or upload's time
 * in GET-profile requests (the number the server answers in that time at 10 connections)
 * and in database round trips. Peak memory is divided by the same server's just before the work.
 */
export const ratios = (profile: Yardstick, db: Baseline['db']) => ({
  p99: (ms: number) => ms / profile.p99,
  throughput: (rps: number) => rps / profile.rps,
  /** Work of `ms` as a number of GET profile requests served meanwhile at full load. */
  requests: (ms: number) => (ms * profile.rps) / 1000,
  /** Work of `ms` as a number of database round trips. */
  roundTrips: (ms: number) => ms / db.meanMs,
})
