import { useFocus, useHover, useInteractions, useMergeRefs, useRole, useTransitionStyles, type Placement } from '@floating-ui/react'
import { cloneElement, useState, type ReactElement, type ReactNode, type Ref } from 'react'
import { TOOLTIP_FADE_MS } from './constants'
import { PopoverPortal, usePopover } from './use-popover'

export interface TooltipProps {
  content: ReactNode
  placement?: Placement
  /** One focusable element; it gets aria-describedby pointing at the tooltip. */
  children: ReactElement<{ ref?: Ref<HTMLElement> }>
  /** Never shown (the child stays as it is): a cut cell whose text now fits has nothing to add. */
  disabled?: boolean
}

/** Shown on hover and keyboard focus, hidden on Escape; fades in 0.15 s (SPEC.md section 9). */
export function Tooltip({ content, placement = 'top', children, disabled = false }: TooltipProps) {
  const [wish, setOpen] = useState(false)
  const open = wish && !disabled
  const { refs, floatingStyles, context, dismiss } = usePopover({ open, onOpenChange: setOpen, placement, gap: 6 })
  const { getReferenceProps, getFloatingProps } = useInteractions([
    useHover(context, { move: false, enabled: !disabled }),
    useFocus(context, { enabled: !disabled }),
    dismiss,
    useRole(context, { role: 'tooltip', enabled: !disabled }),
  ])
  const { isMounted, styles } = useTransitionStyles(context, { duration: TOOLTIP_FADE_MS })
  const ref = useMergeRefs([refs.setReference, children.props.ref])
  return (
    <>
      {cloneElement(children, getReferenceProps({ ...children.props, ref }) as Record<string, unknown>)}
      {isMounted && (
        <PopoverPortal>
          <div
            ref={refs.setFloating}
            style={{ ...floatingStyles, ...styles }}
            className="max-w-xs rounded-md bg-gray-900 px-2.5 py-1.5 text-xs font-medium text-white shadow-lg dark:bg-gray-100 dark:text-gray-900"
            {...getFloatingProps()}
          >
            {content}
          </div>
        </PopoverPortal>
      )}
    </>
  )
}
