import {
  FloatingFocusManager,
  FloatingOverlay,
  FloatingPortal,
  useDismiss,
  useFloating,
  useInteractions,
  useRole,
} from '@floating-ui/react'
import { useId, useMemo, useRef, useState, type ReactNode, type RefObject } from 'react'
import { Button } from './Button'
import { DIALOG } from './constants'
import { cx } from './cx'
import { useEscapeLayer } from './escape-stack'
import { SurfaceLayer, useOverlayLayer } from './layers'
import { Guard, InFrame, OverlayContent, type CloseGuard, type OverlayProps } from './overlay-parts'
import { usePresence } from './use-presence'

/** A question that interrupts (role alertdialog): its text describes it and focus starts on the safe answer. */
interface AlertProps {
  description: ReactNode
  safeButton: RefObject<HTMLButtonElement | null>
}

/** The open overlay of ui/Overlay.tsx, with Floating UI's portal, backdrop, dismissal and focus trap. */
export function OverlaySurface({
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
  alert,
}: OverlayProps & { alert?: AlertProps }) {
  const { mounted, visible } = usePresence(isOpen, closeDelayMs)
  const titleId = useId()
  const descriptionId = useId()
  const zIndex = useOverlayLayer()
  const [asking, setAsking] = useState(false)
  const changed = useRef(new Set<object>())
  const close = useRef(onClose)
  close.current = onClose
  const guard = useMemo<CloseGuard>(
    () => ({
      setChanged: (key, isChanged) => void (isChanged ? changed.current.add(key) : changed.current.delete(key)),
      requestClose: () => (changed.current.size > 0 ? setAsking(true) : close.current()),
    }),
    [],
  )
  const { refs, context } = useFloating({ open: isOpen, onOpenChange: (open) => !open && guard.requestClose() })
  const { getFloatingProps } = useInteractions([
    // Escape is the stack's, so a list open inside closes first; the backdrop waits while "Discard changes?" asks.
    useDismiss(context, { outsidePressEvent: 'mousedown', escapeKey: false, enabled: !asking }),
    useRole(context, { role: alert ? 'alertdialog' : 'dialog' }),
  ])
  useEscapeLayer(isOpen, guard.requestClose)
  if (!mounted) return null
  return (
    <FloatingPortal>
      <FloatingOverlay
        lockScroll
        className={containerClass}
        style={{
          backgroundColor: `rgb(0 0 0 / ${visible ? backdropOpacity : 0})`,
          transition: `background-color ${closeDelayMs}ms`,
          zIndex,
        }}
      >
        <FloatingFocusManager context={context} returnFocus initialFocus={alert?.safeButton}>
          <div
            ref={refs.setFloating}
            aria-labelledby={title ? titleId : undefined}
            aria-label={title ? undefined : label}
            aria-modal="true"
            aria-describedby={alert ? descriptionId : undefined}
            style={{ transitionDuration: `${closeDelayMs}ms`, ...panelStyle }}
            className={cx(
              'flex flex-col bg-white text-gray-800 shadow-xl outline-none transition-all dark:bg-gray-800 dark:text-gray-100',
              panelClass(visible),
            )}
            {...getFloatingProps()}
          >
            <SurfaceLayer value={zIndex}>
              <Guard.Provider value={guard}>
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
                    onClick={guard.requestClose}
                    className="h-8 w-8 rounded text-xl leading-none text-gray-600 hover:bg-gray-100 focus-visible:outline-2 focus-visible:outline-primary dark:text-gray-300 dark:hover:bg-gray-700"
                  >
                    ×
                  </button>
                </div>
                {frame ? (
                  <InFrame.Provider value>{children}</InFrame.Provider>
                ) : (
                  <OverlayContent footer={footer}>
                    {alert && <div id={descriptionId}>{alert.description}</div>}
                    {children}
                  </OverlayContent>
                )}
                {asking && (
                  <DiscardChanges
                    onKeep={() => setAsking(false)}
                    onDiscard={() => {
                      setAsking(false)
                      close.current()
                    }}
                  />
                )}
              </Guard.Provider>
            </SurfaceLayer>
          </div>
        </FloatingFocusManager>
      </FloatingOverlay>
    </FloatingPortal>
  )
}

/** The question before unsaved changes are thrown away; Escape (or the close button) keeps editing. */
function DiscardChanges({ onKeep, onDiscard }: { onKeep: () => void; onDiscard: () => void }) {
  const keep = useRef<HTMLButtonElement>(null)
  return (
    <OverlaySurface
      alert={{
        description: <p>The changes you made here have not been saved. Discard them, or keep editing?</p>,
        safeButton: keep,
      }}
      isOpen
      onClose={onKeep}
      title="Discard changes?"
      closeDelayMs={0}
      containerClass="grid place-items-center p-4"
      panelStyle={{ width: DIALOG.width, maxWidth: '100%' }}
      panelClass={() => 'max-h-[90vh] rounded-lg'}
      footer={
        <>
          <Button ref={keep} variant="solid" onClick={onKeep}>
            Keep editing
          </Button>
          <Button onClick={onDiscard}>Discard changes</Button>
        </>
      }
    />
  )
}
