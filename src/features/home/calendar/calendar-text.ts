import { SHOWN_STATUS, TRACKER_CELL_STATUS, type ShownStatus, type TrackerCellStatus } from '@ihrc/contract/status-labels'
import type { CalendarDay } from '@ihrc/contract/graphs'
import { formatCount } from '@/components/ui/format'
import type { StatusAppearances } from '@/components/status/status-settings'

/** A due-item status in the tenant's words (Status Settings), or the product's until they load. */
export const dueLabel = (status: string, looks: StatusAppearances | null) =>
  looks?.[status as ShownStatus]?.label ?? SHOWN_STATUS.labels[status as ShownStatus] ?? status

export const paymentLabel = (status: string) => TRACKER_CELL_STATUS.labels[status as TrackerCellStatus] ?? status

/** "1 due item", "300 due items". */
export const plural = (n: number, one: string) => `${formatCount(n)} ${one}${n === 1 ? '' : 's'}`

/** What a day holds, in one sentence for its cell's name: "3 due items: 2 Due, 1 Overdue; PF: 2 Paid on time". */
export function daySummary(day: CalendarDay | undefined, looks: StatusAppearances | null): string {
  if (!day || (day.count === 0 && day.payments.length === 0)) return 'nothing due'
  const parts: string[] = []
  if (day.count > 0)
    parts.push(
      `${plural(day.count, 'due item')}: ${Object.entries(day.statuses)
        .map(([s, n]) => `${formatCount(n)} ${dueLabel(s, looks)}`)
        .join(', ')}`,
    )
  for (const p of day.payments) parts.push(`${p.label}: ${plural(p.count, 'registration')} ${paymentLabel(p.status)}`)
  return parts.join('; ')
}
