import type { CalendarDay, ShownStatus, TrackerCellStatus } from '@ihrc/contract'
import { StatusPill } from '@/components/status/StatusPill'
import { PaymentTag } from '@/components/status/payment-status'
import type { StatusAppearances } from '@/components/status/status-settings'

/**
 * The month's colours in words: each due-item status (the tenant's label on its colour)
 * and payment state the month's cells show, so a cell's colour is never its only cue (on
 * wide screens, where cells draw their entries).
 */
export function CalendarKey({ days, looks }: { days: CalendarDay[]; looks: StatusAppearances | null }) {
  const statuses = [...new Set(days.flatMap((d) => d.groups.map((g) => g.status)))]
  const payments = [...new Set(days.flatMap((d) => d.payments.map((p) => p.status)))]
  if (statuses.length + payments.length === 0) return null
  return (
    // Narrow screens: cells show a day's total only, no colours to explain.
    <ul aria-label="Colours" className="hidden flex-wrap items-center gap-2 @3xl:flex">
      {statuses.map((s) => (
        <li key={s}>
          <StatusPill look={looks?.[s as ShownStatus]} />
        </li>
      ))}
      {payments.map((s) => (
        <li key={s}>
          <PaymentTag status={s as TrackerCellStatus} days={null} />
        </li>
      ))}
    </ul>
  )
}
