import type { ReactNode } from 'react'
import { cx } from './cx'
import { AlertIcon, CheckIcon } from './icons'
import { stepStatuses, type StepStatus } from './step-status'

export interface StepItem {
  title: ReactNode
  description?: ReactNode
}

export interface StepsProps {
  items: readonly StepItem[]
  /** Index of the current step (0-based). */
  current: number
  /** Status of the current step; earlier steps are complete, later ones pending. */
  status?: StepStatus
  vertical?: boolean
  label?: string
}

const STATUS_TEXT: Record<StepStatus, string> = { complete: 'complete', pending: 'pending', in_progress: 'in progress', error: 'error' }

const MARKER: Record<StepStatus, string> = {
  complete: 'bg-primary text-primary-contrast border-primary',
  in_progress: 'border-primary text-primary bg-white dark:bg-gray-800 dark:text-white',
  pending: 'border-gray-300 text-gray-600 bg-white dark:border-gray-600 dark:bg-gray-800 dark:text-gray-300',
  error: 'border-red-600 bg-red-600 text-white dark:border-red-500 dark:bg-red-600',
}

export function Steps({ items, current, status = 'in_progress', vertical, label = 'Progress' }: StepsProps) {
  const statuses = stepStatuses(items.length, current, status)
  return (
    <ol aria-label={label} className={cx('flex gap-4', vertical ? 'flex-col' : 'flex-row items-start')}>
      {items.map((item, i) => {
        const s = statuses[i]!
        return (
          <li
            key={i}
            aria-current={i === current ? 'step' : undefined}
            data-status={s}
            className={cx('flex min-w-0 gap-3', !vertical && 'flex-1')}
          >
            <span
              className={cx('flex h-8 w-8 shrink-0 items-center justify-center rounded-full border-2 text-sm font-semibold', MARKER[s])}
            >
              {s === 'complete' ? <CheckIcon /> : s === 'error' ? <AlertIcon /> : i + 1}
            </span>
            <div className="min-w-0 pt-1">
              <p
                className={cx('text-sm font-semibold', s === 'error' ? 'text-red-700 dark:text-red-400' : 'text-gray-900 dark:text-white')}
              >
                {item.title}
                <span className="sr-only"> ({STATUS_TEXT[s]})</span>
              </p>
              {item.description && <p className="mt-0.5 text-xs text-gray-600 dark:text-gray-300">{item.description}</p>}
            </div>
          </li>
        )
      })}
    </ol>
  )
}
