/**
 * The notifications' scheduled work, each run on whichever instance pg-boss hands it to:
 * the daily sweep at 06:00 India time (due items, sweep.ts; dated records, record-dates.ts) ("today" is the scheduler's clock, so tests fix
 * it), and every minute the maker-checker moves (moves.ts), edit requests (edit-request-events.ts) and the mails (mail.ts).
 */
import type { App } from '../../app'
import { createMailer } from '../../lib/mailer'
import { notifyEditRequests } from './edit-request-events'
import { mailPending } from './mail'
import { notifyMoves } from './moves'
import { dailySweep, indianDay } from './sweep'

export const SWEEP_QUEUE = 'notifications-sweep'
export const SWEEP_CRON = '0 6 * * *'
export const MOVES_QUEUE = 'notifications-moves'
export const MAIL_QUEUE = 'notifications-mail'

export function registerNotificationJobs(app: App): void {
  app.scheduler.work(SWEEP_QUEUE, async () => {
    const day = indianDay(app.scheduler.clock.now())
    app.log.info({ day, ...(await dailySweep(app.db, day)) }, 'notifications sweep')
  })
  app.scheduler.schedule(SWEEP_QUEUE, SWEEP_CRON)
  app.scheduler.work(MOVES_QUEUE, async () => {
    await notifyMoves(app.db)
    await notifyEditRequests(app.db, app.editables.all())
  })
  app.scheduler.schedule(MOVES_QUEUE, '* * * * *')
  const mailer = createMailer(app.config.smtpUrl, app.log)
  app.scheduler.work(MAIL_QUEUE, async () => {
    await mailPending(app.db, mailer, `${app.config.publicUrl}/companyadmin`, app.log)
  })
  app.scheduler.schedule(MAIL_QUEUE, '* * * * *')
}
