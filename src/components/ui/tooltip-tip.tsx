import { useInteractions, useTransitionStyles, type Placement } from '@floating-ui/react'
import type { ReactNode } from 'react'
import { TOOLTIP_FADE_MS } from './constants'
import { PopoverPortal, usePopover } from './use-popover'

export interface TooltipTipProps {
  reference: Element
  open: boolean
  onOpenChange: (open: boolean) => void
  placement: Placement
  /** Its id: the trigger's aria-describedby while it is shown. */
  id: string
  children: ReactNode
}

/** A Tooltip's tip, fading in and out (so it stays drawn, hidden, once it has been shown). */
export function TooltipTip({ reference, open, onOpenChange, placement, id, children }: TooltipTipProps) {
  const { refs, floatingStyles, context, dismiss } = usePopover({ open, onOpenChange, reference, placement, gap: 6 })
  const { getFloatingProps } = useInteractions([dismiss])
  const { isMounted, styles } = useTransitionStyles(context, { duration: TOOLTIP_FADE_MS })
  if (!isMounted) return null
  return (
    <PopoverPortal>
      <div
        ref={refs.setFloating}
        id={id}
        role="tooltip"
        style={{ ...floatingStyles, ...styles }}
        className="max-w-xs rounded-md bg-gray-900 px-2.5 py-1.5 text-xs font-medium text-white shadow-lg dark:bg-gray-100 dark:text-gray-900"
        {...getFloatingProps()}
      >
        {children}
      </div>
    </PopoverPortal>
  )
}
