import { useState, type InputHTMLAttributes, type ReactNode, type Ref } from 'react'
import { CONTROL_HEIGHT, type ControlSize } from './constants'
import { cx } from './cx'
import { EyeIcon, EyeOffIcon } from './icons'

export interface InputProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'size' | 'prefix'> {
  size?: ControlSize
  invalid?: boolean
  prefix?: ReactNode
  suffix?: ReactNode
  ref?: Ref<HTMLInputElement>
}

export const inputClass = (size: ControlSize, invalid?: boolean) =>
  cx(
    'w-full rounded-md border bg-white px-3 text-sm text-gray-900 placeholder:text-gray-500 transition-colors',
    'focus:border-primary focus:outline-none focus:ring-2 focus:ring-primary/30',
    'disabled:cursor-not-allowed disabled:bg-gray-100 dark:bg-gray-800 dark:text-gray-100 dark:placeholder:text-gray-400 dark:disabled:bg-gray-700',
    invalid ? 'border-red-600 dark:border-red-400' : 'border-gray-300 dark:border-gray-600',
    CONTROL_HEIGHT[size],
  )

export function Input({ size = 'md', invalid, prefix, suffix, className, ...rest }: InputProps) {
  const input = (
    <input
      aria-invalid={invalid || undefined}
      className={cx(inputClass(size, invalid), prefix ? 'ps-9' : undefined, suffix ? 'pe-10' : undefined, className)}
      {...rest}
    />
  )
  if (!prefix && !suffix) return input
  return (
    <div className="relative">
      {prefix && (
        <span className="pointer-events-none absolute inset-y-0 start-0 flex items-center ps-3 text-gray-500 dark:text-gray-400">
          {prefix}
        </span>
      )}
      {input}
      {suffix && <span className="absolute inset-y-0 end-0 flex items-center pe-2 text-gray-500 dark:text-gray-400">{suffix}</span>}
    </div>
  )
}

/**
 * Where a secret is typed (a password, a portal password): hidden by default, with a
 * labelled toggle that shows it (its name stays "Show password", its state is
 * aria-pressed). `autoComplete` defaults to "new-password", so a browser never fills a
 * saved sign-in password into a setup's portal password; the sign-in form says
 * "current-password".
 */
export function PasswordInput({ autoComplete = 'new-password', ...props }: Omit<InputProps, 'type' | 'suffix'>) {
  const [shown, setShown] = useState(false)
  const Icon = shown ? EyeOffIcon : EyeIcon
  return (
    <Input
      {...props}
      autoComplete={autoComplete}
      type={shown ? 'text' : 'password'}
      suffix={
        <button
          type="button"
          className={cx(
            'rounded p-1 hover:text-gray-900 focus-visible:outline-2 focus-visible:outline-primary dark:hover:text-white',
            shown ? 'text-primary-text' : 'text-gray-600 dark:text-gray-300',
          )}
          aria-label="Show password"
          aria-pressed={shown}
          onClick={() => setShown((s) => !s)}
        >
          <Icon size={18} />
        </button>
      }
    />
  )
}
