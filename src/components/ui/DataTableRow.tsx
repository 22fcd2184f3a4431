import { memo, type ReactElement, type ReactNode } from 'react'
import { Checkbox } from './Checkbox'
import { cx } from './cx'
import { DataTableCutCell } from './DataTableCutCell'
import type { DataTableColumn } from './data-table-types'
import { PINNED_EDGE, PINNED_FADE } from './pinned-edge'

// A pinned cell needs its own opaque background, or the scrolled cells show through it;
// it takes its row's colour so a hovered or selected row reads as one band in both themes.
// The dark hover colour and the selected colour are translucent on the row, so the cell
// draws them over the table's own surface (the selected one as an image layer over it).
const PINNED_CELL = `sticky end-0 z-cell whitespace-nowrap bg-white dark:bg-gray-800 ${PINNED_EDGE} ${PINNED_FADE}`
const PINNED_HOVERED =
  'group-hover/row:bg-gray-50 dark:group-hover/row:bg-[color-mix(in_srgb,var(--color-gray-700)_50%,var(--color-gray-800))]'
const PINNED_SELECTED = 'bg-[image:linear-gradient(var(--primary-subtle),var(--primary-subtle))]'

/** A day or a moment as the console writes them (2026-11-28, 28-11-2026 09:29 pm), alone in its cell. */
const DAY = /^(\d{4}-\d{2}-\d{2}|\d{2}-\d{2}-\d{4})( \d{2}:\d{2}( [ap]m)?)?$/i

/**
 * A day or a moment is never broken: a table squeezed to its width (Agreements at 1366 px)
 * wraps a name onto two lines, but "2023-01-" over "01", or "09:29" over "pm", reads as two values.
 */
function unbrokenDay(content: ReactNode): ReactNode {
  return typeof content === 'string' && DAY.test(content) ? <span className="whitespace-nowrap">{content}</span> : content
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
        const content = unbrokenDay(c.cell(row))
        return (
          <td
            key={c.id}
            className={cx(
              'px-2.5 align-middle',
              compact ? 'whitespace-nowrap py-1' : 'py-3',
              c.align === 'end' ? 'text-end' : 'text-start',
              c.pinned && PINNED_CELL,
              c.pinned && (selected ? PINNED_SELECTED : PINNED_HOVERED),
              c.className,
            )}
          >
            {c.maxWidth ? (
              <DataTableCutCell maxWidth={c.maxWidth} title={c.title?.(row)}>
                {content}
              </DataTableCutCell>
            ) : (
              content
            )}
          </td>
        )
      })}
    </tr>
  )
}) as <T>(props: DataRowProps<T>) => ReactElement
