/**
 * Background jobs (lib/jobs.ts) on the app's queue and a real database: a queued job
 * runs with its progress recorded, failures keep a message a person can act on (or the
 * generic one), a job whose instance died is run again, and not forever; a job sent in a
 * transaction that rolls back does not exist; a test app keeps cron schedules off unless asked.
 */
import { eq, sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { backgroundJobs } from '../src/db/schema'
import { JOB_FAILED, JobFailure, createJobQueue } from '../src/lib/jobs'
import { createScheduler } from '../src/lib/scheduler'
import { setupTestApp, type TestContext } from './helpers'

let t: TestContext
let owner: { tenantId: number; userId: number }
beforeAll(async () => {
  t = await setupTestApp()
  const { tenantId, admin } = await t.createTenant()
  owner = { tenantId, userId: admin.id }
})
afterAll(() => t.close())

/** The job's row once its status is one of `states` (the state ends the wait; the cap only stops a hung test). */
async function settled(id: number, states = ['done', 'failed']) {
  for (let i = 0; i < 600; i++) {
    const [row] = await t.db.select().from(backgroundJobs).where(eq(backgroundJobs.id, id))
    if (row && states.includes(row.status)) return row
    await new Promise((resolve) => setTimeout(resolve, 50))
  }
  throw new Error(`job ${id} did not settle`)
}

describe('background jobs', () => {
  it('runs a queued job, records its progress and its result, as the user who queued it', async () => {
    const seen: unknown[] = []
    t.app.jobs.work('test-progress', async (job) => {
      seen.push([job.tenantId, job.userId, job.payload])
      await job.progress(1, 2)
      const [mid] = await t.db.select().from(backgroundJobs).where(eq(backgroundJobs.id, job.id))
      seen.push([mid!.status, mid!.done, mid!.total])
      return { answer: 42 }
    })
    const id = await t.app.jobs.send(t.db, owner, 'test-progress', { n: 1 }, 2)
    t.app.jobs.wake()
    const row = await settled(id)
    expect(row).toMatchObject({ status: 'done', done: 2, total: 2, result: { answer: 42 }, message: null, attempts: 1 })
    expect(row.finishedAt).not.toBeNull()
    expect(seen).toEqual([
      [owner.tenantId, owner.userId, { n: 1 }],
      ['running', 1, 2],
    ])
  })

  it("keeps a JobFailure's words, and shows the generic message for anything else", async () => {
    t.app.jobs.work('test-fail', async (job) => {
      if (job.payload.mine) throw new JobFailure('Upload the attendance register first')
      throw new Error('database exploded at 0x7f')
    })
    const mine = await t.app.jobs.send(t.db, owner, 'test-fail', { mine: true }, 1)
    const other = await t.app.jobs.send(t.db, owner, 'test-fail', { mine: false }, 1)
    t.app.jobs.wake()
    expect((await settled(mine)).message).toBe('Upload the attendance register first')
    expect((await settled(other)).message).toBe(JOB_FAILED)
  })

  it('runs again a job whose run never ended (its instance died), at most three times', async () => {
    // A run that never returns is what a dead instance leaves: the scheduler expires it and retries.
    t.app.jobs.work(
      'test-orphan',
      async (job) => {
        if (job.payload.hang === 'always' || (job.payload.hang === 'once' && !hung.has(job.id))) {
          hung.add(job.id)
          await new Promise(() => {})
        }
        return { rescued: true }
      },
      { expireInSeconds: 1 },
    )
    const hung = new Set<number>()
    const orphan = await t.app.jobs.send(t.db, owner, 'test-orphan', { hang: 'once' }, 1)
    const hopeless = await t.app.jobs.send(t.db, owner, 'test-orphan', { hang: 'always' }, 1)
    t.app.jobs.wake()
    expect(await settled(orphan)).toMatchObject({ status: 'done', result: { rescued: true }, attempts: 2 })
    expect(await settled(hopeless)).toMatchObject({ status: 'failed', message: JOB_FAILED, attempts: 4 })
  }, 60_000)

  it('queues nothing when the transaction that sent the job rolls back', async () => {
    t.app.jobs.work('test-rollback', async () => ({}))
    let id = 0
    await expect(
      t.db.transaction(async (tx) => {
        id = await t.app.jobs.send(tx, owner, 'test-rollback', {}, 1)
        throw new Error('the write failed')
      }),
    ).rejects.toThrow('the write failed')
    const { rows } = await t.db.execute<{ n: number }>(sql`select count(*)::int as n from pgboss.job where name = 'test-rollback'`)
    expect(rows[0]!.n).toBe(0)
    expect(await t.db.select().from(backgroundJobs).where(eq(backgroundJobs.id, id))).toEqual([])
  })

  it('stop() waits for the running job before it returns', async () => {
    const scheduler = createScheduler(t.db, t.app.log, { pollingIntervalSeconds: 0.5 })
    const queue = createJobQueue(t.db, scheduler, t.app.log)
    let release!: () => void
    const started = new Promise<void>((resolve) => {
      queue.work('test-stop', async () => {
        resolve()
        await new Promise<void>((r) => (release = r))
        return { finished: true }
      })
    })
    await scheduler.start()
    const id = await queue.send(t.db, owner, 'test-stop', {}, 1)
    queue.wake()
    await started
    const stopping = scheduler.stop()
    release()
    await stopping
    expect((await settled(id)).status).toBe('done')
  })

  it("keeps a test app's cron schedules off (no every-minute job behind a test's back) and sets them when a test asks", async () => {
    const scheduled = async (db: TestContext['db']) =>
      (await db.execute<{ name: string }>(sql`select name from pgboss.schedule order by name`)).rows.map((r) => r.name)
    expect(await scheduled(t.db)).toEqual([])
    const server = await setupTestApp({ schedules: true })
    try {
      expect(await scheduled(server.db)).toEqual(
        expect.arrayContaining(['notifications-mail', 'notifications-moves', 'notifications-sweep']),
      )
    } finally {
      await server.close()
    }
  })
})
