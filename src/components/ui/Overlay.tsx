import {
  FloatingFocusManager,
  FloatingOverlay,
  FloatingPortal,
  useDismiss,
  useFloating,
  useInteractions,
  useRole,
} from '@floating-ui/react'
import { createContext, useContext, useId, type CSSProperties, type ReactNode } from 'react'
import { cx } from './cx'
import { usePresence } from './use-presence'

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
const InFrame = createContext(false)

/** An overlay's scrolling body and its footer. */
export function OverlayContent({ footer, children }: Pick<OverlayProps, 'footer' | 'children'>) {
  return (
    <>
      <div className="min-h-0 flex-1 overflow-y-auto px-6 py-5">{children}</div>
      {footer && <div className="flex justify-end gap-2 border-t border-gray-200 px-6 py-3 dark:border-gray-700">{footer}</div>}
    </>
  )
}

/**
 * The one modal surface behind Dialog and Drawer: portal, backdrop, focus trapped and
 * restored, Escape and backdrop click close, exit transition before unmount. Inside a
 * frame it is the frame's content: same title and close, one surface that stays put.
 */
export function Overlay(props: OverlayProps) {
  const framed = useContext(InFrame)
  if (!framed) return <OverlaySurface {...props} />
  // What this overlay holds may open overlays of its own, which are real ones again.
  return (
    <InFrame.Provider value={false}>
      <OverlayContent footer={props.footer}>{props.children}</OverlayContent>
    </InFrame.Provider>
  )
}

function OverlaySurface({
  isOpen,
  onClose,
  title,
  label,
  closeDelayMs,
  backdropOpacity = 0.5,
  panelClass,
  panelStyle,
  containerClass,
  footer,
  children,
  frame = false,
}: OverlayProps) {
  const { mounted, visible } = usePresence(isOpen, closeDelayMs)
  const titleId = useId()
  const { refs, context } = useFloating({ open: isOpen, onOpenChange: (open) => !open && onClose() })
  const { getFloatingProps } = useInteractions([
    useDismiss(context, { outsidePressEvent: 'mousedown' }),
    useRole(context, { role: 'dialog' }),
  ])
  if (!mounted) return null
  return (
    <FloatingPortal>
      <FloatingOverlay
        lockScroll
        className={containerClass}
        style={{
          backgroundColor: `rgb(0 0 0 / ${visible ? backdropOpacity : 0})`,
          transition: `background-color ${closeDelayMs}ms`,
          zIndex: 50,
        }}
      >
        <FloatingFocusManager context={context} returnFocus>
          <div
            ref={refs.setFloating}
            aria-labelledby={title ? titleId : undefined}
            aria-label={title ? undefined : label}
            aria-modal="true"
            style={{ transitionDuration: `${closeDelayMs}ms`, ...panelStyle }}
            className={cx(
              'flex flex-col bg-white text-gray-800 shadow-xl outline-none transition-all dark:bg-gray-800 dark:text-gray-100',
              panelClass(visible),
            )}
            {...getFloatingProps()}
          >
            <div className="flex items-center justify-between gap-4 border-b border-gray-200 px-6 py-4 dark:border-gray-700">
              {title ? (
                <h2 id={titleId} className="text-lg font-semibold text-gray-900 dark:text-white">
                  {title}
                </h2>
              ) : (
                <span />
              )}
              <button
                type="button"
                aria-label="Close"
                onClick={onClose}
                className="h-8 w-8 rounded text-xl leading-none text-gray-600 hover:bg-gray-100 focus-visible:outline-2 focus-visible:outline-primary dark:text-gray-300 dark:hover:bg-gray-700"
              >
                ×
              </button>
            </div>
            {frame ? <InFrame.Provider value>{children}</InFrame.Provider> : <OverlayContent footer={footer}>{children}</OverlayContent>}
          </div>
        </FloatingFocusManager>
      </FloatingOverlay>
    </FloatingPortal>
  )
}
