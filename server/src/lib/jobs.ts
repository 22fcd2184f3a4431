/**
 * Background jobs: work too long for a request (a register generation for thousands of
 * employees) is queued as a row of background_jobs in the caller's transaction and run
 * by a worker in whichever instance claims it first (`for update skip locked`), with its
 * progress in the row for the console to poll. A claimed job's heartbeat is renewed while
 * it runs; a job whose heartbeat stops (its instance died) is claimed again, at most
 * MAX_ATTEMPTS times.
 *
 * The interface is the shape of a scheduler's (pg-boss: send, work, stop), so these jobs
 * can move onto the shared scheduler without touching the code that queues or runs them;
 * only the progress columns would stay a table of their own.
 */
import { and, eq, sql } from 'drizzle-orm'
import type { FastifyBaseLogger } from 'fastify'
import type { Db } from '../db/client'
import type { DbOrTx } from '../db/reference'
import { backgroundJobs } from '../db/schema'

export interface JobOwner {
  tenantId: number
  userId: number
}

/** What a handler gets: the job and a way to report how far it got (also its heartbeat). */
export interface RunningJob {
  id: number
  tenantId: number
  userId: number
  payload: Record<string, unknown>
  progress(done: number, total: number): Promise<void>
}

/** A handler resolves with the job's result, or throws: a JobFailure's message is shown to the user, anything else is logged. */
export type JobHandler = (job: RunningJob) => Promise<Record<string, unknown>>

/** A failure the user can act on ("upload the attendance register of March 2026 first"). */
export class JobFailure extends Error {}

export const JOB_FAILED = 'The job failed; try again, and tell your administrator if it fails again'

export interface JobQueue {
  /** Queues a job with the caller's database handle (inside its transaction: no job without its write). Call `wake` after the commit. */
  send(db: DbOrTx, owner: JobOwner, kind: string, payload: Record<string, unknown>, total: number): Promise<number>
  /** Claims waiting jobs now rather than at the next poll. */
  wake(): void
  /** Runs `handler` for each job of `kind`. */
  work(kind: string, handler: JobHandler): void
  /** Starts polling (the app's onReady). */
  start(): void
  /** Stops claiming and waits for the running jobs (the app's onClose). */
  stop(): Promise<void>
}

const MAX_ATTEMPTS = 3

export interface JobQueueOptions {
  pollMs?: number
  /** A running job's heartbeat older than this is taken for dead. */
  staleMs?: number
  concurrency?: number
}

export function createJobQueue(db: Db, log: FastifyBaseLogger, options: JobQueueOptions = {}): JobQueue {
  const { pollMs = 2000, staleMs = 60_000, concurrency = 1 } = options
  const handlers = new Map<string, JobHandler>()
  const running = new Set<Promise<void>>()
  let timer: NodeJS.Timeout | undefined
  let stopped = true
  let claiming = false

  async function claim(): Promise<typeof backgroundJobs.$inferSelect | undefined> {
    const kinds = [...handlers.keys()]
    if (!kinds.length) return undefined
    const { rows } = await db.execute<{ id: number }>(sql`
      update ${backgroundJobs} set status = 'running', attempts = attempts + 1, heartbeat_at = now(), updated_at = now()
      where id = (
        select id from ${backgroundJobs}
        where kind = any(${sql.param(kinds)}::text[])
          and (status = 'queued' or (status = 'running' and heartbeat_at < now() - ${`${staleMs} milliseconds`}::interval))
        order by id limit 1 for update skip locked)
      returning id`)
    if (!rows[0]) return undefined
    const [job] = await db.select().from(backgroundJobs).where(eq(backgroundJobs.id, rows[0].id))
    return job
  }

  const finish = (id: number, values: Partial<typeof backgroundJobs.$inferInsert>) =>
    db
      .update(backgroundJobs)
      .set({ ...values, finishedAt: new Date(), updatedAt: new Date() })
      .where(and(eq(backgroundJobs.id, id), eq(backgroundJobs.status, 'running')))

  async function run(job: typeof backgroundJobs.$inferSelect): Promise<void> {
    const handler = handlers.get(job.kind)!
    if (job.attempts > MAX_ATTEMPTS) {
      await finish(job.id, { status: 'failed', message: JOB_FAILED })
      return
    }
    try {
      const result = await handler({
        id: job.id,
        tenantId: job.tenantId,
        userId: job.createdBy ?? 0,
        payload: job.payload,
        progress: async (done, total) => {
          await db
            .update(backgroundJobs)
            .set({ done, total, heartbeatAt: new Date(), updatedAt: new Date() })
            .where(eq(backgroundJobs.id, job.id))
        },
      })
      await finish(job.id, { status: 'done', result, done: sql`${backgroundJobs.total}` as unknown as number, message: null })
    } catch (err) {
      if (!(err instanceof JobFailure)) log.error({ err, jobId: job.id, kind: job.kind }, 'background job failed')
      await finish(job.id, { status: 'failed', message: err instanceof JobFailure ? err.message : JOB_FAILED })
    }
  }

  async function fill(): Promise<void> {
    if (claiming || stopped) return
    claiming = true
    try {
      while (!stopped && running.size < concurrency) {
        const job = await claim()
        if (!job) break
        const done: Promise<void> = run(job).finally(() => {
          running.delete(done)
          void fill()
        })
        running.add(done)
      }
    } catch (err) {
      log.warn({ err }, 'could not claim background jobs')
    } finally {
      claiming = false
    }
  }

  return {
    async send(tx, owner, kind, payload, total) {
      const [row] = await tx
        .insert(backgroundJobs)
        .values({ tenantId: owner.tenantId, createdBy: owner.userId, kind, payload, total })
        .returning({ id: backgroundJobs.id })
      return row!.id
    },
    wake: () => void fill(),
    work(kind, handler) {
      handlers.set(kind, handler)
    },
    start() {
      if (!stopped) return
      stopped = false
      timer = setInterval(() => void fill(), pollMs).unref()
      void fill()
    },
    async stop() {
      stopped = true
      clearInterval(timer)
      await Promise.allSettled([...running])
    },
  }
}
