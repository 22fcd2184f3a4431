/**
 * Background jobs: work too long for a request (a register generation for thousands of
 * employees) is a row of background_jobs, queued in the caller's transaction with its
 * job on the scheduler (lib/scheduler.ts, pg-boss: one job machinery for the app), and
 * run by whichever instance fetches it, with its progress in the row for the console to
 * poll. A job whose instance died is retried by the scheduler, at most MAX_ATTEMPTS
 * times in all.
 */
import { and, eq, inArray, sql } from 'drizzle-orm'
import type { FastifyBaseLogger } from 'fastify'
import type { Db } from '../db/client'
import type { DbOrTx } from '../db/client'
import { backgroundJobs } from '../db/schema'
import type { QueueOptions, Scheduler } from './scheduler'

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
  /** Fetches waiting jobs now rather than at the next poll. */
  wake(): void
  /** Runs `handler` for each job of `kind` (declare while the app loads). */
  work(kind: string, handler: JobHandler, options?: Pick<QueueOptions, 'expireInSeconds'>): void
}

const MAX_ATTEMPTS = 3

export function createJobQueue(db: Db, scheduler: Scheduler, log: FastifyBaseLogger): JobQueue {
  const kinds = new Set<string>()

  const finish = (id: number, values: Partial<typeof backgroundJobs.$inferInsert>) =>
    db
      .update(backgroundJobs)
      .set({ ...values, finishedAt: new Date(), updatedAt: new Date() })
      .where(and(eq(backgroundJobs.id, id), eq(backgroundJobs.status, 'running')))

  /** Marks the row running for this attempt; undefined when it is settled already (a late retry). */
  async function claim(id: number, attempt: number) {
    const [job] = await db
      .update(backgroundJobs)
      .set({ status: 'running', attempts: attempt, heartbeatAt: new Date(), updatedAt: new Date() })
      .where(and(eq(backgroundJobs.id, id), inArray(backgroundJobs.status, ['queued', 'running'])))
      .returning()
    return job
  }

  async function run(handler: JobHandler, jobId: number, attempt: number): Promise<void> {
    const job = await claim(jobId, attempt)
    if (!job) return
    // The scheduler retries only a job whose instance died; past the limit it is given up.
    if (attempt > MAX_ATTEMPTS) {
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

  return {
    async send(tx, owner, kind, payload, total) {
      const [row] = await tx
        .insert(backgroundJobs)
        .values({ tenantId: owner.tenantId, createdBy: owner.userId, kind, payload, total })
        .returning({ id: backgroundJobs.id })
      await scheduler.send(tx, kind, { jobId: row!.id })
      return row!.id
    },
    wake() {
      for (const kind of kinds) scheduler.wake(kind)
    },
    work(kind, handler, options = {}) {
      kinds.add(kind)
      // One retry more than the attempts allowed: that last one only records the failure.
      scheduler.work<{ jobId: number }>(kind, (data, attempt) => run(handler, data.jobId, attempt), {
        ...options,
        retryLimit: MAX_ATTEMPTS,
      })
    },
  }
}
