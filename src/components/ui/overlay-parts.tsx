import { createContext, type CSSProperties, type ReactNode } from 'react'

export interface OverlayProps {
  isOpen: boolean
  onClose: () => void
  title?: ReactNode
  /** Accessible name when there is no visible title. */
  label?: string
  closeDelayMs: number
  backdropOpacity?: number
  /** Classes of the overlay box for the open and closed states (its transition). */
  panelClass: (visible: boolean) => string
  panelStyle?: CSSProperties
  containerClass: string
  footer?: ReactNode
  children?: ReactNode
  /**
   * The children draw the body and footer themselves (OverlayContent, or an overlay of
   * their own, which then fills this one): a lazy drawer's frame (ui/LazyDrawer.tsx).
   */
  frame?: boolean
}

/** True directly inside a frame: the overlay rendered there fills it rather than opening a second one. */
export const InFrame = createContext(false)

/**
 * What the content of an overlay may ask of it: to hold it open while a form has changes
 * not saved yet, and to close the way its close button does.
 */
export interface CloseGuard {
  setChanged: (key: object, changed: boolean) => void
  requestClose: () => void
}
export const Guard = createContext<CloseGuard | null>(null)

/** An overlay's scrolling body and its footer. */
export function OverlayContent({ footer, children }: Pick<OverlayProps, 'footer' | 'children'>) {
  return (
    <>
      <div className="min-h-0 flex-1 overflow-y-auto px-6 py-5">{children}</div>
      {footer && <div className="flex justify-end gap-2 border-t border-gray-200 px-6 py-3 dark:border-gray-700">{footer}</div>}
    </>
  )
}
