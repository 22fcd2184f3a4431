import { Children, cloneElement, isValidElement, type ReactElement, type ReactNode } from 'react'
import { cx } from './cx'

export interface FormItemProps {
  label: ReactNode
  /** Id of the control; the label points at it and its error and help are wired to it. */
  htmlFor: string
  error?: string
  help?: ReactNode
  required?: boolean
  className?: string
  children: ReactNode
}

/** Label, control, help and error text, wired for assistive technology. */
export function FormItem({ label, htmlFor, error, help, required, className, children }: FormItemProps) {
  const helpId = help ? `${htmlFor}-help` : undefined
  const errorId = error ? `${htmlFor}-error` : undefined
  const describedBy = [errorId, helpId].filter(Boolean).join(' ') || undefined
  const only = Children.only(children)
  const control = isValidElement(only)
    ? cloneElement(only as ReactElement<Record<string, unknown>>, {
        'aria-describedby': describedBy,
        'aria-required': required || undefined,
      })
    : only
  return (
    <div className={cx('mb-5', className)}>
      <label htmlFor={htmlFor} className="mb-1.5 block text-sm font-semibold text-gray-800 dark:text-gray-100">
        {label}
        {required && (
          <span className="ms-0.5 text-red-600 dark:text-red-400" aria-hidden="true">
            *
          </span>
        )}
      </label>
      {control}
      {help && !error && (
        <p id={helpId} className="mt-1 text-xs text-gray-600 dark:text-gray-300">
          {help}
        </p>
      )}
      {error && (
        <p id={errorId} role="alert" className="mt-1 text-sm text-red-700 dark:text-red-400">
          {error}
        </p>
      )}
    </div>
  )
}
