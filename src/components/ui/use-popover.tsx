import {
  autoUpdate,
  flip,
  FloatingPortal,
  offset,
  shift,
  size,
  useDismiss,
  useFloating,
  type ElementProps,
  type FloatingContext,
  type Placement,
  type UseFloatingReturn,
} from '@floating-ui/react'
import type { CSSProperties, ReactNode } from 'react'
import { DROPDOWN } from './constants'
import { useEscapeLayer } from './escape-stack'
import { usePopoverLayer } from './layers'

export interface PopoverOptions {
  open: boolean
  onOpenChange: (open: boolean) => void
  placement?: Placement
  /** Space between the control and the popup, px. */
  gap?: number
  /** The element it is attached to, when it is not set through `refs.setReference`. */
  reference?: Element | null
  /** A list under its control: as wide as the control, 140–300 px tall (SPEC.md section 9's dropdown). */
  fitReference?: boolean
  /** A menu: never taller than the room there is (a long one scrolls inside). */
  fitHeight?: boolean
  /** Pressing outside closes it (default); a list that closes on its control's blur says false. */
  closeOnOutsidePress?: boolean
}

export interface Popover {
  refs: UseFloatingReturn['refs']
  context: FloatingContext
  /** Position and stacking layer of the popup: spread into its `style`. */
  floatingStyles: CSSProperties
  /** Outside press closes it: give to `useInteractions` with the component's own interactions. */
  dismiss: ElementProps
}

/**
 * The kit's one way to float something at a control (menus, lists, date and month
 * pickers, tooltips): positioned with Floating UI, kept in view (flip, shift), drawn in
 * the one portal at the popover layer of its surface (ui/layers.ts) so no table cell,
 * sticky column or drawer can cover it, and closed by Escape only when it is the
 * innermost popup (ui/escape-stack.ts).
 */
export function usePopover({
  open,
  onOpenChange,
  placement = 'bottom-start',
  gap = 4,
  reference,
  fitReference = false,
  fitHeight = false,
  closeOnOutsidePress = true,
}: PopoverOptions): Popover {
  const zIndex = usePopoverLayer()
  const { refs, floatingStyles, context } = useFloating({
    open,
    onOpenChange,
    placement,
    ...(reference !== undefined && { elements: { reference } }),
    middleware: [
      offset(gap),
      flip(),
      shift({ padding: 8 }),
      fitReference &&
        size({
          // Like react-select: at most 300 px tall, never squeezed below 140 px; flip() opens it upwards when it does not fit below.
          apply({ rects, elements, availableHeight }) {
            elements.floating.style.width = `${rects.reference.width}px`
            elements.floating.style.maxHeight = `${Math.max(DROPDOWN.minMenuHeight, Math.min(DROPDOWN.maxMenuHeight, availableHeight))}px`
          },
        }),
      fitHeight &&
        !fitReference &&
        size({
          padding: 8,
          apply({ elements, availableHeight }) {
            elements.floating.style.maxHeight = `${Math.max(DROPDOWN.minMenuHeight, availableHeight)}px`
          },
        }),
    ],
    whileElementsMounted: autoUpdate,
  })
  // Escape is the stack's (innermost first); floating-ui's own Escape would close every open popup at once.
  const dismiss = useDismiss(context, { escapeKey: false, outsidePress: closeOnOutsidePress })
  useEscapeLayer(open, () => onOpenChange(false))
  return { refs, context, floatingStyles: { ...floatingStyles, zIndex }, dismiss }
}

/**
 * The one portal every popup is drawn in (inside a drawer, floating-ui nests it in the drawer's).
 * `preserveTabOrder` (floating-ui's focus guards around the portal) is for popups Tab may
 * enter; a popup that sends Tab back to its control itself (the menu) says false.
 */
export function PopoverPortal({ children, preserveTabOrder = true }: { children: ReactNode; preserveTabOrder?: boolean }) {
  return <FloatingPortal preserveTabOrder={preserveTabOrder}>{children}</FloatingPortal>
}
