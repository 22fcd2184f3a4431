/** Runs a job of a scheduler queue now, on a given instance, and waits until it finished (its state, not a time). */
import { sql } from 'drizzle-orm'
import type { App } from '../../src/app'

export async function runJob(app: App, queue: string): Promise<void> {
  const id = await app.scheduler.send(app.db, queue, {})
  app.scheduler.wake(queue)
  for (let i = 0; i < 600; i++) {
    const { rows } = await app.db.execute<{ state: string }>(sql`select state from pgboss.job where id = ${id}::uuid`)
    if (rows[0]?.state === 'completed') return
    if (rows[0]?.state === 'failed') throw new Error(`${queue} failed`)
    await new Promise((resolve) => setTimeout(resolve, 50))
  }
  throw new Error(`${queue} did not finish`)
}
