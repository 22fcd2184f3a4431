// Memory of another process (the built server), from Linux's /proc: its RSS now, its peak
// since the last reset, and the reset. For benches that measure the server, not themselves.
import { readFileSync, writeFileSync } from 'node:fs'

const statusField = (pid: number, field: 'VmHWM' | 'VmRSS') =>
  Number(new RegExp(`${field}:\\s+(\\d+) kB`).exec(readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1] ?? 0) * 1024

/** The process's peak RSS since the last reset (Linux: VmHWM), in bytes. */
export const peakRss = (pid: number): number => statusField(pid, 'VmHWM')

/** Starts a new peak from the current RSS (writing 5 to clear_refs, Linux 4.0+). */
export function resetPeak(pid: number): void {
  writeFileSync(`/proc/${pid}/clear_refs`, '5')
}

export const rss = (pid: number): number => statusField(pid, 'VmRSS')
