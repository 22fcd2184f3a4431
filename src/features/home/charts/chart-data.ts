/**
 * What a dashboard chart draws, independent of the graph call that answered it: slices
 * (bars or a donut) or series stacked per column (months). Each value may carry the
 * console path of the list behind it, which the chart opens on click or Enter.
 */
export interface ChartSlice {
  key: string
  label: string
  value: number
  to?: string
}

export interface ChartColumn {
  key: string
  label: string
}

export interface ChartSeries {
  key: string
  label: string
  values: number[]
}

export type ChartData =
  | { kind: 'bars' | 'donut'; slices: ChartSlice[] }
  | { kind: 'stacked'; columns: ChartColumn[]; series: ChartSeries[]; to?: (series: string, column: string) => string }

const sum = (values: readonly number[]) => values.reduce((n, v) => n + v, 0)

/** The sum of everything the chart draws: zero means there is nothing to draw. */
export function totalOf(data: ChartData): number {
  return data.kind === 'stacked' ? sum(data.series.map((s) => sum(s.values))) : sum(data.slices.map((s) => s.value))
}

/** One series' total over all columns (the stacked chart's legend and summary). */
export const seriesTotal = (series: ChartSeries) => sum(series.values)

/** One column's total over all series (the stacked chart's bar height and table). */
export const columnTotal = (data: Extract<ChartData, { kind: 'stacked' }>, index: number) =>
  sum(data.series.map((s) => s.values[index] ?? 0))

/** The screen reader's sentence: "Branches by type: Factory 12, Office 5." */
export function summaryOf(title: string, data: ChartData, format: (n: number) => string): string {
  const parts =
    data.kind === 'stacked'
      ? data.series.map((s) => `${s.label} ${format(seriesTotal(s))}`)
      : data.slices.map((s) => `${s.label} ${format(s.value)}`)
  const over = data.kind === 'stacked' && data.columns.length > 0 ? ` (${data.columns[0]!.label} to ${data.columns.at(-1)!.label})` : ''
  return `${title}${over}: ${parts.join(', ')}.`
}
