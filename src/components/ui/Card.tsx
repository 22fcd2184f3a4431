import type { HTMLAttributes, ReactNode } from 'react'
import { cx } from './cx'

export interface CardProps extends Omit<HTMLAttributes<HTMLDivElement>, 'title'> {
  header?: ReactNode
  footer?: ReactNode
  /** Defaults to a border; the theme's cardBordered decides for page cards. */
  bordered?: boolean
  bodyClassName?: string
}

export function Card({ header, footer, bordered = true, className, bodyClassName, children, ...rest }: CardProps) {
  return (
    <div
      className={cx(
        'rounded-lg bg-white dark:bg-gray-800',
        bordered ? 'border border-gray-200 dark:border-gray-700' : 'shadow-sm',
        className,
      )}
      {...rest}
    >
      {header && (
        <div className="border-b border-gray-200 px-5 py-3 font-semibold text-gray-900 dark:border-gray-700 dark:text-gray-100">
          {header}
        </div>
      )}
      <div className={cx('p-5', bodyClassName)}>{children}</div>
      {footer && <div className="border-t border-gray-200 px-5 py-3 dark:border-gray-700">{footer}</div>}
    </div>
  )
}
