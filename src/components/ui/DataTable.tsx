import { useVirtualizer } from '@tanstack/react-virtual'
import { useCallback, useMemo, useRef, type ReactNode } from 'react'
import { useFillHeight } from './use-fill-height'
import { TABLE_MAX_HEIGHT } from './constants'
import type { DataTableProps } from './data-table-types'
import { DataTableHead } from './DataTableHead'
import { DataRow } from './DataTableRow'
import { Skeleton } from './Skeleton'
import { usePinnedColumn } from './use-pinned-column'

// The table's parts are imported from here by every list; their homes are the files beside it.
export type { DataTableColumn, DataTableProps, SortState } from './data-table-types'
export { nextSort } from './DataTableHead'

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
  usePinnedColumn(scrollRef, columns, data.length)

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
  const toggleAll = (on: boolean) =>
    onSelectionChange?.(on ? [...new Set([...selected, ...keys])] : [...selected].filter((k) => !keys.includes(k)))

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
      className="group/table relative overflow-auto rounded-lg border border-gray-200 bg-white focus-visible:outline-2 focus-visible:outline-primary dark:border-gray-700 dark:bg-gray-800"
      aria-busy={loading || undefined}
    >
      <table aria-label={label} className="w-full border-collapse text-start text-sm text-gray-800 dark:text-gray-100">
        <DataTableHead
          columns={columns}
          sort={sort}
          onSortChange={onSortChange}
          selectAll={selectable ? { checked: allSelected, indeterminate: someSelected, onChange: toggleAll } : undefined}
          compact={manyRows}
        />
        <tbody>{body}</tbody>
      </table>
    </div>
  )
}
