import { Children, cloneElement, isValidElement, type ReactElement, type ReactNode } from 'react'
import { cx } from './cx'

/** What FormItem sets on its control: the field's error and help, and whether it is required. */
export interface FieldAria {
  'aria-describedby'?: string
  'aria-required'?: boolean
}

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
        {required && <RequiredMark />}
      </label>
      {control}
      {help && !error && (
        <p id={helpId} className="mt-1 text-xs text-gray-600 dark:text-gray-300">
          {help}
        </p>
      )}
      {error && <FieldError id={errorId!}>{error}</FieldError>}
    </div>
  )
}

/** The mark beside a required field's label (its control says so to assistive technology). */
export function RequiredMark() {
  return (
    <span className="ms-0.5 text-red-600 dark:text-red-400" aria-hidden="true">
      *
    </span>
  )
}

/** A field's error under it; the control names it in aria-describedby. */
export function FieldError({ id, children }: { id: string; children: ReactNode }) {
  return (
    <p id={id} role="alert" className="mt-1 text-sm text-red-700 dark:text-red-400">
      {children}
    </p>
  )
}
