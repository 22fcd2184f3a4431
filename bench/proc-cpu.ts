// CPU time of another process (the built server), from Linux's /proc, split the way a
// stall is read: its main thread (the event loop: whatever runs there delays every other
// request) and the whole process (its worker threads too). On a shared machine wall
// times follow the neighbours' load; CPU time much less.
import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { treeCpuMs } from './profile'

/** CPU ms the main thread of `pid` has used (schedstat: nanoseconds on a CPU). */
export const mainThreadCpuMs = (pid: number): number =>
  Number(readFileSync(`/proc/${pid}/task/${pid}/schedstat`, 'utf8').split(' ')[0]) / 1e6

/** CPU ms the process `pid` has used, every thread, its children not counted. */
export function processCpuMs(pid: number): number {
  // Fields after the command name (which may hold spaces): utime is the 12th, stime the 13th.
  const rest = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ')
  return (Number(rest[11]) + Number(rest[12])) * 10
}

/** The embedded PostgreSQL's postmaster of a data directory. */
export const postgresPid = (dataDir: string): number => Number(readFileSync(join(dataDir, 'pg', 'postmaster.pid'), 'utf8').split('\n')[0])

export interface CpuSnapshot {
  mainMs: number
  serverMs: number
  postgresMs: number
}

/** CPU used so far by the server's main thread, the server, and PostgreSQL with its backends. */
export function cpuSnapshot(serverPid: number, pgPid: number): CpuSnapshot {
  return { mainMs: mainThreadCpuMs(serverPid), serverMs: processCpuMs(serverPid), postgresMs: treeCpuMs(pgPid) }
}

/** "CPU: main thread 120 ms, server 900 ms, PostgreSQL 300 ms" since `from`. */
export function cpuSince(from: CpuSnapshot, serverPid: number, pgPid: number): string {
  const now = cpuSnapshot(serverPid, pgPid)
  const ms = (n: number) => `${n.toFixed(0)} ms`
  return `CPU: main thread ${ms(now.mainMs - from.mainMs)}, server ${ms(now.serverMs - from.serverMs)}, PostgreSQL ${ms(now.postgresMs - from.postgresMs)}`
}
