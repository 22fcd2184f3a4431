import { useContext, useEffect, useState } from 'react'
import { Button, type ButtonProps } from './Button'
import { usePopups } from './lazy-popups'
import { Guard, InFrame, OverlayContent, type OverlayProps } from './overlay-parts'

export { OverlayContent, type OverlayProps } from './overlay-parts'

/**
 * Marks the overlay this is drawn in as holding unsaved changes while `changed`: then
 * Escape, the close button, a press on the backdrop and Cancel ask "Discard changes?"
 * before closing (issue 19). Outside an overlay (a full-page form) it does nothing.
 */
export function useUnsavedChanges(changed: boolean) {
  const guard = useContext(Guard)
  const [key] = useState(() => ({}))
  useEffect(() => {
    guard?.setChanged(key, changed)
    return () => guard?.setChanged(key, false)
  }, [guard, key, changed])
}

/** useUnsavedChanges for a form drawn by hand inside a Dialog or Drawer (the hook needs to be inside the overlay). */
export function UnsavedChanges({ when }: { when: boolean }) {
  useUnsavedChanges(when)
  return null
}

/** A footer's Cancel: closes the overlay it is drawn in, asking first when a form in it has unsaved changes. */
export function CancelButton({ children = 'Cancel', onClick, ...props }: ButtonProps) {
  const guard = useContext(Guard)
  return (
    <Button {...props} onClick={guard ? () => guard.requestClose() : onClick}>
      {children}
    </Button>
  )
}

/**
 * The one modal surface behind Dialog and Drawer: portal, backdrop, focus trapped and
 * restored, Escape (when it is the innermost popup) and backdrop click close, exit
 * transition before unmount, and "Discard changes?" before closing over unsaved changes
 * (ui/overlay-surface.tsx, loaded with the popups on the first opening: ui/lazy-popups.tsx).
 * Inside a frame it is the frame's content: same title and close, one surface that stays put.
 */
export function Overlay(props: OverlayProps) {
  const framed = useContext(InFrame)
  if (!framed) return <LazyOverlaySurface {...props} />
  // What this overlay holds may open overlays of its own, which are real ones again.
  return (
    <InFrame.Provider value={false}>
      <OverlayContent footer={props.footer}>{props.children}</OverlayContent>
    </InFrame.Provider>
  )
}

/** Once loaded, the surface stays drawn while closed: it runs its own exit transition. */
function LazyOverlaySurface(props: OverlayProps) {
  const popups = usePopups(props.isOpen)
  return popups ? <popups.OverlaySurface {...props} /> : null
}
