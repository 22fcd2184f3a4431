import type { ReactNode } from 'react'
import { cx } from './cx'

export type TimelineTone = 'primary' | 'success' | 'warning' | 'danger' | 'neutral'

export interface TimelineItem {
  id: string
  title: ReactNode
  /** When it happened, already formatted for display. */
  time?: ReactNode
  content?: ReactNode
  tone?: TimelineTone
}

const DOT: Record<TimelineTone, string> = {
  primary: 'bg-primary',
  success: 'bg-emerald-600',
  warning: 'bg-amber-500',
  danger: 'bg-red-600',
  neutral: 'bg-gray-400 dark:bg-gray-500',
}

/** A vertical list of events, oldest or newest first as the caller orders them. */
export function Timeline({ items, label }: { items: readonly TimelineItem[]; label: string }) {
  return (
    <ol aria-label={label} className="relative ms-2 border-s-2 border-gray-200 dark:border-gray-700">
      {items.map((item) => (
        <li key={item.id} className="relative mb-6 ps-6 last:mb-0">
          <span
            aria-hidden="true"
            className={cx(
              'absolute -start-[7px] top-1.5 h-3 w-3 rounded-full ring-4 ring-white dark:ring-gray-800',
              DOT[item.tone ?? 'primary'],
            )}
          />
          <p className="text-sm font-semibold text-gray-900 dark:text-white">{item.title}</p>
          {item.time && <p className="text-xs text-gray-600 dark:text-gray-300">{item.time}</p>}
          {item.content && <div className="mt-1 text-sm text-gray-700 dark:text-gray-200">{item.content}</div>}
        </li>
      ))}
    </ol>
  )
}
