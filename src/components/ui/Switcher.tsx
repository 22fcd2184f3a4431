import { cx } from './cx'

export interface SwitcherProps {
  checked: boolean
  onChange: (checked: boolean) => void
  /** Visible label (also the accessible name). */
  label: string
  disabled?: boolean
  id?: string
}

export function Switcher({ checked, onChange, label, disabled, id }: SwitcherProps) {
  return (
    <label className={cx('inline-flex items-center gap-3 text-sm', disabled ? 'cursor-not-allowed opacity-60' : 'cursor-pointer')}>
      <button
        id={id}
        type="button"
        role="switch"
        aria-checked={checked}
        disabled={disabled}
        onClick={() => onChange(!checked)}
        className={cx(
          'relative h-6 w-11 shrink-0 rounded-full transition-colors focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-primary',
          checked ? 'bg-primary' : 'bg-gray-400 dark:bg-gray-500',
        )}
      >
        <span
          className={cx(
            'absolute top-0.5 start-0.5 h-5 w-5 rounded-full bg-white shadow transition-transform',
            checked && 'translate-x-5 rtl:-translate-x-5',
          )}
        />
      </button>
      <span className="text-gray-800 dark:text-gray-100">{label}</span>
    </label>
  )
}
