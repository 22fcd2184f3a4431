import { CALENDAR_GROUPS_PER_DAY } from '@ihrc/contract/graph-sizes'
import type { CalendarDay } from '@ihrc/contract/graphs'
import type { ShownStatus, TrackerCellStatus } from '@ihrc/contract/status-labels'
import { cx } from '@/components/ui/cx'
import { formatCount } from '@/components/ui/format'
import { Tag } from '@/components/ui/Tag'
import { PAYMENT_LOOK } from '@/components/status/payment-status'
import { statusBadgeStyle, type StatusAppearances } from '@/components/status/status-settings'
import { dueLabel, paymentLabel, plural } from './calendar-text'

/** How many entries a cell writes out before "+N more" (the day's list has them all): as many groups as the answer holds. */
export const SHOWN_IN_CELL = CALENDAR_GROUPS_PER_DAY

const ENTRY = 'flex min-w-0 rounded px-1 py-px text-xs font-medium'
// Until the tenant's colours load, an entry is neutral rather than a default colour they may have changed.
const NEUTRAL = 'bg-gray-100 text-gray-800 dark:bg-gray-700 dark:text-gray-100'
// The narrow cell's total: a light outlined pill of regular weight, so it never reads as a second day number (bold, bare).
const TOTAL =
  'mt-1 inline-block rounded-full border border-gray-300 bg-gray-50 px-1.5 text-xs leading-4 font-normal text-gray-800 dark:border-gray-500 dark:bg-gray-900 dark:text-gray-100'

/**
 * A cell's first entries: each group of the day's due items (its name and status, every
 * item counted: "Pay monthly wages × 300") on its status colour (Status Settings, the
 * text colour read against it), the largest first, then each remittance family falling
 * due, in its payment state's tone and icon; past SHOWN_IN_CELL, how many items and
 * registrations it leaves to the day's list. The name takes the cell's whole width (a
 * status word beside it left five letters of a name at 1366 px); the status words are in
 * the calendar's key, the cell's spoken name, each entry's tooltip and the day's list.
 */
export function CellEntries({ day, looks }: { day: CalendarDay; looks: StatusAppearances | null }) {
  const entries = [
    ...day.groups.map((group) => {
      const look = looks?.[group.status as ShownStatus]
      const times = group.count > 1 ? ` × ${formatCount(group.count)}` : ''
      return {
        weight: group.count,
        node: (
          <li
            key={`i${group.status}\u0000${group.name}`}
            className={cx(ENTRY, !look && NEUTRAL)}
            style={look ? statusBadgeStyle(look.colour) : undefined}
            title={`${dueLabel(group.status, looks)}: ${group.name}${times}`}
          >
            <span className="min-w-0 truncate">{group.name}</span>
            {times && <span className="shrink-0 pl-1">{times}</span>}
          </li>
        ),
      }
    }),
    ...day.payments.map((p) => {
      const look = PAYMENT_LOOK[p.status as TrackerCellStatus]
      const text = `${p.label} × ${formatCount(p.count)}`
      return {
        weight: p.count,
        node: (
          <li key={`p${p.family}${p.year}${p.status}`} className="flex min-w-0" title={`${paymentLabel(p.status)}: ${text}`}>
            <Tag tone={look?.tone} outline={look?.outline} className="min-w-0 rounded px-1 py-px">
              {look && <look.Icon size={12} />}
              <span className="truncate">{text}</span>
            </Tag>
          </li>
        ),
      }
    }),
  ]
  const shown = entries.slice(0, SHOWN_IN_CELL)
  // Due items and registrations alike: the narrow cell's total, and what the wide cell's entries leave to the day's list.
  const total = day.count + day.payments.reduce((n, p) => n + p.count, 0)
  const more = total - shown.reduce((n, e) => n + e.weight, 0)
  return (
    <>
      <ul className="mt-1 hidden space-y-0.5 @3xl:block">{shown.map((e) => e.node)}</ul>
      {more > 0 && (
        <p className="mt-0.5 hidden text-xs text-gray-700 @3xl:block dark:text-gray-200" title={`and ${plural(more, 'more item')}`}>
          +{formatCount(more)} more
        </p>
      )}
      {/* Narrow screens: the day's total, its list one press away. */}
      <span role="img" aria-label={plural(total, 'item')} title={plural(total, 'item')} className={cx(TOTAL, '@3xl:hidden')}>
        {formatCount(total)}
      </span>
    </>
  )
}
