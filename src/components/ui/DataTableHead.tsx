import type { ReactNode } from 'react'
import { Checkbox } from './Checkbox'
import { cx } from './cx'
import type { DataTableColumn, SortState } from './data-table-types'
import { PINNED_EDGE, PINNED_FADE } from './pinned-edge'

const PINNED_HEAD = `sticky end-0 z-cell bg-gray-50 dark:bg-gray-900 ${PINNED_EDGE} ${PINNED_FADE}`

/** Ascending, then descending, then unsorted. */
export function nextSort(current: SortState | null | undefined, id: string): SortState | null {
  if (!current || current.id !== id) return { id, desc: false }
  return current.desc ? null : { id, desc: true }
}

interface DataTableHeadProps<T> {
  columns: readonly DataTableColumn<T>[]
  sort?: SortState | null
  onSortChange?: (sort: SortState | null) => void
  /** The select-all checkbox; omitted when the table has no selection. */
  selectAll?: { checked: boolean; indeterminate: boolean; onChange: (on: boolean) => void }
  compact: boolean
}

/** The sticky header row: a select-all box and one header per column, a button where it sorts. */
export function DataTableHead<T>({ columns, sort, onSortChange, selectAll, compact }: DataTableHeadProps<T>): ReactNode {
  return (
    <thead className="sticky top-0 z-thead bg-gray-50 text-xs font-semibold uppercase tracking-wide text-gray-700 dark:bg-gray-900 dark:text-gray-200">
      <tr>
        {selectAll && (
          <th scope="col" className="w-10 px-3 py-3">
            <Checkbox
              checked={selectAll.checked}
              indeterminate={selectAll.indeterminate}
              onChange={selectAll.onChange}
              aria-label="Select all rows on this page"
            />
          </th>
        )}
        {columns.map((c) => {
          const sorted = sort?.id === c.id ? (sort.desc ? 'descending' : 'ascending') : undefined
          return (
            <th
              key={c.id}
              scope="col"
              aria-sort={c.enableSorting ? (sorted ?? 'none') : undefined}
              data-pinned={c.pinned || undefined}
              className={cx(
                'whitespace-nowrap px-2.5',
                compact ? 'py-2' : 'py-3',
                c.align === 'end' ? 'text-end' : 'text-start',
                c.pinned && PINNED_HEAD,
                c.className,
              )}
            >
              {c.enableSorting && onSortChange ? (
                <button
                  type="button"
                  onClick={() => onSortChange(nextSort(sort, c.id))}
                  className="inline-flex items-center gap-1 uppercase focus-visible:outline-2 focus-visible:outline-primary"
                >
                  {c.header}
                  <span aria-hidden="true" className="text-[10px]">
                    {sorted === 'ascending' ? '▲' : sorted === 'descending' ? '▼' : '↕'}
                  </span>
                </button>
              ) : (
                c.header
              )}
            </th>
          )
        })}
      </tr>
    </thead>
  )
}
