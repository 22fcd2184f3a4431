import type { ComponentProps } from 'react'
import { PopoverPortal, usePopover } from './use-popover'

export interface PopupListProps extends Omit<ComponentProps<'ul'>, 'ref' | 'style'> {
  /** The control it lists for: as wide as it, under it (or above when there is no room). */
  reference: Element
  /** Escape, when it is the innermost popup; leaving the control (its blur) is the control's own close. */
  onClose: () => void
}

/** The open list of a Select, floating at its control. */
export function PopupList({ reference, onClose, children, ...props }: PopupListProps) {
  const { refs, floatingStyles } = usePopover({
    open: true,
    onOpenChange: (open) => !open && onClose(),
    reference,
    fitReference: true,
    closeOnOutsidePress: false,
  })
  return (
    <PopoverPortal>
      <ul ref={refs.setFloating} style={floatingStyles} {...props}>
        {children}
      </ul>
    </PopoverPortal>
  )
}
