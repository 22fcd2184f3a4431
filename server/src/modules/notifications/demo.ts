/**
 * The bell is not empty on a fresh start: today's sweep and the moves of the records
 * the earlier pieces seeded, made by the notifications' own code (no notification
 * written by hand). Last in the list, so it sees everything.
 */
import type { DemoPiece } from '../demo-piece'
import { notifyMoves } from './moves'
import { dailySweep, indianDay } from './sweep'

export const notificationsDemo: DemoPiece = {
  name: 'notifications',
  async seed({ db }) {
    await dailySweep(db, indianDay(new Date()))
    await notifyMoves(db)
  },
}
