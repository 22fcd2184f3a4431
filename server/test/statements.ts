import pg from 'pg'
import { vi } from 'vitest'

/** A statement as a client sent it: its text, its prepared name if any, and its values. */
export interface Statement {
  name?: string
  text: string
  values?: unknown[]
}

/** pg-boss's statements, all on its schema (lib/scheduler.ts creates it as `pgboss`). */
const JOB_MACHINERY = /\bpgboss\./

/**
 * Watches the statements the app sends from now on, through every pg client of the process,
 * leaving out the job machinery's: pg-boss polls each queue every 2 s on the app's own
 * connections, so a poll falling inside a test's window would count as the request's (on a
 * slow machine, it did). `stop()` ends the watch.
 */
export function watchStatements() {
  const spy = vi.spyOn(pg.Client.prototype, 'query')
  const all = (): Statement[] =>
    spy.mock.calls.map(([config, values]) => {
      const sent = (typeof config === 'string' ? { text: config } : config) as Statement
      return { name: sent.name, text: sent.text, values: (values as unknown[] | undefined) ?? sent.values }
    })
  return {
    sent: () => all().filter((s) => !JOB_MACHINERY.test(s.text)),
    clear: () => void spy.mockClear(),
    stop: () => spy.mockRestore(),
  }
}
