/**
 * The notifications' scheduled work: the daily sweep at 06:00 India time, on whichever
 * instance pg-boss hands it to. "Today" is the scheduler's clock, so tests fix it.
 */
import type { App } from '../../app'
import { indianDay, sweepDueItems } from './sweep'

export const SWEEP_QUEUE = 'notifications-sweep'
export const SWEEP_CRON = '0 6 * * *'

export function registerNotificationJobs(app: App): void {
  app.scheduler.work(SWEEP_QUEUE, async () => {
    const day = indianDay(app.scheduler.clock.now())
    const made = await sweepDueItems(app.db, day)
    app.log.info({ day, ...made }, 'notifications sweep')
  })
  app.scheduler.schedule(SWEEP_QUEUE, SWEEP_CRON)
}
