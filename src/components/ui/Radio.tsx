import { useId, type ReactNode } from 'react'
import { cx } from './cx'
import { FieldError, RequiredMark } from './FormItem'

export interface RadioOption<V extends string> {
  value: V
  label: ReactNode
  disabled?: boolean
}

export interface RadioGroupProps<V extends string> {
  name: string
  /** Visible legend of the group. */
  label: ReactNode
  value: V | null
  onChange: (value: V) => void
  options: readonly RadioOption<V>[]
  vertical?: boolean
  disabled?: boolean
  /** Marked and announced as required; `error` is said under the group. */
  required?: boolean
  error?: string
}

const radioClass =
  'h-4 w-4 shrink-0 cursor-pointer accent-[var(--primary)] focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-primary disabled:cursor-not-allowed'

export interface RadioProps<V extends string> {
  name: string
  value: V
  checked: boolean
  onChange: (value: V) => void
  label: ReactNode
  disabled?: boolean
}

/** One native radio with its label; native radios give arrow-key movement within a name. */
export function Radio<V extends string>({ name, value, checked, onChange, label, disabled }: RadioProps<V>) {
  return (
    <label
      className={cx(
        'inline-flex cursor-pointer items-center gap-2 text-sm text-gray-800 dark:text-gray-100',
        disabled && 'cursor-not-allowed opacity-60',
      )}
    >
      <input
        type="radio"
        name={name}
        value={value}
        checked={checked}
        disabled={disabled}
        onChange={() => onChange(value)}
        className={radioClass}
      />
      {label}
    </label>
  )
}

export function RadioGroup<V extends string>({
  name,
  label,
  value,
  onChange,
  options,
  vertical,
  disabled,
  required,
  error,
}: RadioGroupProps<V>) {
  const errorId = `${useId()}-error`
  return (
    <fieldset
      disabled={disabled}
      role="radiogroup"
      aria-required={required || undefined}
      aria-invalid={error ? true : undefined}
      aria-describedby={error ? errorId : undefined}
    >
      <legend className="mb-1.5 text-sm font-semibold text-gray-800 dark:text-gray-100">
        {label}
        {required && <RequiredMark />}
      </legend>
      <div className={cx('flex gap-4', vertical && 'flex-col gap-2')}>
        {options.map((o) => (
          <Radio
            key={o.value}
            name={name}
            value={o.value}
            checked={value === o.value}
            onChange={onChange}
            label={o.label}
            disabled={o.disabled}
          />
        ))}
      </div>
      {error && <FieldError id={errorId}>{error}</FieldError>}
    </fieldset>
  )
}
