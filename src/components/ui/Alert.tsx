import { useEffect, useState, type ReactNode } from 'react'
import { ALERT } from './constants'
import { cx } from './cx'

export type AlertType = 'success' | 'danger' | 'info' | 'warning'

export interface AlertProps {
  type?: AlertType
  title?: ReactNode
  children?: ReactNode
  closable?: boolean
  /** Hide by itself after 3000 ms (SPEC.md section 9). */
  autoClose?: boolean
  onClose?: () => void
  className?: string
}

export const ALERT_STYLE: Record<AlertType, string> = {
  success: 'bg-emerald-50 text-emerald-900 border-emerald-300 dark:bg-emerald-950 dark:text-emerald-100 dark:border-emerald-800',
  danger: 'bg-red-50 text-red-900 border-red-300 dark:bg-red-950 dark:text-red-100 dark:border-red-800',
  info: 'bg-sky-50 text-sky-900 border-sky-300 dark:bg-sky-950 dark:text-sky-100 dark:border-sky-800',
  warning: 'bg-amber-50 text-amber-900 border-amber-300 dark:bg-amber-950 dark:text-amber-100 dark:border-amber-800',
}

/** Shows, fades (0.25 s) and hides; danger and warning are announced as alerts. */
export function Alert({ type = 'warning', title, children, closable, autoClose, onClose, className }: AlertProps) {
  const [phase, setPhase] = useState<'shown' | 'fading' | 'hidden'>('shown')
  useEffect(() => {
    if (!autoClose) return
    const t = setTimeout(() => setPhase('fading'), ALERT.autoCloseMs)
    return () => clearTimeout(t)
  }, [autoClose])
  useEffect(() => {
    if (phase !== 'fading') return
    const t = setTimeout(() => {
      setPhase('hidden')
      onClose?.()
    }, ALERT.fadeMs)
    return () => clearTimeout(t)
  }, [phase, onClose])
  if (phase === 'hidden') return null
  return (
    <div
      role={type === 'danger' || type === 'warning' ? 'alert' : 'status'}
      style={{ transition: `opacity ${ALERT.fadeMs}ms` }}
      className={cx('flex gap-3 rounded-md border px-4 py-3 text-sm', ALERT_STYLE[type], phase === 'fading' && 'opacity-0', className)}
    >
      <div className="min-w-0 flex-1">
        {title && <p className="font-semibold">{title}</p>}
        {children && <div className={title ? 'mt-1' : undefined}>{children}</div>}
      </div>
      {closable && (
        <button
          type="button"
          aria-label="Close"
          onClick={() => setPhase('fading')}
          className="-m-1 h-7 w-7 shrink-0 rounded text-lg leading-none opacity-80 hover:opacity-100 focus-visible:outline-2 focus-visible:outline-current"
        >
          ×
        </button>
      )}
    </div>
  )
}
