import type { Ref, TextareaHTMLAttributes } from 'react'
import { cx } from './cx'

export interface TextareaProps extends TextareaHTMLAttributes<HTMLTextAreaElement> {
  invalid?: boolean
  ref?: Ref<HTMLTextAreaElement>
}

export function Textarea({ invalid, className, rows = 3, ...rest }: TextareaProps) {
  return (
    <textarea
      rows={rows}
      aria-invalid={invalid || undefined}
      className={cx(
        'w-full rounded-md border bg-white px-3 py-2 text-sm text-gray-900 placeholder:text-gray-500',
        'focus:border-primary focus:outline-none focus:ring-2 focus:ring-primary/30 dark:bg-gray-800 dark:text-gray-100 dark:placeholder:text-gray-400',
        invalid ? 'border-red-600 dark:border-red-400' : 'border-gray-300 dark:border-gray-600',
        className,
      )}
      {...rest}
    />
  )
}
