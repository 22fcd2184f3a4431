/**
 * The calendar feed's tracker due dates (issue 23): each period of the user's
 * registrations (those they answer for: trackers/answers-for.ts, the people the sweep
 * tells of a missing payment) still to be paid, from the trackers' tenant-wide entry
 * point (trackers/tenant-cells.ts), so the feed shows the grid's own due dates. A
 * registration is the company's at a place, not a branch's: the event names the
 * company and the state. Paid periods leave the calendar, as approved due items do.
 */
import { TRACKER_CELL_STATUS, TRACKER_FAMILIES, TRACKER_FAMILY_KEYS, type TrackerCellStatus } from '@ihrc/contract'
import type { DbOrTx } from '../../db/client'
import type { AllDayEvent } from '../../lib/icalendar'
import { allows, type AuthContext } from '../../plugins/access'
import { registrationsAnsweredBy } from '../trackers/answers-for'
import { financialYearOf } from '../trackers/grid'
import { tenantDueCells } from '../trackers/tenant-cells'

/** Periods with nothing paid yet: coming due, missing, or a row without its payment date. */
const OPEN: readonly TrackerCellStatus[] = ['not_due', 'missing', 'unpaid']

export async function trackerEvents(
  db: DbOrTx,
  auth: AuthContext,
  window: { today: string; from: string; to: string },
  consoleUrl: string,
  host: string,
): Promise<AllDayEvent[]> {
  const families = TRACKER_FAMILY_KEYS.filter((key) => allows(auth, { menu: TRACKER_FAMILIES[key].menu, action: 'create' }))
  if (!families.length) return []
  const mine = new Map(
    await Promise.all(families.map(async (key) => [key, await registrationsAnsweredBy(db, auth.userId, TRACKER_FAMILIES[key])] as const)),
  )
  const cells = await tenantDueCells(db, auth.tenantId, window.today, { ...window, statuses: OPEN, families })
  return cells
    .filter((c) => mine.get(c.family)?.has(c.setupId))
    .map((c) => {
      const { label, stem } = TRACKER_FAMILIES[c.family]
      const where = c.stateName ? `${c.companyName}, ${c.stateName}` : c.companyName
      return {
        uid: `tracker-${c.family}-${c.setupId}-${c.period}@${host}`,
        date: c.dueDate,
        summary: `${label} due: ${c.code} (${where})`,
        description: `${label} for the period ${c.period} of ${c.code} (${where}) is due on ${c.dueDate}. Status: ${TRACKER_CELL_STATUS.labels[c.status]}.`,
        url: `${consoleUrl}/${stem}?view=grid&year=${financialYearOf(`${c.period}-01`)}`,
      }
    })
}
