import { useId, useState } from 'react'
import { ErrorState } from '@/components/resource/ListStates'
import { Button } from '@/components/ui/Button'
import { Skeleton } from '@/components/ui/Skeleton'
import { formatCount } from '@/components/ui/format'
import { summaryOf, totalOf, type ChartData } from './chart-data'
import { ChartDrawing } from './ChartDrawing'
import { ChartLegend } from './ChartLegend'
import { ChartTable } from './ChartTable'

/** What a graph query hands the card: RTK Query's result, its data already shaped for the chart. */
export interface ChartQuery {
  data?: ChartData
  isLoading: boolean
  isError: boolean
  refetch: () => unknown
}

export interface ChartCardProps {
  title: string
  query: ChartQuery
  /** How a value reads: a count by default, rupees for amounts. */
  format?: (n: number) => string
  /** Said instead of an empty chart when every value is zero. */
  empty: string
}

const CARD = 'rounded-lg border border-gray-200 bg-white p-4 dark:border-gray-700 dark:bg-gray-800'
// One body height for every state and kind (a drawing has a fixed height, its legend two
// lines), so a card keeps its size from loading to drawn: nothing moves (issue 24).
const BODY = 'min-h-[13rem]'

/**
 * One dashboard chart: title, the chart (each bar or slice a link to its list), a legend,
 * a sentence for screen readers, and "View as table" with the same numbers; loading,
 * empty and failed states ("Try again") in the same frame.
 */
export function ChartCard({ title, query, format = formatCount, empty }: ChartCardProps) {
  const id = useId()
  const [asTable, setAsTable] = useState(false)
  const { data } = query
  const body = (() => {
    if (query.isLoading) return <Skeleton className={BODY} />
    if (query.isError || !data) return <ErrorState title="Could not load this chart." onRetry={() => void query.refetch()} />
    if (totalOf(data) === 0) return <p className="text-sm text-gray-600 dark:text-gray-300">{empty}</p>
    return (
      <>
        <p className="sr-only">{summaryOf(title, data, format)}</p>
        {asTable ? (
          <ChartTable title={title} data={data} format={format} />
        ) : (
          <div className={data.kind === 'donut' ? 'flex flex-wrap items-center gap-4' : 'space-y-2'}>
            <ChartDrawing data={data} format={format} />
            {data.kind !== 'bars' && <ChartLegend data={data} format={format} />}
          </div>
        )}
      </>
    )
  })()
  const ready = !query.isLoading && !query.isError && data && totalOf(data) > 0
  return (
    <section className={CARD} aria-labelledby={id} aria-busy={query.isLoading || undefined}>
      {/* The header keeps the button's room while it is hidden, so the title wraps the same before and after. */}
      <div className="mb-3 flex items-center justify-between gap-2">
        <h3 id={id} className="text-sm font-medium text-gray-900 dark:text-gray-100">
          {title}
        </h3>
        <Button
          size="xs"
          variant="plain"
          className="shrink-0 whitespace-nowrap"
          // Hidden (not removed) until there is a chart to turn into a table: out of sight, the tab order and the accessibility tree.
          style={ready ? undefined : { visibility: 'hidden' }}
          aria-pressed={asTable}
          onClick={() => setAsTable((v) => !v)}
        >
          View as table
        </Button>
      </div>
      <div className={BODY}>{body}</div>
    </section>
  )
}
