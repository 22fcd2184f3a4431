import type { ReactNode } from 'react'
import { cx } from './cx'

/** Colour of a status label; each pairs text and background at WCAG AA contrast in both themes. */
export type Tone = 'gray' | 'green' | 'amber' | 'red' | 'blue' | 'primary'

const TONE: Record<Tone, string> = {
  gray: 'bg-gray-100 text-gray-800 dark:bg-gray-700 dark:text-gray-100',
  green: 'bg-emerald-100 text-emerald-900 dark:bg-emerald-900 dark:text-emerald-100',
  amber: 'bg-amber-100 text-amber-900 dark:bg-amber-900 dark:text-amber-100',
  red: 'bg-red-100 text-red-900 dark:bg-red-900 dark:text-red-100',
  blue: 'bg-sky-100 text-sky-900 dark:bg-sky-900 dark:text-sky-100',
  primary: 'bg-primary-subtle text-primary dark:text-gray-100',
}

// Outlined: the tone's text colour on the page's own background, with a dashed border, for a
// state that must not be mistaken for its filled neighbour of the same tone (Missing beside Unpaid).
const OUTLINE: Record<Tone, string> = {
  gray: 'border-gray-500 text-gray-800 dark:border-gray-400 dark:text-gray-100',
  green: 'border-emerald-700 text-emerald-900 dark:border-emerald-400 dark:text-emerald-100',
  amber: 'border-amber-700 text-amber-900 dark:border-amber-400 dark:text-amber-100',
  red: 'border-red-700 text-red-900 dark:border-red-400 dark:text-red-100',
  blue: 'border-sky-700 text-sky-900 dark:border-sky-400 dark:text-sky-100',
  primary: 'border-primary text-primary dark:text-gray-100',
}

const SHAPE = {
  pill: 'inline-flex items-center gap-1 rounded-full px-2.5 py-0.5',
  /** Filling its container, lines stacked: a grid cell's state with its days and amount below. */
  block: 'flex w-full flex-col items-start rounded-md px-1.5 py-1',
}

/**
 * A small status label ("Active", "Expiring", "2/3 uploaded"); `outline` draws it dashed
 * instead of filled, `block` fills its container.
 */
export function Tag({
  tone = 'gray',
  outline,
  shape = 'pill',
  children,
  className,
}: {
  tone?: Tone
  outline?: boolean
  shape?: keyof typeof SHAPE
  children: ReactNode
  className?: string
}) {
  return (
    <span
      className={cx(
        'whitespace-nowrap text-xs font-semibold',
        SHAPE[shape],
        outline ? cx('border border-dashed', OUTLINE[tone]) : TONE[tone],
        className,
      )}
    >
      {children}
    </span>
  )
}
