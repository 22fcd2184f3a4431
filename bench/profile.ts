// GET profile under load (issue 10): autocannon, 10 connections, 10 s, against a server
// already running. `npm run bench` calls it; on its own,
//   node --import tsx bench/profile.ts [runs]
// starts the built server (`npm run build:server` first), warms it up for 3 s and measures
// it `runs` times (default 1), so a change can be compared run by run with its predecessor on a busy machine.
// PROFILE_DATA_DIR keeps the data directory between invocations (the first start initialises it).
import { mkdtempSync, readFileSync, readdirSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import autocannon from 'autocannon'
import { startServer } from '../scripts/server-process'

export const BENCH_ADMIN = { ADMIN_EMAIL: 'bench@bench.test', ADMIN_PASSWORD: 'Bench-Pass-123' }

/**
 * CPU time (ms) used so far by process `pid` and its descendants (the embedded
 * PostgreSQL's backends included), from /proc: on a shared machine req/s follow the
 * neighbours' load, CPU time per request much less.
 */
export function treeCpuMs(pid: number): number {
  const stats = readdirSync('/proc')
    .filter((d) => /^\d+$/.test(d))
    .flatMap((d) => {
      try {
        // Fields after the command name (which may hold spaces): state ppid ... utime(14) stime(15) cutime(16) cstime(17).
        const rest = readFileSync(`/proc/${d}/stat`, 'utf8').split(') ')[1]!.split(' ')
        // utime + stime, and cutime + cstime: the children that ended meanwhile (a pool's backends) keep counting.
        const ticks = [11, 12, 13, 14].reduce((sum, i) => sum + Number(rest[i]), 0)
        return [{ pid: Number(d), ppid: Number(rest[1]), ticks }]
      } catch {
        return [] // ended meanwhile
      }
    })
  const inTree = new Set([pid])
  for (let grew = true; grew;) {
    grew = false
    for (const s of stats) {
      if (!inTree.has(s.pid) && inTree.has(s.ppid)) {
        inTree.add(s.pid)
        grew = true
      }
    }
  }
  return stats.filter((s) => inTree.has(s.pid)).reduce((ms, s) => ms + s.ticks * 10, 0)
}

export interface ProfileFigures {
  rps: number
  p99: number
  /** Server CPU time per request (µs), when its pid was given. */
  cpuUs?: number
  line: string
}

/** A signed-in caller's headers. */
export async function signIn(baseURL: string, email: string, password: string): Promise<Record<string, string>> {
  const login = await fetch(`${baseURL}/ihrc-api/companyadmin/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password }),
  })
  if (!login.ok) throw new Error(`sign-in of ${email}: HTTP ${login.status}`)
  return { authorization: `Bearer ${((await login.json()) as { data: { token: string } }).data.token}` }
}

/**
 * GET profile under load: the request with the least work (the token, one statement), the
 * yardstick the other figures are divided by. `headers`: a caller of the running server
 * (default: BENCH_ADMIN). `serverPid`: also the server's (and its database's) CPU time per request.
 */
export async function profileFigures(
  baseURL: string,
  {
    warmUp = false,
    serverPid = 0,
    headers,
    seconds = 10,
  }: { warmUp?: boolean; serverPid?: number; headers?: Record<string, string>; seconds?: number } = {},
): Promise<ProfileFigures> {
  const caller = headers ?? (await signIn(baseURL, BENCH_ADMIN.ADMIN_EMAIL, BENCH_ADMIN.ADMIN_PASSWORD))
  const load = (duration: number) =>
    autocannon({ url: `${baseURL}/ihrc-api/companyadmin/profile`, connections: 10, duration, headers: caller })
  // A fresh server compiles its hot paths during the first seconds: not part of the figure.
  if (warmUp) await load(3)
  const cpuBefore = serverPid ? treeCpuMs(serverPid) : 0
  const result = await load(seconds)
  const cpuUs = serverPid ? (1000 * (treeCpuMs(serverPid) - cpuBefore)) / result.requests.total : undefined
  const cpu = cpuUs === undefined ? '' : `, server CPU ${cpuUs.toFixed(0)} µs/request`
  return {
    rps: result.requests.average,
    p99: result.latency.p99,
    cpuUs,
    line: `GET profile, 10 connections, ${seconds} s   ${result.requests.average.toFixed(0)} req/s, p99 ${result.latency.p99} ms, non-2xx ${result.non2xx}, errors ${result.errors}${cpu} (goal ≥ 4000 req/s, p99 ≤ 8 ms)`,
  }
}

export async function measureProfile(baseURL: string, options: { warmUp?: boolean; serverPid?: number } = {}): Promise<string> {
  return (await profileFigures(baseURL, options)).line
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const runs = Number(process.argv[2] ?? 1)
  const kept = process.env.PROFILE_DATA_DIR
  const dataDir = kept ?? mkdtempSync(join(tmpdir(), 'ihrc-bench-profile-'))
  try {
    const server = await startServer({ DATA_DIR: dataDir, ...BENCH_ADMIN })
    try {
      for (let i = 0; i < runs; i++) console.log(await measureProfile(server.baseURL, { warmUp: i === 0, serverPid: server.child.pid }))
    } finally {
      await server.stop()
    }
  } finally {
    if (!kept) rmSync(dataDir, { recursive: true, force: true })
  }
}
