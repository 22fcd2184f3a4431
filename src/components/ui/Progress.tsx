import { PROGRESS } from './constants'

export interface ProgressProps {
  percent: number
  variant?: 'line' | 'circle'
  label: string
  strokeWidth?: number
  width?: number
}

const clamp = (n: number) => Math.min(100, Math.max(0, Math.round(n)))

/** Line or circle; stroke width 6, circle width 120 (SPEC.md section 9). */
export function Progress({
  percent,
  variant = 'line',
  label,
  strokeWidth = PROGRESS.strokeWidth,
  width = PROGRESS.circleWidth,
}: ProgressProps) {
  const value = clamp(percent)
  const a11y = { role: 'progressbar', 'aria-label': label, 'aria-valuenow': value, 'aria-valuemin': 0, 'aria-valuemax': 100 } as const
  if (variant === 'circle') {
    const r = (width - strokeWidth) / 2
    const c = 2 * Math.PI * r
    return (
      <div {...a11y} className="relative inline-flex items-center justify-center" style={{ width, height: width }}>
        <svg width={width} height={width} className="-rotate-90">
          <circle
            cx={width / 2}
            cy={width / 2}
            r={r}
            fill="none"
            strokeWidth={strokeWidth}
            className="stroke-gray-200 dark:stroke-gray-700"
          />
          <circle
            cx={width / 2}
            cy={width / 2}
            r={r}
            fill="none"
            strokeWidth={strokeWidth}
            strokeLinecap="round"
            strokeDasharray={c}
            strokeDashoffset={c * (1 - value / 100)}
            className="stroke-primary transition-[stroke-dashoffset]"
          />
        </svg>
        <span className="absolute text-sm font-semibold text-gray-900 dark:text-white">{value}%</span>
      </div>
    )
  }
  return (
    <div {...a11y} className="mt-1 w-full overflow-hidden rounded-full bg-gray-200 dark:bg-gray-700" style={{ height: strokeWidth }}>
      <div className="h-full rounded-full bg-primary transition-[width]" style={{ width: `${value}%` }} />
    </div>
  )
}
