import { FloatingFocusManager, useInteractions } from '@floating-ui/react'
import type { ComponentProps } from 'react'
import { PopoverPortal, usePopover } from './use-popover'

export interface PopupDialogProps extends Omit<ComponentProps<'div'>, 'ref' | 'style'> {
  /** The control it opened from: it floats there, presses on it are not outside, and focus returns to it. */
  reference: Element
  onClose: () => void
  /** Floating UI's: the index of the tabbable element focused on opening (-1: none, the popup focuses its own). */
  initialFocus?: number
}

/**
 * An open, non-modal popup dialog at its control (the date, month and year pickers' grids,
 * ShowAll's whole text): focus moves in and returns on close; Escape (when innermost) and
 * a press outside close it.
 */
export function PopupDialog({ reference, onClose, initialFocus, children, ...props }: PopupDialogProps) {
  const { refs, floatingStyles, context, dismiss } = usePopover({ open: true, onOpenChange: (open) => !open && onClose(), reference })
  const { getFloatingProps } = useInteractions([dismiss])
  return (
    <PopoverPortal>
      <FloatingFocusManager context={context} modal={false} initialFocus={initialFocus}>
        <div ref={refs.setFloating} role="dialog" style={floatingStyles} {...getFloatingProps(props)}>
          {children}
        </div>
      </FloatingFocusManager>
    </PopoverPortal>
  )
}
