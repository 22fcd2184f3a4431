import { useEffect, useState, useSyncExternalStore, type ReactNode } from 'react'
import { createPortal } from 'react-dom'
import { ALERT_STYLE } from './Alert'
import { TOAST } from './constants'
import { cx } from './cx'

export type NotificationType = 'success' | 'info' | 'warning' | 'danger'
export type ToastPlacement = 'top-start' | 'top-center' | 'top-end' | 'bottom-start' | 'bottom-center' | 'bottom-end'

export interface NotifyOptions {
  type?: NotificationType
  title?: string
  content?: ReactNode
  closable?: boolean
  /** ms before it hides; 0 keeps it. Danger notifications always stay until closed. */
  duration?: number
  placement?: ToastPlacement
}

interface Item extends NotifyOptions {
  id: string
  closing: boolean
}

// A tiny external store so non-React code (the http error handler) can raise toasts.
let items: Item[] = []
let seq = 0
const listeners = new Set<() => void>()
const emit = () => listeners.forEach((l) => l())
const subscribe = (l: () => void) => {
  listeners.add(l)
  return () => void listeners.delete(l)
}

/** How long a notification of this type stays: danger persists (SPEC.md section 4). */
export function autoHideAfter(type: NotificationType = 'info', duration?: number): number | null {
  if (type === 'danger') return null
  const ms = duration ?? TOAST.autoHideMs
  return ms > 0 ? ms : null
}

export const toast = {
  push(opts: NotifyOptions): string {
    const id = `toast-${++seq}`
    items = [...items, { ...opts, id, closing: false }]
    emit()
    return id
  },
  /** Fades the toast out (0.15 s), then removes it 50 ms later. */
  remove(id: string) {
    if (!items.some((i) => i.id === id && !i.closing)) return
    items = items.map((i) => (i.id === id ? { ...i, closing: true } : i))
    emit()
    setTimeout(() => {
      items = items.filter((i) => i.id !== id)
      emit()
    }, TOAST.fadeMs + TOAST.removalMs)
  },
  clear() {
    items = []
    emit()
  },
}

const POSITION: Record<ToastPlacement, string> = {
  'top-start': 'top-0 start-0 items-start',
  'top-center': 'top-0 inset-x-0 items-center',
  'top-end': 'top-0 end-0 items-end',
  'bottom-start': 'bottom-0 start-0 items-start',
  'bottom-center': 'bottom-0 inset-x-0 items-center',
  'bottom-end': 'bottom-0 end-0 items-end',
}

function Toast({ item }: { item: Item }) {
  const { id, type = 'info', title, content, closable, duration, closing } = item
  const [entered, setEntered] = useState(false)
  useEffect(() => {
    const f = requestAnimationFrame(() => setEntered(true))
    return () => cancelAnimationFrame(f)
  }, [])
  useEffect(() => {
    const after = autoHideAfter(type, duration)
    if (after === null) return
    const t = setTimeout(() => toast.remove(id), after)
    return () => clearTimeout(t)
  }, [id, type, duration])
  return (
    <div
      role={type === 'danger' ? 'alert' : 'status'}
      style={{ width: TOAST.width, transition: `opacity ${TOAST.fadeMs}ms` }}
      className={cx(
        'pointer-events-auto flex max-w-[calc(100vw-2rem)] gap-3 rounded-lg border p-4 text-sm shadow-lg',
        ALERT_STYLE[type],
        entered && !closing ? 'opacity-100' : 'opacity-0',
      )}
    >
      <div className="min-w-0 flex-1">
        {title && <p className="font-semibold">{title}</p>}
        {content && <div className={title ? 'mt-1' : undefined}>{content}</div>}
      </div>
      {(closable || type === 'danger') && (
        <button
          type="button"
          aria-label="Close notification"
          onClick={() => toast.remove(id)}
          className="-m-1 h-7 w-7 shrink-0 rounded text-lg leading-none opacity-80 hover:opacity-100 focus-visible:outline-2 focus-visible:outline-current"
        >
          ×
        </button>
      )}
    </div>
  )
}

/**
 * Mount once at the app root. The toasts live in a live region placed directly in
 * <body> and present from the start: a modal dialog hides everything else from screen
 * readers (aria-hidden) but spares live regions that exist when it opens, so a toast
 * raised while a dialog is open is still announced.
 */
export function Toaster() {
  const list = useSyncExternalStore(
    subscribe,
    () => items,
    () => items,
  )
  const groups = new Map<ToastPlacement, Item[]>()
  for (const i of list) {
    const p = i.placement ?? TOAST.placement
    groups.set(p, [...(groups.get(p) ?? []), i])
  }
  return createPortal(
    <div aria-live="polite" data-toaster="">
      {[...groups].map(([placement, group]) => (
        <div
          key={placement}
          style={{ margin: TOAST.offsetY, marginInline: TOAST.offsetX }}
          className={cx('pointer-events-none fixed z-toast flex flex-col gap-3', POSITION[placement])}
        >
          {group.map((i) => (
            <Toast key={i.id} item={i} />
          ))}
        </div>
      ))}
    </div>,
    document.body,
  )
}
