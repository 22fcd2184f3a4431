/**
 * Background jobs (lib/jobs.ts) on the app's queue and a real database: a queued job
 * runs with its progress recorded, failures keep a message a person can act on (or the
 * generic one), a job whose instance died is claimed again, and not forever.
 */
import { eq, sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { backgroundJobs } from '../src/db/schema'
import { JOB_FAILED, JobFailure, createJobQueue } from '../src/lib/jobs'
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

  it('claims again a running job whose heartbeat stopped (its instance died), at most three times', async () => {
    t.app.jobs.work('test-orphan', async () => ({ rescued: true }))
    /** A job some instance claimed, `attempts` times so far, whose heartbeat was last heard `silentFor` ago. */
    const running = async (attempts: number, silentFor: string) => {
      const [job] = await t.db
        .insert(backgroundJobs)
        .values({
          ...owner,
          createdBy: owner.userId,
          kind: 'test-orphan',
          payload: {},
          status: 'running',
          attempts,
          heartbeatAt: sql`now() - ${silentFor}::interval`,
        })
        .returning({ id: backgroundJobs.id })
      return job!
    }
    const orphan = await running(1, '1 hour')
    const hopeless = await running(3, '1 hour')
    const alive = await running(1, '0 seconds')
    t.app.jobs.wake()
    expect(await settled(orphan.id)).toMatchObject({ status: 'done', result: { rescued: true }, attempts: 2 })
    expect(await settled(hopeless.id)).toMatchObject({ status: 'failed', message: JOB_FAILED, attempts: 4 })
    const [still] = await t.db.select().from(backgroundJobs).where(eq(backgroundJobs.id, alive.id))
    expect(still).toMatchObject({ status: 'running', attempts: 1 })
  })

  it('stop() waits for the running job, and a stopped queue claims nothing', async () => {
    const queue = createJobQueue(t.db, t.app.log, { pollMs: 60_000 })
    let release!: () => void
    const started = new Promise<void>((resolve) => {
      queue.work('test-stop', async () => {
        resolve()
        await new Promise<void>((r) => (release = r))
        return { finished: true }
      })
    })
    const id = await queue.send(t.db, owner, 'test-stop', {}, 1)
    queue.start()
    await started
    const stopping = queue.stop()
    release()
    await stopping
    expect((await settled(id)).status).toBe('done')
    const later = await queue.send(t.db, owner, 'test-stop', {}, 1)
    queue.wake()
    const [row] = await t.db.select().from(backgroundJobs).where(eq(backgroundJobs.id, later))
    expect(row!.status).toBe('queued')
  })
})
