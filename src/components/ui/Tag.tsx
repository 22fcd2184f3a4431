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

/** A small status label ("Active", "Expiring", "2/3 uploaded"). */
export function Tag({ tone = 'gray', children, className }: { tone?: Tone; children: ReactNode; className?: string }) {
  return (
    <span
      className={cx('inline-flex items-center whitespace-nowrap rounded-full px-2.5 py-0.5 text-xs font-semibold', TONE[tone], className)}
    >
      {children}
    </span>
  )
}
