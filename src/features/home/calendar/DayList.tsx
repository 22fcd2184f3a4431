import { Link } from 'react-router-dom'
import type { CalendarDay, ShownStatus, TrackerCellStatus } from '@ihrc/contract'
import { Button } from '@/components/ui/Button'
import { formatCount, formatDate } from '@/components/ui/format'
import { DueStatusBadge } from '@/components/status/DueStatusBadge'
import { PaymentTag } from '@/components/status/payment-status'
import { useCompanyOptions } from '@/components/options/company-options'
import type { PlaceQuery } from '../dashboard-filters'
import { familyPath } from '../list-links'

const LINK = 'text-primary-text underline rounded focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-primary'

/**
 * Whether the calendar's items may be of more than one company: none chosen on the
 * filter bar and the caller sees several (in the group chosen), so an item names its company too.
 */
function useSeesCompanies(place: PlaceQuery): boolean {
  const { options } = useCompanyOptions({ group_id: place.group_id })
  return place.company_id === undefined && place.branch_id === undefined && options.length > 1
}

/**
 * One day of the calendar opened: its due items by name, status and branch, a link to the
 * day's open items in Due Compliance (which lists what is still to do), and each
 * tracker family falling due that day with a link to its grid of the year.
 */
export function DayList({
  date,
  day,
  place,
  onClose,
}: {
  date: string
  day: CalendarDay | undefined
  place: PlaceQuery
  onClose: () => void
}) {
  const titleId = `calendar-day-${date}`
  const withCompany = useSeesCompanies(place)
  const count = day?.count ?? 0
  const payments = day?.payments ?? []
  return (
    <section aria-labelledby={titleId} className="mt-4 rounded-md border border-gray-200 p-3 dark:border-gray-700">
      <div className="flex items-center justify-between gap-2">
        <h3 id={titleId} className="text-sm font-semibold text-gray-900 dark:text-white">
          Due on {formatDate(date)}
        </h3>
        <Button size="xs" variant="plain" onClick={onClose}>
          Close
        </Button>
      </div>
      {count === 0 && payments.length === 0 && (
        <p className="mt-2 text-sm text-gray-600 dark:text-gray-300">Nothing falls due on this day.</p>
      )}
      {count > 0 && (
        <>
          <ul className="mt-2 space-y-1" aria-label="Due items">
            {day!.items.map((item) => (
              <li key={item.id} className="flex items-center gap-2 text-sm text-gray-800 dark:text-gray-100">
                <DueStatusBadge status={item.status as ShownStatus} />
                <span>{item.name}</span>
                <span className="text-gray-600 dark:text-gray-300">
                  {withCompany ? `${item.branch_name}, ${item.company_name}` : item.branch_name}
                </span>
              </li>
            ))}
          </ul>
          {count > day!.items.length && (
            <p className="mt-1 text-sm text-gray-600 dark:text-gray-300">and {formatCount(count - day!.items.length)} more</p>
          )}
          <p className="mt-2 text-sm">
            <Link className={LINK} to={`/due-compliance?from=${date}&to=${date}&within_days=366`}>
              Open this day’s open items in Due Compliance
            </Link>
          </p>
        </>
      )}
      {payments.length > 0 && (
        <ul className="mt-3 space-y-1" aria-label="Remittances due">
          {payments.map((p) => (
            <li
              key={`${p.family}-${p.year}-${p.status}`}
              className="flex flex-wrap items-center gap-2 text-sm text-gray-800 dark:text-gray-100"
            >
              <Link className={LINK} to={`${familyPath(p.family)}?view=grid&year=${p.year}`}>
                {p.label} remittance
              </Link>
              <PaymentTag status={p.status as TrackerCellStatus} days={null} />
              <span>
                {formatCount(p.count)} registration{p.count === 1 ? '' : 's'}
              </span>
            </li>
          ))}
        </ul>
      )}
    </section>
  )
}
