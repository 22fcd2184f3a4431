import { memo, type ReactElement, type ReactNode } from 'react'
import { Checkbox } from './Checkbox'
import { cx } from './cx'
import type { DataTableColumn } from './data-table-types'

// A pinned cell needs its own opaque background, or the scrolled cells show through it;
// it takes its row's hover colour (the dark one mixed over the table's surface, since the
// row's own is translucent) so a hovered row reads as one band in both themes.
const PINNED_CELL =
  'sticky end-0 z-cell whitespace-nowrap bg-white shadow-[-1px_0_0_var(--color-gray-200)] group-hover/row:bg-gray-50 dark:bg-gray-800 dark:shadow-[-1px_0_0_var(--color-gray-700)] dark:group-hover/row:bg-[color-mix(in_srgb,var(--color-gray-700)_50%,var(--color-gray-800))]'

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
export const DataRow = memo(function DataRow<T>({
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
