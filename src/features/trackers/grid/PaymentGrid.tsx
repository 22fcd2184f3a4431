import type { GridCellView, StatutoryScheme, TrackerGrid, TrackerGridRow } from '@ihrc/contract'
import { MISSING_EXPOSURE_NOTE, cellsOf } from '@ihrc/contract/tracker-grid'
import { RuleSource } from '@/components/statutory/RuleSource'
import { Tag } from '@/components/ui/Tag'
import { formatAmount, formatMonth } from '@/components/ui/format'
import { PAYMENT_LOOK, countedDays, paymentText } from '@/components/status/payment-status'

interface Props {
  grid: TrackerGrid
  /** The family's name ("PF"), for the table's caption. */
  family: string
  /** PF and ESI: each registration's interest and damages for the year, at the row's end. */
  exposure: boolean
  /** Opens the tracker row behind a paid cell. */
  onOpen?: (rowId: number) => void
  /** The family's scheme: a cell with no row of its own opens the rule that dated it (a paid one, through its row). */
  scheme?: StatutoryScheme
}

const yearOf = (period: string) => period.slice(0, 4)

/** A cell's late-payment cost (null when there is none). */
const costOf = (cell: GridCellView) => (cell.exposure && cell.exposure.total > 0 ? cell.exposure.total : null)

/**
 * Month × registration for one financial year: each cell says on time, late or overdue
 * (with the days), missing, not due or none due, in words, colour and outline. The twelve
 * months fit 1366 px without scrolling sideways (issue 19 item 17): a cell shows the
 * state and its days, the late-payment cost of each month is in the cell's name and
 * title and in the row it opens, and the year's cost per registration closes its row.
 * A paid cell is a button that opens its row.
 */
export function PaymentGrid({ grid, family, exposure, onOpen, scheme }: Props) {
  const caption = `${family} payments ${grid.year} by registration and month`
  return (
    <div
      role="region"
      aria-label={caption}
      tabIndex={0}
      className="overflow-x-auto rounded-md border border-gray-200 focus-visible:outline-2 focus-visible:outline-primary dark:border-gray-700"
    >
      <table className="w-full table-fixed text-sm">
        <caption className="sr-only">{caption}</caption>
        <colgroup>
          <col className="w-40" />
          {grid.periods.map((m) => (
            <col key={m} />
          ))}
          {exposure && <col className="w-24" />}
        </colgroup>
        <thead className="bg-gray-50 dark:bg-gray-900">
          <tr>
            <th scope="col" className="px-2 py-1.5 text-start">
              Registration
            </th>
            {grid.periods.map((m) => {
              const [month, year] = formatMonth(m).split(' ')
              return (
                <th key={m} scope="col" className="px-0.5 py-1.5 text-start font-semibold">
                  <span className="block ps-1">{month}</span> <span className="block ps-1 text-xs font-normal">{year ?? yearOf(m)}</span>
                </th>
              )
            })}
            {exposure && (
              <th scope="col" className="px-2 py-1.5 text-end">
                Exposure
              </th>
            )}
          </tr>
        </thead>
        <tbody>
          {grid.rows.map((row) => {
            const place = `${row.company_name}${row.state_name ? ` · ${row.state_name}` : ''}`
            const cells = cellsOf(grid, row)
            const yearCost = cells.reduce((sum, c) => sum + (costOf(c) ?? 0), 0)
            return (
              <tr key={row.setup_id} className="border-t border-gray-200 dark:border-gray-700">
                <th scope="row" className="px-2 py-1 text-start font-normal">
                  <span className="block truncate text-xs font-semibold" title={row.code}>
                    {row.code}
                  </span>
                  <span className="block truncate text-xs text-gray-600 dark:text-gray-300" title={place}>
                    {place}
                  </span>
                </th>
                {cells.map((cell) => (
                  <td key={cell.period} className="px-0.5 py-1 align-top">
                    <Cell row={row} cell={cell} onOpen={onOpen} scheme={scheme} />
                  </td>
                ))}
                {exposure && (
                  <td className="whitespace-nowrap px-2 py-1 text-end align-top text-xs font-semibold tabular-nums">
                    {yearCost > 0 ? formatAmount(Math.round(yearCost * 100) / 100) : '—'}
                  </td>
                )}
              </tr>
            )
          })}
        </tbody>
      </table>
    </div>
  )
}

/**
 * One registration-month. What it shows (the state's short word and the days) begins its
 * accessible name, so the name contains the visible text (WCAG 2.5.3, issue 19 item 20);
 * the rest of the name says it in full: which month, how late, what it costs. A cell with
 * no row of its own (missing, not yet due, due rule not confirmed) has a "Rule" button
 * beside it that opens the statutory facts that dated it (issue 21); a row's cell opens
 * the row, whose View has the rule.
 */
function Cell({
  row,
  cell,
  onOpen,
  scheme,
}: {
  row: TrackerGridRow
  cell: GridCellView
  onOpen?: (rowId: number) => void
  scheme?: StatutoryScheme
}) {
  const look = PAYMENT_LOOK[cell.status]
  const text = paymentText(cell.status, cell.delay_days, true)
  const days = countedDays(cell.status, cell.delay_days)
  const cost = costOf(cell)
  const detail = [
    `${row.code}, ${formatMonth(cell.period)}: ${text.spoken}`,
    cost ? `exposure ${formatAmount(cost)}` : null,
    cell.status === 'missing' ? MISSING_EXPOSURE_NOTE.toLowerCase() : null,
  ]
    .filter(Boolean)
    .join(', ')
  const block = (
    <Tag tone={look.tone} outline={look.outline} shape="block" className="text-[11px] leading-4">
      <span aria-hidden="true">{look.short}</span>
      {days !== null && (
        <>
          {' '}
          <span aria-hidden="true" className="font-normal tabular-nums">{`${days} d`}</span>
        </>
      )}
    </Tag>
  )
  if (cell.row_id === null || !onOpen)
    return (
      <span title={detail} className="block">
        {block}
        <span className="sr-only">{`${text.shown}: ${detail}`}</span>
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
      title={detail}
      className="block w-full rounded-md text-start focus-visible:outline-2 focus-visible:outline-primary"
      aria-label={`${text.shown}: ${detail}. Open the row`}
      onClick={() => onOpen(rowId)}
    >
      {block}
    </button>
  )
}
