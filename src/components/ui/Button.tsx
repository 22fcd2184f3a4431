import type { ButtonHTMLAttributes, ReactNode, Ref } from 'react'
import { CONTROL_HEIGHT, type ControlSize } from './constants'
import { cx } from './cx'
import { Spinner } from './Spinner'

export type ButtonVariant = 'solid' | 'default' | 'plain' | 'twoTone'

export interface ButtonProps extends ButtonHTMLAttributes<HTMLButtonElement> {
  variant?: ButtonVariant
  size?: ControlSize
  loading?: boolean
  icon?: ReactNode
  block?: boolean
  ref?: Ref<HTMLButtonElement>
}

const PADDING: Record<ControlSize, string> = { xs: 'px-2 text-xs', sm: 'px-3 text-sm', md: 'px-4 text-sm', lg: 'px-6 text-base' }
const ICON_ONLY: Record<ControlSize, string> = { xs: 'w-7', sm: 'w-9', md: 'w-11', lg: 'w-14' }

const VARIANT: Record<ButtonVariant, string> = {
  solid: 'bg-primary text-primary-contrast hover:bg-primary-hover border border-transparent',
  default:
    'bg-white text-gray-700 border border-gray-300 hover:bg-gray-50 dark:bg-gray-800 dark:text-gray-100 dark:border-gray-600 dark:hover:bg-gray-700',
  plain: 'bg-transparent text-gray-700 border border-transparent hover:bg-gray-100 dark:text-gray-200 dark:hover:bg-gray-700',
  twoTone: 'bg-primary-subtle text-primary border border-transparent hover:brightness-95 dark:text-gray-100',
}

/**
 * A button's look, for a link that acts as one of a row of buttons (the due list's "Rule"
 * beside the statutory items' "Rule" buttons): one look for one action, whatever it opens.
 */
export function buttonClass({
  variant = 'default',
  size = 'md',
  iconOnly = false,
  block = false,
  className,
}: { variant?: ButtonVariant; size?: ControlSize; iconOnly?: boolean; block?: boolean; className?: string } = {}) {
  return cx(
    // A control of fixed height keeps its label on one line (a wrapped one spilled out of it: "Mark read" at 1366 px).
    'inline-flex shrink-0 select-none items-center justify-center gap-2 whitespace-nowrap rounded-md font-semibold transition-colors',
    'focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-primary',
    'disabled:cursor-not-allowed disabled:opacity-60',
    CONTROL_HEIGHT[size],
    iconOnly ? ICON_ONLY[size] : PADDING[size],
    VARIANT[variant],
    block && 'w-full',
    className,
  )
}

export function Button({
  variant = 'default',
  size = 'md',
  loading = false,
  icon,
  block,
  className,
  children,
  disabled,
  type = 'button',
  ...rest
}: ButtonProps) {
  return (
    <button
      type={type}
      disabled={disabled || loading}
      aria-busy={loading || undefined}
      className={buttonClass({ variant, size, iconOnly: Boolean(icon) && !children, block, className })}
      {...rest}
    >
      {loading ? <Spinner size={16} /> : icon}
      {children}
    </button>
  )
}
