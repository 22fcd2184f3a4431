import { RuleSource } from '@/components/statutory/RuleSource'
import { Tag } from '@/components/ui/Tag'
import { cx } from '@/components/ui/cx'
import { rupees } from '../money'
import { CELL_TONE, cellText } from './cell-status'
import { monthLabel } from './months'
import type { StatutoryScheme, TrackerGrid, TrackerGridCell, TrackerGridRow } from '@ihrc/contract'

interface Props {
  grid: TrackerGrid
  /** The family's name ("PF"), for the table's caption. */
  family: string
  /** Opens the tracker row behind a paid cell. */
  onOpen?: (rowId: number) => void
  /** The family's scheme: a cell with no row of its own opens the rule that dated it (a paid one, through its row). */
  scheme?: StatutoryScheme
}

/**
 * Month × registration for one financial year: each cell says on time, late (with the
 * days), missing or not due, in words and colour, with the exposure of a late or missing
 * PF / ESI month. The table scrolls sideways inside a focusable region, so a keyboard
 * reaches every month; a paid cell is a button that opens its row.
 */
export function PaymentGrid({ grid, family, onOpen, scheme }: Props) {
  const caption = `${family} payments ${grid.year} by registration and month`
  return (
    <div
      role="region"
      aria-label={caption}
      tabIndex={0}
      className="overflow-x-auto rounded-md border border-gray-200 focus-visible:outline-2 focus-visible:outline-primary dark:border-gray-700"
    >
      <table className="min-w-full text-sm">
        <caption className="sr-only">{caption}</caption>
        <thead className="bg-gray-50 dark:bg-gray-900">
          <tr>
            <th scope="col" className="sticky start-0 bg-gray-50 px-3 py-2 text-start dark:bg-gray-900">
              Registration
            </th>
            {grid.periods.map((m) => (
              <th key={m} scope="col" className="whitespace-nowrap px-2 py-2 text-start font-semibold">
                {monthLabel(m)}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {grid.rows.map((row) => (
            <tr key={row.setup_id} className="border-t border-gray-200 dark:border-gray-700">
              <th scope="row" className="sticky start-0 bg-white px-3 py-2 text-start font-normal dark:bg-gray-800">
                <span className="block font-semibold">{row.code}</span>
                <span className="block text-xs text-gray-600 dark:text-gray-300">
                  {row.company_name}
                  {row.state_name ? ` · ${row.state_name}` : ''}
                </span>
              </th>
              {row.cells.map((cell) => (
                <td key={cell.period} className="px-2 py-2 align-top">
                  <Cell row={row} cell={cell} onOpen={onOpen} scheme={scheme} />
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  )
}

function Cell({
  row,
  cell,
  onOpen,
  scheme,
}: {
  row: TrackerGridRow
  cell: TrackerGridCell
  onOpen?: (rowId: number) => void
  scheme?: StatutoryScheme
}) {
  const text = cellText(cell.status, cell.delay_days)
  const exposure = cell.exposure && cell.exposure.total > 0 ? rupees(cell.exposure.total) : null
  const where = `${row.code}, ${monthLabel(cell.period)}`
  const content = (
    <>
      <Tag tone={CELL_TONE[cell.status]}>
        {text.short === text.long ? (
          text.short
        ) : (
          <>
            <span aria-hidden="true">{text.short}</span>
            <span className="sr-only">{text.long}</span>
          </>
        )}
      </Tag>
      {exposure && (
        <span className="mt-1 block whitespace-nowrap text-xs text-gray-700 dark:text-gray-200">
          <span className="sr-only">exposure </span>
          {exposure}
        </span>
      )}
    </>
  )
  if (cell.row_id === null || !onOpen)
    return (
      <span title={where}>
        {content}
        {scheme && cell.status !== 'not_levied' && (
          <span className="block">
            <RuleSource rule={{ scheme, stateId: row.state_id, on: `${cell.period}-01` }} label="Rule" />
          </span>
        )}
      </span>
    )
  const rowId = cell.row_id
  return (
    <button
      type="button"
      className={cx('rounded text-start focus-visible:outline-2 focus-visible:outline-primary')}
      aria-label={`${where}: ${text.long}${exposure ? `, exposure ${exposure}` : ''}. Open the row`}
      onClick={() => onOpen(rowId)}
    >
      {content}
    </button>
  )
}
