import { CONTROL_HEIGHT } from './constants'
import { cx } from './cx'
import { formatCount } from './format'
import { jumpTarget, paginationSlots } from './pagination-slots'

export interface PaginationProps {
  currentPage: number
  pageSize: number
  total: number
  /** The total is an estimate: shown as "about N". */
  totalIsEstimate?: boolean
  onChange: (page: number) => void
  onPageSizeChange?: (size: number) => void
  pageSizes?: readonly number[]
}

const slotClass = (active = false) =>
  cx(
    'inline-flex min-w-9 items-center justify-center rounded-md px-2 text-sm font-semibold focus-visible:outline-2 focus-visible:outline-primary',
    CONTROL_HEIGHT.sm,
    active
      ? 'bg-primary text-primary-contrast'
      : 'text-gray-700 hover:bg-gray-100 disabled:opacity-50 dark:text-gray-200 dark:hover:bg-gray-700',
  )

/** Up to 7 page slots; the "…" slots jump 5 pages. */
export function Pagination({
  currentPage,
  pageSize,
  total,
  totalIsEstimate,
  onChange,
  onPageSizeChange,
  pageSizes = [10, 20, 50, 100],
}: PaginationProps) {
  const pageCount = Math.max(1, Math.ceil(total / pageSize))
  const current = Math.min(Math.max(1, currentPage), pageCount)
  const from = total === 0 ? 0 : (current - 1) * pageSize + 1
  const to = Math.min(total, current * pageSize)
  return (
    <nav aria-label="Pagination" className="flex flex-wrap items-center justify-between gap-3 text-sm text-gray-700 dark:text-gray-200">
      <span>
        {from}–{to} of {totalIsEstimate ? `about ${formatCount(total)}` : total}
      </span>
      <div className="flex items-center gap-1">
        <button
          type="button"
          className={slotClass()}
          disabled={current === 1}
          onClick={() => onChange(current - 1)}
          aria-label="Previous page"
        >
          ‹
        </button>
        {paginationSlots(current, pageCount).map((slot) =>
          typeof slot === 'number' ? (
            <button
              key={slot}
              type="button"
              className={slotClass(slot === current)}
              aria-current={slot === current ? 'page' : undefined}
              aria-label={`Page ${slot}`}
              onClick={() => onChange(slot)}
            >
              {slot}
            </button>
          ) : (
            <button
              key={slot}
              type="button"
              className={slotClass()}
              aria-label={slot === 'prev-more' ? 'Back 5 pages' : 'Forward 5 pages'}
              onClick={() => onChange(jumpTarget(slot, current, pageCount))}
            >
              …
            </button>
          ),
        )}
        <button
          type="button"
          className={slotClass()}
          disabled={current === pageCount}
          onClick={() => onChange(current + 1)}
          aria-label="Next page"
        >
          ›
        </button>
      </div>
      {onPageSizeChange && (
        <label className="flex items-center gap-2">
          <span>Rows per page</span>
          <select
            value={pageSize}
            onChange={(e) => onPageSizeChange(Number(e.target.value))}
            className="h-9 rounded-md border border-gray-300 bg-white px-2 dark:border-gray-600 dark:bg-gray-800"
          >
            {pageSizes.map((s) => (
              <option key={s} value={s}>
                {s}
              </option>
            ))}
          </select>
        </label>
      )}
    </nav>
  )
}
