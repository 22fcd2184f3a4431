/**
 * The notifications' scheduled work, each run on whichever instance pg-boss hands it to:
 * the daily sweep at 06:00 India time ("today" is the scheduler's clock, so tests fix
 * it), and every minute the maker-checker moves (moves.ts).
 */
import type { App } from '../../app'
import { notifyMoves } from './moves'
import { indianDay, sweepDueItems } from './sweep'

export const SWEEP_QUEUE = 'notifications-sweep'
export const SWEEP_CRON = '0 6 * * *'
export const MOVES_QUEUE = 'notifications-moves'

export function registerNotificationJobs(app: App): void {
  app.scheduler.work(SWEEP_QUEUE, async () => {
    const day = indianDay(app.scheduler.clock.now())
    const made = await sweepDueItems(app.db, day)
    app.log.info({ day, ...made }, 'notifications sweep')
  })
  app.scheduler.schedule(SWEEP_QUEUE, SWEEP_CRON)
  app.scheduler.work(MOVES_QUEUE, async () => {
    await notifyMoves(app.db)
  })
  app.scheduler.schedule(MOVES_QUEUE, '* * * * *')
}
