import { FloatingFocusManager, FloatingList, useInteractions, useListItem, useListNavigation, type Placement } from '@floating-ui/react'
import {
  cloneElement,
  createContext,
  useCallback,
  isValidElement,
  useContext,
  useId,
  useLayoutEffect,
  useRef,
  useState,
  type HTMLProps,
  type KeyboardEvent,
  type MouseEvent,
  type ReactElement,
  type ReactNode,
} from 'react'
import { DROPDOWN } from './constants'
import { cx } from './cx'
import { PopoverPortal, usePopover } from './use-popover'

interface MenuContext {
  activeIndex: number | null
  getItemProps: (props?: HTMLProps<HTMLElement>) => Record<string, unknown>
  close: () => void
}
const Ctx = createContext<MenuContext | null>(null)

export interface DropdownProps {
  /**
   * Accessible name of the trigger ("User menu", "More for Pune branch"). With a `title`
   * it must start with the title's text ("More" / "More for Pune branch"), as speech
   * users say what they see.
   */
  label: string
  /**
   * Content of the trigger button (a name and an avatar); the label is read after it,
   * so the accessible name holds the visible text ("Asha Rao, User menu").
   */
  renderTitle?: ReactNode
  title?: ReactNode
  /** A custom trigger (an avatar, an icon button): spread the props onto one button. */
  trigger?: (props: DropdownTriggerProps) => ReactElement
  placement?: Placement
  children: ReactNode
}

export type DropdownTriggerProps = Record<string, unknown> & { ref: (node: HTMLElement | null) => void; 'aria-label': string }

type OpenedBy = 'pointer' | 'first' | 'last'

/**
 * A menu button: Enter/Space/ArrowDown open, arrows move, Home/End jump, Escape closes and returns focus.
 * Closed, it is only its button: the positioning, dismissal and list-navigation hooks mount
 * with the open menu, so a table with a menu on each of 200 rows stays cheap to render (issue 10).
 */
export function Dropdown({ label, renderTitle, title, trigger, placement = 'bottom-start', children }: DropdownProps) {
  // How it was opened decides where focus goes: the first (or last) item from the keyboard, the menu from a pointer.
  const [openedBy, setOpenedBy] = useState<OpenedBy | null>(null)
  // A ref, not state: a state set by every trigger's mount would draw each row's menu button twice.
  const referenceRef = useRef<HTMLElement | null>(null)
  const setReference = useCallback((node: HTMLElement | null) => {
    referenceRef.current = node
  }, [])
  const id = useId()
  const triggerId = `${id}trigger`
  const menuId = `${id}menu`
  const open = openedBy !== null
  const referenceProps = {
    id: triggerId,
    'aria-haspopup': 'menu' as const,
    'aria-expanded': open,
    'aria-controls': open ? menuId : undefined,
    // A click the keyboard made (Enter, Space) has no pointer detail.
    onClick: (event: MouseEvent) => setOpenedBy(open ? null : event.detail === 0 ? 'first' : 'pointer'),
    onKeyDown: (event: KeyboardEvent) => {
      if (open || (event.key !== 'ArrowDown' && event.key !== 'ArrowUp')) return
      event.preventDefault()
      setOpenedBy(event.key === 'ArrowDown' ? 'first' : 'last')
    },
  }
  return (
    <>
      {trigger ? (
        trigger({ ...referenceProps, ref: setReference, 'aria-label': label })
      ) : (
        <button
          ref={setReference}
          type="button"
          aria-label={renderTitle ? undefined : label}
          className="inline-flex items-center gap-2 rounded-md px-2 py-1 text-sm font-medium text-gray-700 hover:bg-gray-100 focus-visible:outline-2 focus-visible:outline-primary dark:text-gray-200 dark:hover:bg-gray-700"
          {...referenceProps}
        >
          {renderTitle ? (
            <>
              {renderTitle}
              <span className="sr-only">, {label}</span>
            </>
          ) : (
            (title ?? label)
          )}
        </button>
      )}
      {openedBy && referenceRef.current && (
        <DropdownMenu
          reference={referenceRef.current}
          openedBy={openedBy}
          onClose={() => setOpenedBy(null)}
          placement={placement}
          id={menuId}
          labelledBy={triggerId}
        >
          {children}
        </DropdownMenu>
      )}
    </>
  )
}

/** The open menu, positioned at its button; unmounting it returns focus to the button. */
function DropdownMenu({
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
          <Ctx.Provider value={{ activeIndex, getItemProps, close: onClose }}>
            <FloatingList elementsRef={elementsRef}>{children}</FloatingList>
          </Ctx.Provider>
        </div>
      </FloatingFocusManager>
    </PopoverPortal>
  )
}

export interface DropdownItemProps {
  onSelect?: () => void
  disabled?: boolean
  /** Render the single child (e.g. a router Link) as the item instead of a button. */
  asChild?: boolean
  children: ReactNode
}

export function DropdownItem({ onSelect, disabled, asChild, children }: DropdownItemProps) {
  const menu = useContext(Ctx)
  const { ref, index } = useListItem()
  if (!menu) throw new Error('DropdownItem must be inside a Dropdown')
  const active = menu.activeIndex === index
  const props = {
    ref,
    role: 'menuitem',
    tabIndex: active ? 0 : -1,
    'aria-disabled': disabled || undefined,
    className: cx(
      'flex w-full items-center gap-2 px-3 py-2 text-start text-sm text-gray-800 outline-none dark:text-gray-100',
      active && 'bg-gray-100 dark:bg-gray-700',
      disabled ? 'cursor-not-allowed opacity-60' : 'cursor-pointer',
    ),
    ...menu.getItemProps({
      onClick: () => {
        if (disabled) return
        onSelect?.()
        menu.close()
      },
    }),
  }
  if (asChild && isValidElement(children)) return cloneElement(children as ReactElement<Record<string, unknown>>, props)
  return (
    <button type="button" {...props}>
      {children}
    </button>
  )
}

Dropdown.Item = DropdownItem
