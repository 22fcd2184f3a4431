import { columnTotal, type ChartData, type ChartSlice } from './chart-data'
import { ChartLink } from './ChartLink'
import { fillOf } from './palette'

type Format = (n: number) => string
const TEXT = 'fill-gray-700 text-[11px] dark:fill-gray-200'

/** Horizontal bars, one row per slice: label, bar scaled to the largest, value. */
function Bars({ slices, format }: { slices: ChartSlice[]; format: Format }) {
  const max = Math.max(1, ...slices.map((s) => s.value))
  const row = 26
  return (
    // A fixed height (the card's body keeps its size from loading to drawn); the drawing scales within it.
    <svg viewBox={`0 0 320 ${slices.length * row}`} preserveAspectRatio="xMinYMin meet" className="h-44 w-full">
      {slices.map((s, i) => (
        // Only the bar is the link, named by label and value: the texts beside it say the same to the eye.
        <g key={s.key}>
          <text x={0} y={i * row + 16} className={TEXT} aria-hidden="true">
            {s.label}
          </text>
          {/* A zero bar opens an empty list: drawn, but no stop in the tab order. */}
          <ChartLink to={s.value > 0 ? s.to : undefined} name={`${s.label}: ${format(s.value)}`}>
            <rect
              x={100}
              y={i * row + 5}
              width={Math.max(s.value > 0 ? 2 : 0, (s.value / max) * 100)}
              height={16}
              rx={2}
              className={fillOf(i)}
            />
          </ChartLink>
          <text x={316} y={i * row + 16} textAnchor="end" className={TEXT} aria-hidden="true">
            {format(s.value)}
          </text>
        </g>
      ))}
    </svg>
  )
}

const R = 60
const polar = (angle: number, r = R) => [70 + r * Math.sin(angle), 70 - r * Math.cos(angle)] as const

/** One ring segment from angle a to b (radians from twelve o'clock); a full ring is two halves. */
function arc(a: number, b: number): string {
  if (b - a >= 2 * Math.PI - 1e-9) return `${arc(0, Math.PI)} ${arc(Math.PI, 2 * Math.PI)}`
  const [x1, y1] = polar(a)
  const [x2, y2] = polar(b)
  const [x3, y3] = polar(b, R - 22)
  const [x4, y4] = polar(a, R - 22)
  const large = b - a > Math.PI ? 1 : 0
  return `M${x1} ${y1}A${R} ${R} 0 ${large} 1 ${x2} ${y2}L${x3} ${y3}A${R - 22} ${R - 22} 0 ${large} 0 ${x4} ${y4}Z`
}

/** A ring of slices; the legend beside it (ChartCard) carries labels and values. */
function Donut({ slices, format }: { slices: ChartSlice[]; format: Format }) {
  const total = slices.reduce((n, s) => n + s.value, 0)
  let at = 0
  return (
    <svg viewBox="0 0 140 140" className="mx-auto w-36">
      {slices.map((s, i) => {
        const from = at
        at += (s.value / total) * 2 * Math.PI
        if (s.value === 0) return null
        return (
          <ChartLink key={s.key} to={s.to} name={`${s.label}: ${format(s.value)}`}>
            <path d={arc(from, at)} className={fillOf(i)} />
          </ChartLink>
        )
      })}
      <text x={70} y={74} textAnchor="middle" className="fill-gray-900 text-sm font-semibold dark:fill-white">
        {format(total)}
      </text>
    </svg>
  )
}

/** A column per month, its series stacked bottom to top; each segment a link when the chart has `to`. */
function Stacked({ data, format }: { data: Extract<ChartData, { kind: 'stacked' }>; format: Format }) {
  const max = Math.max(1, ...data.columns.map((_, i) => columnTotal(data, i)))
  const width = 24
  const height = 120
  return (
    <svg viewBox={`0 0 ${data.columns.length * width + 4} ${height + 18}`} preserveAspectRatio="xMinYMax meet" className="h-36 w-full">
      {data.columns.map((c, ci) => {
        let top = height
        return (
          <g key={c.key}>
            {data.series.map((s, si) => {
              const value = s.values[ci] ?? 0
              if (value === 0) return null
              const h = Math.max(1, (value / max) * (height - 4))
              top -= h
              return (
                <ChartLink key={s.key} to={data.to?.(s.key, c.key)} name={`${c.label}, ${s.label}: ${format(value)}`}>
                  <rect x={ci * width + 4} y={top} width={width - 6} height={h} className={fillOf(si)} />
                </ChartLink>
              )
            })}
            <text x={ci * width + 4 + (width - 6) / 2} y={height + 13} textAnchor="middle" className={TEXT} aria-hidden="true">
              {c.label.slice(0, 3)}
            </text>
          </g>
        )
      })}
    </svg>
  )
}

/** The chart itself, by kind. */
export function ChartDrawing({ data, format }: { data: ChartData; format: Format }) {
  if (data.kind === 'stacked') return <Stacked data={data} format={format} />
  if (data.kind === 'donut') return <Donut slices={data.slices} format={format} />
  return <Bars slices={data.slices} format={format} />
}
