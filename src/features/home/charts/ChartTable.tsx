import { columnTotal, seriesTotal, type ChartData } from './chart-data'

const CELL = 'border-b border-gray-200 px-2 py-1 dark:border-gray-700'
const NUM = `${CELL} text-right tabular-nums`

/** The chart's numbers as a table: one row per slice, or per column (month) with a cell per series and the total. */
export function ChartTable({ title, data, format }: { title: string; data: ChartData; format: (n: number) => string }) {
  if (data.kind !== 'stacked')
    return (
      <table className="w-full text-sm text-gray-800 dark:text-gray-100">
        <caption className="sr-only">{title}</caption>
        <thead>
          <tr>
            <th scope="col" className={`${CELL} text-left`}>
              Name
            </th>
            <th scope="col" className={`${CELL} text-right`}>
              Value
            </th>
          </tr>
        </thead>
        <tbody>
          {data.slices.map((s) => (
            <tr key={s.key}>
              <th scope="row" className={`${CELL} text-left font-normal`}>
                {s.label}
              </th>
              <td className={NUM}>{format(s.value)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    )
  return (
    <div className="overflow-x-auto">
      <table className="w-full text-sm text-gray-800 dark:text-gray-100">
        <caption className="sr-only">{title}</caption>
        <thead>
          <tr>
            <th scope="col" className={`${CELL} text-left`}>
              Month
            </th>
            {data.series.map((s) => (
              <th key={s.key} scope="col" className={`${CELL} text-right`}>
                {s.label}
              </th>
            ))}
            <th scope="col" className={`${CELL} text-right`}>
              Total
            </th>
          </tr>
        </thead>
        <tbody>
          {data.columns.map((c, i) => (
            <tr key={c.key}>
              <th scope="row" className={`${CELL} text-left font-normal`}>
                {c.label}
              </th>
              {data.series.map((s) => (
                <td key={s.key} className={NUM}>
                  {format(s.values[i] ?? 0)}
                </td>
              ))}
              <td className={NUM}>{format(columnTotal(data, i))}</td>
            </tr>
          ))}
        </tbody>
        <tfoot>
          <tr>
            <th scope="row" className={`${CELL} text-left`}>
              Total
            </th>
            {data.series.map((s) => (
              <td key={s.key} className={`${NUM} font-medium`}>
                {format(seriesTotal(s))}
              </td>
            ))}
            <td className={`${NUM} font-medium`}>{format(data.series.reduce((n, s) => n + seriesTotal(s), 0))}</td>
          </tr>
        </tfoot>
      </table>
    </div>
  )
}
