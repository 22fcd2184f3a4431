/**
 * The one job machinery: queues kept in PostgreSQL by pg-boss (10.4.x: the last line that
 * runs on Node 20, STACK.md item 20), in the app's own database through the app's own
 * connections, embedded or `DATABASE_URL` alike. Every instance works every queue; a job
 * is fetched by one of them (`for update skip locked`), so two instances on one database
 * run it once. A job whose instance dies is expired by pg-boss's supervisor and retried
 * up to its `retryLimit`. Daily work is a cron schedule: pg-boss sends one job per slot
 * whichever instances keep the schedule.
 *
 * The clock is injectable: handlers ask `scheduler.clock.now()` for "today", so a test
 * moves the days by hand instead of waiting for them.
 */
import PgBoss from 'pg-boss'
import { sql, type SQL } from 'drizzle-orm'
import type { FastifyBaseLogger } from 'fastify'
import type { DbOrTx } from '../db/client'

export interface Clock {
  now(): Date
}
export const systemClock: Clock = { now: () => new Date() }

export interface QueueOptions {
  /** Retries after a failure or an expiry (the instance died); default 2. */
  retryLimit?: number
  /** A running job older than this is taken for dead (default 15 minutes). */
  expireInSeconds?: number
}

export interface SendOptions {
  /** At most one job of this queue with this key waits or runs (pg-boss's singleton key). */
  key?: string
  startAfter?: Date
}

export type Handler<T> = (data: T, attempt: number) => Promise<void>

export interface Scheduler {
  readonly clock: Clock
  /** Declares a queue and its handler (while the app loads: work starts with `start`; later: at once). */
  work<T extends object>(name: string, handler: Handler<T>, options?: QueueOptions): void
  /** Runs `cron` (minute hour day month weekday, India's time) daily or as it says. */
  schedule(name: string, cron: string): void
  /**
   * Queues a job. With `db` a transaction, the job exists only if it commits: no job
   * without its write, no write without its job. Answers the job's id, or null when
   * `key` is taken.
   */
  send(db: DbOrTx, name: string, data: object, options?: SendOptions): Promise<string | null>
  /** Fetches waiting jobs of `name` now rather than at the next poll. */
  wake(name: string): void
  start(): Promise<void>
  /** Stops fetching and waits for the running jobs. */
  stop(): Promise<void>
}

export const SCHEDULE_TIME_ZONE = 'Asia/Kolkata'
const START_RETRY_MS = 10_000

export interface SchedulerOptions {
  clock?: Clock
  /** How often idle workers look for jobs (seconds; pg-boss's minimum is 0.5). */
  pollingIntervalSeconds?: number
  /**
   * Whether `schedule` takes effect (default true). Test apps keep it off: an every-minute
   * job firing by the wall clock would write into a test's database behind its back; a
   * test runs a scheduled queue by sending its job, or asks for the schedules.
   */
  schedules?: boolean
}

/**
 * pg-boss's statements (`$1`-numbered) run through Drizzle on the given handle, so a
 * job can be sent inside the caller's transaction.
 */
export function executorOf(db: DbOrTx): PgBoss.Db {
  return {
    async executeSql(text, values) {
      const result = await db.execute(numbered(text, values ?? []))
      return { rows: result.rows }
    },
  }
}

function numbered(text: string, values: unknown[]): SQL {
  if (!values.length) return sql.raw(text)
  const parts = text.split(/\$(\d+)/)
  const chunks: SQL[] = []
  // sql.param, not sql`${value}`: Drizzle would spread an array value into a list.
  parts.forEach((part, i) => chunks.push(i % 2 === 0 ? sql.raw(part) : sql`${sql.param(values[Number(part) - 1])}`))
  return sql.join(chunks)
}

export function createScheduler(db: DbOrTx, log: FastifyBaseLogger, options: SchedulerOptions = {}): Scheduler {
  const { clock = systemClock, pollingIntervalSeconds = 2, schedules: keepSchedules = true } = options
  const queues = new Map<string, { handler: Handler<object>; options: QueueOptions }>()
  const schedules = new Map<string, string>()
  const workers = new Map<string, string>()
  const boss = new PgBoss({ db: executorOf(db), schema: 'pgboss', supervise: true, schedule: true, migrate: true })
  // pg-boss reports its own failures (a lost connection) as events; unhandled they would end the process.
  boss.on('error', (err) => log.warn({ err }, 'scheduler error'))
  let started = false
  /** Queues declared after the start, being created: a send to them waits for it. */
  const creating = new Set<Promise<void>>()

  let retry: NodeJS.Timeout | undefined

  // A server started while its database is away must still answer (/ready says 503), so a
  // failed start is logged and tried again, never thrown into the server's start-up.
  async function start(): Promise<void> {
    if (started) return
    started = true
    try {
      await boss.start()
      for (const [name, { handler, options: q }] of queues) await open(name, handler, q)
      if (keepSchedules) for (const [name, cron] of schedules) await boss.schedule(name, cron, {}, { tz: SCHEDULE_TIME_ZONE })
    } catch (err) {
      started = false
      log.warn({ err }, `scheduler could not start; trying again in ${START_RETRY_MS / 1000} s`)
      retry = setTimeout(() => void start(), START_RETRY_MS)
      retry.unref()
    }
  }

  async function open(name: string, handler: Handler<object>, q: QueueOptions): Promise<void> {
    await boss.createQueue(name, { name, retryLimit: q.retryLimit ?? 2, retryDelay: 0, expireInSeconds: q.expireInSeconds ?? 15 * 60 })
    const id = await boss.work<object>(name, { pollingIntervalSeconds, includeMetadata: true }, async ([job]) => {
      if (job) await handler(job.data, job.retryCount + 1)
    })
    workers.set(name, id)
  }

  return {
    clock,
    work(name, handler, queueOptions = {}) {
      queues.set(name, { handler: handler as Handler<object>, options: queueOptions })
      if (!started) return
      const opening = open(name, handler as Handler<object>, queueOptions).finally(() => creating.delete(opening))
      creating.add(opening)
    },
    schedule(name, cron) {
      if (started) throw new Error(`schedule ${name} declared after the scheduler started`)
      schedules.set(name, cron)
    },
    async send(handle, name, data, sendOptions = {}) {
      await Promise.all(creating)
      return boss.send(name, data, {
        db: executorOf(handle),
        ...(sendOptions.key ? { singletonKey: sendOptions.key } : {}),
        ...(sendOptions.startAfter ? { startAfter: sendOptions.startAfter } : {}),
      })
    },
    wake(name) {
      const id = workers.get(name)
      if (id) boss.notifyWorker(id)
    },
    start,
    async stop() {
      clearTimeout(retry)
      if (!started) return
      started = false
      await boss.stop({ graceful: true, wait: true, close: false, timeout: 30_000 })
    },
  }
}
