import { seriesTotal, type ChartData } from './chart-data'
import { swatchOf } from './palette'

/** The names and totals beside a donut or under stacked columns, in the chart's colours. */
export function ChartLegend({ data, format }: { data: ChartData; format: (n: number) => string }) {
  const entries =
    data.kind === 'stacked'
      ? data.series.map((s) => ({ key: s.key, label: s.label, value: seriesTotal(s) }))
      : data.slices.map((s) => ({ key: s.key, label: s.label, value: s.value }))
  return (
    <ul className="flex flex-wrap gap-x-4 gap-y-1 text-xs text-gray-700 dark:text-gray-200" aria-hidden="true">
      {entries.map((e, i) => (
        <li key={e.key} className="flex items-center gap-1.5">
          <span className={`inline-block size-2.5 rounded-sm ${swatchOf(i)}`} />
          {e.label}: {format(e.value)}
        </li>
      ))}
    </ul>
  )
}
