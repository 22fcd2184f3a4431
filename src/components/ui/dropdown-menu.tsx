import { FloatingFocusManager, FloatingList, useInteractions, useListItem, useListNavigation, type Placement } from '@floating-ui/react'
import { useLayoutEffect, useRef, useState, type KeyboardEvent, type ReactNode } from 'react'
import { DROPDOWN } from './constants'
import { Menu } from './dropdown-context'
import { PopoverPortal, usePopover } from './use-popover'

/** How a menu was opened decides where focus goes: the first (or last) item from the keyboard, the menu from a pointer. */
export type OpenedBy = 'pointer' | 'first' | 'last'

/** The open menu, positioned at its button; unmounting it returns focus to the button. */
export function DropdownMenu({
  reference,
  openedBy,
  onClose,
  placement,
  id,
  labelledBy,
  children,
}: {
  reference: HTMLElement
  openedBy: OpenedBy
  onClose: () => void
  placement: Placement
  id: string
  labelledBy: string
  children: ReactNode
}) {
  const [activeIndex, setActiveIndex] = useState<number | null>(null)
  const elementsRef = useRef<Array<HTMLElement | null>>([])
  const { refs, floatingStyles, context, dismiss } = usePopover({
    open: true,
    onOpenChange: (open) => {
      if (!open) onClose()
    },
    reference,
    placement,
    gap: 6,
    fitHeight: true,
  })
  const { getFloatingProps, getItemProps } = useInteractions([
    dismiss,
    useListNavigation(context, {
      listRef: elementsRef,
      activeIndex,
      onNavigate: setActiveIndex,
      loop: true,
      focusItemOnOpen: openedBy === 'first',
    }),
  ])
  // ArrowUp opens on the last item that can be chosen, once the items have registered
  // (they do so after their first layout, as floating-ui's own opening waits for them).
  useLayoutEffect(() => {
    if (openedBy !== 'last') return
    let frame = 0
    const pickLast = (tries: number) => {
      const items = elementsRef.current
      for (let i = items.length - 1; i >= 0; i--) {
        if (items[i] && items[i]!.getAttribute('aria-disabled') !== 'true') return setActiveIndex(i)
      }
      if (tries > 0) frame = requestAnimationFrame(() => pickLast(tries - 1))
    }
    queueMicrotask(() => pickLast(2))
    return () => cancelAnimationFrame(frame)
  }, [openedBy])
  // In the one portal, above every table cell and sticky column (a row menu drawn in its
  // row went under the next rows' pinned cells, issue 19). Tab closes the menu (the menu
  // button pattern) from its button: focus goes back to the button before the browser
  // moves it, so Tab lands on the control after the button and Shift+Tab on the one
  // before. No focus guards: theirs are focusable and aria-hidden, which axe refuses.
  const leaveByTab = (event: KeyboardEvent) => {
    // Leaving the menu closes it (floating-ui's close on focus out).
    if (event.key === 'Tab') reference.focus()
  }
  return (
    <PopoverPortal preserveTabOrder={false}>
      <FloatingFocusManager context={context} modal={false} initialFocus={0} guards={false}>
        <div
          ref={refs.setFloating}
          style={{ ...floatingStyles, maxHeight: DROPDOWN.maxMenuHeight }}
          className="overflow-y-auto rounded-md border border-gray-200 bg-white py-1 shadow-lg outline-none dark:border-gray-700 dark:bg-gray-800"
          {...getFloatingProps({ onKeyDown: leaveByTab })}
          id={id}
          role="menu"
          aria-labelledby={labelledBy}
        >
          <Menu.Provider value={{ activeIndex, getItemProps, close: onClose, useListItem }}>
            <FloatingList elementsRef={elementsRef}>{children}</FloatingList>
          </Menu.Provider>
        </div>
      </FloatingFocusManager>
    </PopoverPortal>
  )
}
