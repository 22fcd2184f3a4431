import type { DueItem, DueItemEvent } from '@ihrc/contract'
import { DueStatusBadge } from '@/components/status/DueStatusBadge'
import { useStatusAppearance } from '@/components/status/status-settings'
import { formatDate, formatDateTime } from '@/components/ui/format'
import { ShowAll } from '@/components/ui/ShowAll'
import { cx } from '@/components/ui/cx'

/**
 * An item's remarks as its rows show them (issue 19 item 6): one line each, the latest
 * remark and a rejection's reason in view, the whole trail of remarks on demand.
 */

const said = (e: DueItemEvent) => Boolean(e.remark?.trim())
const who = (e: { by: { name: string } | null }) => e.by?.name ?? 'A removed user'
const name = (item: DueItem) => `${item.code ?? item.header} due ${formatDate(item.due_date)}`
/** How a row names its item in dialogs and checkboxes ("MW-REGISTERS due 2026-11-30 at Bhiwandi Warehouse"). */
export const dueItemName = (item: DueItem) => `${name(item)} at ${item.branch.name}`

/** The reason of the item's last rejection, while it stands (the item is back with its owner). */
export function rejectionOf(item: DueItem): DueItemEvent | null {
  if (item.status !== 'rejected') return null
  return item.trail.findLast((e) => e.to_status === 'rejected') ?? null
}

/** Every remark of the trail, newest first, each with who, when and the move it came with. */
export function RemarkList({ item }: { item: DueItem }) {
  const events = item.trail.filter(said).reverse()
  const looks = useStatusAppearance()
  return (
    <ol aria-label={`Remarks on ${name(item)}`} className="flex flex-col gap-2">
      {events.map((e) => (
        <li key={e.id} className={cx(e.to_status === 'rejected' && 'rounded border-s-4 border-red-700 ps-2 dark:border-red-400')}>
          <p className="text-xs text-gray-700 dark:text-gray-200">
            <span className="font-semibold">{who(e)}</span> · <time dateTime={e.at}>{formatDateTime(e.at)}</time>
            {e.to_status && looks && ` · ${looks[e.to_status].label}`}
          </p>
          <p className="whitespace-pre-line">{e.remark}</p>
        </li>
      ))}
    </ol>
  )
}

const count = (n: number) => `${n} ${n === 1 ? 'remark' : 'remarks'}`

/** The latest remark on one line ("Meera Approver: Wrong challan…"); pressing it shows them all. */
export function LatestRemark({ item }: { item: DueItem }) {
  const events = item.trail.filter(said)
  const latest = events.at(-1)
  if (!latest) return <span className="text-gray-600 dark:text-gray-300">—</span>
  return (
    <ShowAll label={`Remarks on ${name(item)}`} hint={`${count(events.length)}: show all`} summary={`${who(latest)}: ${latest.remark}`}>
      <RemarkList item={item} />
    </ShowAll>
  )
}

/** The status badge; a rejected item's reason beside it, prominent and whole on demand. */
export function DueStatusCell({ item }: { item: DueItem }) {
  const rejection = rejectionOf(item)
  return (
    <div className="flex min-w-0 items-center gap-2">
      <DueStatusBadge status={item.data_status} />
      {rejection?.remark && (
        // As wide as the row leaves it at 1366 px beside the badge (compliance-config's DUE_CUT): the reason stays in view, whole on demand.
        <div className="min-w-0 max-w-32">
          <ShowAll
            label={`Remarks on ${name(item)}`}
            hint={`rejected by ${who(rejection)}: show all remarks`}
            summary={rejection.remark}
            className="font-semibold text-red-800 dark:text-red-200"
          >
            <RemarkList item={item} />
          </ShowAll>
        </div>
      )}
    </div>
  )
}
