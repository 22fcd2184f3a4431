import { cx } from './cx'

export interface SpinnerProps {
  size?: number
  className?: string
  /** Announced to screen readers; omit when a surrounding element already says it. */
  label?: string
}

export function Spinner({ size = 20, className, label }: SpinnerProps) {
  return (
    <span role={label ? 'status' : undefined} className={cx('inline-flex items-center', className)}>
      <svg
        className="animate-spin motion-reduce:[animation-duration:2.5s]"
        width={size}
        height={size}
        viewBox="0 0 24 24"
        fill="none"
        aria-hidden="true"
      >
        <circle cx="12" cy="12" r="10" stroke="currentColor" strokeOpacity="0.25" strokeWidth="4" />
        <path d="M22 12a10 10 0 0 0-10-10" stroke="currentColor" strokeWidth="4" strokeLinecap="round" />
      </svg>
      {label && <span className="sr-only">{label}</span>}
    </span>
  )
}
