import { useVirtualizer } from '@tanstack/react-virtual'
import { memo, useCallback, useLayoutEffect, useMemo, useRef, type ReactElement, type ReactNode, type RefObject } from 'react'
import { useFillHeight } from './use-fill-height'
import { Checkbox } from './Checkbox'
import { TABLE_MAX_HEIGHT } from './constants'
import { cx } from './cx'
import { Skeleton } from './Skeleton'

export interface DataTableColumn<T> {
  id: string
  header: ReactNode
  cell: (row: T) => ReactNode
  enableSorting?: boolean
  /** Text alignment of the header and the cells; numbers read best at the end. */
  align?: 'start' | 'end'
  /** Kept in view at the end of the row while the rest scrolls sideways (row actions). */
  pinned?: boolean
  className?: string
  /**
   * Widest the cell may be (px): its content stays on one line and is cut with an ellipsis,
   * the whole text in the cell's title (hover) and in the row's View.
   */
  maxWidth?: number
  /** The whole text of a cut cell (its title); by default the cell's own text when it is a string. */
  title?: (row: T) => string | undefined
}

// A pinned cell needs its own opaque background, or the scrolled cells show through it;
// it takes its row's hover colour (the dark one mixed over the table's surface, since the
// row's own is translucent) so a hovered row reads as one band in both themes.
const PINNED_CELL =
  'sticky end-0 z-cell whitespace-nowrap bg-white shadow-[-1px_0_0_var(--color-gray-200)] group-hover/row:bg-gray-50 dark:bg-gray-800 dark:shadow-[-1px_0_0_var(--color-gray-700)] dark:group-hover/row:bg-[color-mix(in_srgb,var(--color-gray-700)_50%,var(--color-gray-800))]'
const PINNED_HEAD = 'sticky end-0 z-cell bg-gray-50 dark:bg-gray-900'

export interface SortState {
  id: string
  desc: boolean
}

export interface DataTableProps<T> {
  columns: readonly DataTableColumn<T>[]
  data: readonly T[]
  rowKey: (row: T) => string
  loading?: boolean
  /** Server-side sorting: the table only reports the wish. */
  sort?: SortState | null
  onSortChange?: (sort: SortState | null) => void
  /** Row selection; omit both to hide the checkbox column. */
  selectedKeys?: readonly string[]
  onSelectionChange?: (keys: string[]) => void
  /** Names a row for its selection checkbox ("Select Pune branch"); defaults to its position. */
  rowLabel?: (row: T) => string
  emptyState?: ReactNode
  /** Accessible name of the table. */
  label?: string
  maxHeight?: number
  /**
   * A list scanned month by month (SCREENS.md "Tables that must show many rows"): compact
   * one-line rows, and the table takes the window's height below it instead of the
   * default 500 px (a departure from SPEC.md section 9 that SCREENS.md allows).
   */
  manyRows?: boolean
  /** Past this many rows only the visible ones are rendered. */
  virtualizeAbove?: number
}

/** Ascending, then descending, then unsorted. */
export function nextSort(current: SortState | null | undefined, id: string): SortState | null {
  if (!current || current.id !== id) return { id, desc: false }
  return current.desc ? null : { id, desc: true }
}

const ROW_HEIGHT = 49
const COMPACT_ROW_HEIGHT = 37
/** Kept free below a window-high table: its pagination and the page's bottom padding. */
const BELOW_TABLE = 76

/**
 * The one table of the console: sortable headers, row selection, sticky header, a
 * 500 px scroll area, empty and loading states, and a virtualised body for long lists.
 * (Sorting and paging happen on the server, so no client-side table engine is needed.)
 */
