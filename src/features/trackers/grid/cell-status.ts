import { TRACKER_CELL_STATUS, type TrackerCellStatus } from '@ihrc/contract'
import type { Tone } from '@/components/ui/Tag'

/** Each cell's colour; its words are the contract's, so colour is never alone. */
export const CELL_TONE: Record<TrackerCellStatus, Tone> = {
  on_time: 'green',
  late: 'amber',
  unpaid: 'red',
  missing: 'red',
  not_due: 'gray',
  not_levied: 'gray',
  not_confirmed: 'amber',
}

/** "Paid late 12 d" in the cell, "Paid late by 12 days" to a screen reader. */
export function cellText(status: TrackerCellStatus, delayDays: number | null): { short: string; long: string } {
  const label = TRACKER_CELL_STATUS.labels[status]
  if (status !== 'late' || delayDays === null) return { short: label, long: label }
  return { short: `${label} ${delayDays} d`, long: `${label} by ${delayDays} ${delayDays === 1 ? 'day' : 'days'}` }
}
