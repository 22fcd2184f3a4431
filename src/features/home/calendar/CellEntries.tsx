import type { CalendarDay, ShownStatus, TrackerCellStatus } from '@ihrc/contract'
import { cx } from '@/components/ui/cx'
import { formatCount } from '@/components/ui/format'
import { Tag } from '@/components/ui/Tag'
import { PAYMENT_LOOK } from '@/components/status/payment-status'
import { statusBadgeStyle, type StatusAppearances } from '@/components/status/status-settings'
import { dueLabel, paymentLabel } from './calendar-text'

/** How many entries a cell writes out before "+N more" (the day's list has them all). */
export const SHOWN_IN_CELL = 3

const ENTRY = 'flex min-w-0 rounded px-1 py-px text-xs font-medium'
// Until the tenant's colours load, an entry is neutral rather than a default colour they may have changed.
const NEUTRAL = 'bg-gray-100 text-gray-800 dark:bg-gray-700 dark:text-gray-100'

/** A day's named items, one per name and status in the answer's order (one return at eight branches is one entry "× 8"). */
function groupsOf(items: CalendarDay['items']) {
  const groups = new Map<string, { item: CalendarDay['items'][number]; n: number }>()
  for (const item of items) {
    const key = `${item.status}\u0000${item.name}`
    const group = groups.get(key)
    if (group) group.n += 1
    else groups.set(key, { item, n: 1 })
  }
  return [...groups.values()]
}

/**
 * A cell's first entries: each due item's name on its status colour (Status Settings, the
 * text colour read against it), one entry per name and status, then each remittance
 * family falling due, in its payment state's tone and icon. The name takes the cell's
 * whole width (a status word beside it left five letters of a name at 1366 px); the
 * status words are in the calendar's key, the cell's spoken name, each entry's tooltip
 * and the day's list.
 */
export function CellEntries({ day, looks }: { day: CalendarDay; looks: StatusAppearances | null }) {
  const entries = [
    ...groupsOf(day.items).map(({ item, n }) => {
      const look = looks?.[item.status as ShownStatus]
      const times = n > 1 ? ` × ${formatCount(n)}` : ''
      return {
        weight: n,
        node: (
          <li
            key={`i${item.id}`}
            className={cx(ENTRY, !look && NEUTRAL)}
            style={look ? statusBadgeStyle(look.colour) : undefined}
            title={`${dueLabel(item.status, looks)}: ${item.name}${times}`}
          >
            <span className="min-w-0 truncate">{item.name}</span>
            {times && <span className="shrink-0 pl-1">{times}</span>}
          </li>
        ),
      }
    }),
    ...day.payments.map((p) => {
      const look = PAYMENT_LOOK[p.status as TrackerCellStatus]
      const text = `${p.label} × ${formatCount(p.count)}`
      return {
        weight: 1,
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
  // What the cell leaves to the day's list: the day's items it does not write out (named by the answer or not) and the remittances past the cut.
  const more = day.count + day.payments.length - shown.reduce((n, e) => n + e.weight, 0)
  return (
    <>
      <ul className="mt-1 hidden space-y-0.5 md:block">{shown.map((e) => e.node)}</ul>
      {more > 0 && <p className="mt-0.5 hidden text-xs text-gray-700 md:block dark:text-gray-200">+{formatCount(more)} more</p>}
      {/* Narrow screens: the day's total, its list one press away. */}
      <p className="mt-1 text-xs font-semibold text-gray-800 md:hidden dark:text-gray-100">
        {formatCount(day.count + day.payments.reduce((n, p) => n + p.count, 0))}
      </p>
    </>
  )
}