export function DataTable<T>({
  columns,
  data,
  rowKey,
  loading,
  sort,
  onSortChange,
  selectedKeys,
  onSelectionChange,
  rowLabel,
  emptyState,
  label,
  maxHeight = TABLE_MAX_HEIGHT,
  manyRows = false,
  virtualizeAbove = 100,
}: DataTableProps<T>) {
  const scrollRef = useRef<HTMLDivElement>(null)
  const fillHeight = useFillHeight(scrollRef, { enabled: manyRows, below: BELOW_TABLE })
  const selectable = Boolean(onSelectionChange)
  const selected = useMemo(() => new Set(selectedKeys ?? []), [selectedKeys])
  const keys = useMemo(() => data.map(rowKey), [data, rowKey])
  const allSelected = keys.length > 0 && keys.every((k) => selected.has(k))
  const someSelected = !allSelected && keys.some((k) => selected.has(k))
  const virtual = data.length > virtualizeAbove
  const virtualizer = useVirtualizer({
    count: virtual ? data.length : 0,
    getScrollElement: () => scrollRef.current,
    estimateSize: () => (manyRows ? COMPACT_ROW_HEIGHT : ROW_HEIGHT),
    overscan: 10,
  })
  const colSpan = columns.length + (selectable ? 1 : 0)
  usePinnedScrollPadding(scrollRef, columns, data.length)

  // One toggle for every row, reading the selection of the latest render, so a row whose
  // own data and selection did not change is not drawn again (the rows are memoised).
  const latest = useRef({ selected, onSelectionChange })
  latest.current = { selected, onSelectionChange }
  const toggle = useCallback((key: string, on: boolean) => {
    const next = new Set(latest.current.selected)
    if (on) next.add(key)
    else next.delete(key)
    latest.current.onSelectionChange?.([...next])
  }, [])

  const renderRow = (row: T, index: number) => {
    const key = keys[index]!
    return (
      <DataRow
        key={key}
        row={row}
        rowKey={key}
        index={index}
        columns={columns}
        selectable={selectable}
        selected={selected.has(key)}
        onToggle={toggle}
        rowLabel={rowLabel}
        compact={manyRows}
      />
    )
  }

  let body: ReactNode
  if (loading && data.length === 0) {
    body = Array.from({ length: 5 }, (_, i) => (
      <tr key={`skeleton-${i}`} className="border-t border-gray-200 dark:border-gray-700">
        <td colSpan={colSpan} className="px-4 py-3">
          <Skeleton className="h-5 w-full" />
        </td>
      </tr>
    ))
  } else if (data.length === 0) {
    body = (
      <tr>
        <td colSpan={colSpan} className="px-4 py-6 text-center text-gray-600 dark:text-gray-300">
          {emptyState ?? 'Nothing to show yet.'}
        </td>
      </tr>
    )
  } else if (virtual) {
    const items = virtualizer.getVirtualItems()
    const top = items[0]?.start ?? 0
    const bottom = virtualizer.getTotalSize() - (items.at(-1)?.end ?? 0)
    body = (
      <>
        {top > 0 && <tr aria-hidden="true" style={{ height: top }} />}
        {items.map((v) => renderRow(data[v.index]!, v.index))}
        {bottom > 0 && <tr aria-hidden="true" style={{ height: bottom }} />}
      </>
    )
  } else {
    body = data.map(renderRow)
  }

  return (
    // The scroll area takes focus so a keyboard can scroll a table that has no control in its rows.
    <div
      ref={scrollRef}
      role={label ? 'region' : undefined}
      aria-label={label}
      tabIndex={0}
      style={{ maxHeight: manyRows ? fillHeight : maxHeight }}
      className="relative overflow-auto rounded-lg border border-gray-200 bg-white focus-visible:outline-2 focus-visible:outline-primary dark:border-gray-700 dark:bg-gray-800"
      aria-busy={loading || undefined}
    >
      <table aria-label={label} className="w-full border-collapse text-start text-sm text-gray-800 dark:text-gray-100">
        <thead className="sticky top-0 z-thead bg-gray-50 text-xs font-semibold uppercase tracking-wide text-gray-700 dark:bg-gray-900 dark:text-gray-200">
          <tr>
            {selectable && (
              <th scope="col" className="w-10 px-3 py-3">
                <Checkbox
                  checked={allSelected}
                  indeterminate={someSelected}
                  onChange={(on) =>
                    onSelectionChange?.(on ? [...new Set([...selected, ...keys])] : [...selected].filter((k) => !keys.includes(k)))
                  }
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
                    manyRows ? 'py-2' : 'py-3',
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
        <tbody>{body}</tbody>
      </table>
    </div>
  )
}

/**
 * The pinned column lies over the end of the scroll area, so a column scrolled into view
 * "at the end" (focus, scrollIntoView, the browser's find) would come to rest under it.
 * The scroll area's end padding is the pinned column's width: the part of the area where
 * columns can be read ends where the pinned column starts, for every list alike.
 */
function usePinnedScrollPadding(scrollRef: RefObject<HTMLDivElement | null>, columns: readonly { pinned?: boolean }[], rows: number) {
  const hasPinned = columns.some((c) => c.pinned)
  useLayoutEffect(() => {
    const area = scrollRef.current
    const pinned = area?.querySelector<HTMLElement>('th[data-pinned]')
    if (!area) return
    if (!hasPinned || !pinned) {
      area.style.scrollPaddingInlineEnd = ''
      return
    }
    const apply = () => {
      area.style.scrollPaddingInlineEnd = `${pinned.offsetWidth}px`
    }
    apply()
    if (typeof ResizeObserver === 'undefined') return
    const observer = new ResizeObserver(apply)
    observer.observe(pinned)
    return () => observer.disconnect()
  }, [scrollRef, hasPinned, columns, rows])
}

interface DataRowProps<T> {
  row: T
  rowKey: string
  index: number
  columns: readonly DataTableColumn<T>[]
  selectable: boolean
  selected: boolean
  onToggle: (key: string, on: boolean) => void
  rowLabel?: (row: T) => string
  compact: boolean
}

/** A cell's whole text for its title: the column's own, else the cell when it is plain text. */
function titleOf<T>(column: DataTableColumn<T>, row: T, content: ReactNode): string | undefined {
  if (column.title) return column.title(row)
  return typeof content === 'string' || typeof content === 'number' ? String(content) : undefined
}

/**
 * One body row. Memoised: a page of 200 rows is drawn again only where a row, its
 * selection or the columns changed, not on every render of the page around it.
 */
const DataRow = memo(function DataRow<T>({
  row,
  rowKey,
  index,
  columns,
  selectable,
  selected,
  onToggle,
  rowLabel,
  compact,
}: DataRowProps<T>) {
  return (
    <tr
      data-index={index}
      className={cx(
        'group/row border-t border-gray-200 dark:border-gray-700',
        selected ? 'bg-primary-subtle' : 'hover:bg-gray-50 dark:hover:bg-gray-700/50',
      )}
    >
      {selectable && (
        <td className={cx('w-10 px-3', compact ? 'py-1' : 'py-3')}>
          <Checkbox
            checked={selected}
            onChange={(on) => onToggle(rowKey, on)}
            aria-label={`Select ${rowLabel ? rowLabel(row) : `row ${index + 1}`}`}
          />
        </td>
      )}
      {columns.map((c) => {
        const content = c.cell(row)
        return (
          <td
            key={c.id}
            className={cx(
              'px-2.5 align-middle',
              compact ? 'whitespace-nowrap py-1' : 'py-3',
              c.align === 'end' ? 'text-end' : 'text-start',
              c.pinned && PINNED_CELL,
              c.className,
            )}
          >
            {c.maxWidth ? (
              <div className="truncate" style={{ maxWidth: c.maxWidth }} title={titleOf(c, row, content)}>
                {content}
              </div>
            ) : (
              content
            )}
          </td>
        )
      })}
    </tr>
  )
}) as <T>(props: DataRowProps<T>) => ReactElement
