import type { Placement } from '@floating-ui/react'
import {
  cloneElement,
  useCallback,
  useId,
  useRef,
  useState,
  type FocusEvent,
  type MouseEvent,
  type ReactElement,
  type ReactNode,
  type Ref,
} from 'react'
import { usePopups } from './lazy-popups'

export interface TooltipProps {
  content: ReactNode
  placement?: Placement
  /** One focusable element; it gets aria-describedby pointing at the tooltip. */
  children: ReactElement<TriggerProps>
  /** Never shown (the child stays as it is): a cut cell whose text now fits has nothing to add. */
  disabled?: boolean
}

type TriggerProps = {
  ref?: Ref<HTMLElement>
  onMouseEnter?: (event: MouseEvent<HTMLElement>) => void
  onMouseLeave?: (event: MouseEvent<HTMLElement>) => void
  onFocus?: (event: FocusEvent<HTMLElement>) => void
  onBlur?: (event: FocusEvent<HTMLElement>) => void
}

/**
 * Focus the keyboard moved (not a click's): as Floating UI's useFocus, only that shows a
 * tooltip; and as there, jsdom (which knows no focus modality) counts every focus.
 */
function focusVisible(element: Element) {
  if (navigator.userAgent.includes('jsdom')) return true
  try {
    return element.matches(':focus-visible')
  } catch {
    return true
  }
}

/**
 * Shown on hover and keyboard focus, hidden on Escape; fades in 0.15 s (SPEC.md section 9).
 * Its trigger needs no Floating UI: the tip (ui/tooltip-tip.tsx) loads with the popups on the
 * first showing (ui/lazy-popups.tsx), so a shell with a tooltip on every menu item draws
 * without it.
 */
export function Tooltip({ content, placement = 'top', children, disabled = false }: TooltipProps) {
  const [wish, setOpen] = useState(false)
  const open = wish && !disabled
  // Once shown, the tip stays drawn so that it fades out.
  const [shown, setShown] = useState(false)
  if (open && !shown) setShown(true)
  const popups = usePopups(open)
  const tipId = useId()
  const referenceRef = useRef<HTMLElement | null>(null)
  const own = children.props
  const ownRef = own.ref
  const ref = useCallback(
    (node: HTMLElement | null) => {
      referenceRef.current = node
      if (typeof ownRef === 'function') ownRef(node)
      else if (ownRef) ownRef.current = node
    },
    [ownRef],
  )
  const trigger = disabled
    ? { ref }
    : {
        ref,
        'aria-describedby': open ? tipId : undefined,
        onMouseEnter: (event: MouseEvent<HTMLElement>) => {
          own.onMouseEnter?.(event)
          setOpen(true)
        },
        onMouseLeave: (event: MouseEvent<HTMLElement>) => {
          own.onMouseLeave?.(event)
          setOpen(false)
        },
        onFocus: (event: FocusEvent<HTMLElement>) => {
          own.onFocus?.(event)
          if (focusVisible(event.currentTarget)) setOpen(true)
        },
        onBlur: (event: FocusEvent<HTMLElement>) => {
          own.onBlur?.(event)
          setOpen(false)
        },
      }
  return (
    <>
      {cloneElement(children, trigger)}
      {shown && popups && referenceRef.current && (
        <popups.TooltipTip reference={referenceRef.current} open={open} onOpenChange={setOpen} placement={placement} id={tipId}>
          {content}
        </popups.TooltipTip>
      )}
    </>
  )
}
