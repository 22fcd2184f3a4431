import type { ReactNode } from 'react'
import { BADGE_MAX } from './constants'
import { cx } from './cx'

/** "99+" past the cap (SPEC.md section 9). */
export function badgeText(count: number, max: number = BADGE_MAX): string {
  return count > max ? `${max}+` : String(count)
}

export interface BadgeProps {
  count?: number
  max?: number
  /** Shown as a dot when no count is given. */
  dot?: boolean
  /** What the count counts, for screen readers ("unread notifications"). */
  label?: string
  children?: ReactNode
  className?: string
}

export function Badge({ count, max = BADGE_MAX, dot, label, children, className }: BadgeProps) {
  const show = dot || (count !== undefined && count > 0)
  const mark = show && (
    <span
      className={cx(
        'inline-flex items-center justify-center rounded-full bg-red-600 text-[11px] font-bold leading-none text-white',
        dot ? 'h-2 w-2' : 'h-5 min-w-5 px-1.5',
        children ? 'absolute -top-1.5 -end-1.5' : undefined,
        className,
      )}
    >
      {!dot && count !== undefined && badgeText(count, max)}
      {label && <span className="sr-only"> {label}</span>}
    </span>
  )
  if (!children) return mark || null
  return (
    <span className="relative inline-flex">
      {children}
      {mark}
    </span>
  )
}
