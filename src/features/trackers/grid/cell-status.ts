import type { Tone } from '@/components/ui/Tag'

/** What a month of a registration shows: colour and words, never colour alone. */
export type CellStatus = 'on_time' | 'late' | 'missing' | 'not_due' | 'not_levied'

export const CELL_STATUS: Record<CellStatus, { label: string; tone: Tone }> = {
  on_time: { label: 'On time', tone: 'green' },
  late: { label: 'Late', tone: 'amber' },
  missing: { label: 'Missing', tone: 'red' },
  not_due: { label: 'Not due', tone: 'gray' },
  not_levied: { label: 'Not levied', tone: 'gray' },
}

/** "Late 12 d" in the cell, "Late by 12 days" to a screen reader. */
export function cellText(status: CellStatus, delayDays: number | null): { short: string; long: string } {
  const { label } = CELL_STATUS[status]
  if (status !== 'late' || delayDays === null) return { short: label, long: label }
  return { short: `${label} ${delayDays} d`, long: `Late by ${delayDays} ${delayDays === 1 ? 'day' : 'days'}` }
}
