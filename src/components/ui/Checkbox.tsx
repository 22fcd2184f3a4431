import { useEffect, useRef, type ReactNode } from 'react'
import { cx } from './cx'

export interface CheckboxProps {
  id?: string
  name?: string
  checked: boolean
  onChange: (checked: boolean) => void
  /** Visible label; without one pass aria-label. */
  label?: ReactNode
  'aria-label'?: string
  indeterminate?: boolean
  disabled?: boolean
  className?: string
}

export function Checkbox({ id, name, checked, onChange, label, indeterminate = false, disabled, className, ...aria }: CheckboxProps) {
  const ref = useRef<HTMLInputElement>(null)
  useEffect(() => {
    if (ref.current) ref.current.indeterminate = indeterminate
  }, [indeterminate])
  const box = (
    <input
      ref={ref}
      id={id}
      name={name}
      type="checkbox"
      checked={checked}
      disabled={disabled}
      aria-label={aria['aria-label']}
      onChange={(e) => onChange(e.target.checked)}
      className="h-4 w-4 shrink-0 cursor-pointer rounded border-gray-400 accent-[var(--primary)] focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-primary disabled:cursor-not-allowed"
    />
  )
  if (!label) return box
  return (
    <label
      className={cx(
        'inline-flex cursor-pointer items-center gap-2 text-sm text-gray-800 dark:text-gray-100',
        disabled && 'cursor-not-allowed opacity-60',
        className,
      )}
    >
      {box}
      {label}
    </label>
  )
}
