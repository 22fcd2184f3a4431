import {
  cloneElement,
  useCallback,
  isValidElement,
  useId,
  useRef,
  useState,
  type KeyboardEvent,
  type MouseEvent,
  type ReactElement,
  type ReactNode,
} from 'react'
import type { Placement } from '@floating-ui/react'
import { cx } from './cx'
import { CheckIcon } from './icons'
import { useMenu } from './dropdown-context'
import type { OpenedBy } from './dropdown-menu'
import { usePopups } from './lazy-popups'

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

/**
 * A menu button: Enter/Space/ArrowDown open, arrows move, Home/End jump, Escape closes and returns focus.
 * Closed, it is only its button: the positioning, dismissal and list-navigation hooks mount
 * with the open menu, so a table with a menu on each of 200 rows stays cheap to render (issue 10),
 * and their code (ui/dropdown-menu.tsx) loads with the popups (ui/lazy-popups.tsx).
 */
export function Dropdown({ label, renderTitle, title, trigger, placement = 'bottom-start', children }: DropdownProps) {
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
  const popups = usePopups(open)
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
      {openedBy && referenceRef.current && popups && (
        <popups.DropdownMenu
          reference={referenceRef.current}
          openedBy={openedBy}
          onClose={() => setOpenedBy(null)}
          placement={placement}
          id={menuId}
          labelledBy={triggerId}
        >
          {children}
        </popups.DropdownMenu>
      )}
    </>
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
  const menu = useMenu()
  const { ref, index } = menu.useListItem()
  const active = menu.activeIndex === index
  const props = {
    ref,
    role: 'menuitem',
    tabIndex: active ? 0 : -1,
    'aria-disabled': disabled || undefined,
    className: itemClass(active, disabled),
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

const itemClass = (active: boolean, disabled?: boolean) =>
  cx(
    'flex w-full items-center gap-2 px-3 py-2 text-start text-sm text-gray-800 outline-none dark:text-gray-100',
    active && 'bg-gray-100 dark:bg-gray-700',
    disabled ? 'cursor-not-allowed opacity-60' : 'cursor-pointer',
  )

export interface DropdownCheckItemProps {
  checked: boolean
  onToggle: () => void
  disabled?: boolean
  children: ReactNode
}

/**
 * A menu item that is on or off (a column shown). Choosing it leaves the menu open: one
 * visit turns several on or off, as in a desktop application's View menu.
 */
export function DropdownCheckItem({ checked, onToggle, disabled, children }: DropdownCheckItemProps) {
  const menu = useMenu()
  const { ref, index } = menu.useListItem()
  return (
    <button
      type="button"
      ref={ref}
      role="menuitemcheckbox"
      aria-checked={checked}
      aria-disabled={disabled || undefined}
      tabIndex={menu.activeIndex === index ? 0 : -1}
      className={itemClass(menu.activeIndex === index, disabled)}
      {...menu.getItemProps({ onClick: () => !disabled && onToggle() })}
    >
      <span
        aria-hidden
        className={cx(
          'inline-flex size-4 shrink-0 items-center justify-center rounded border',
          checked ? 'border-primary bg-primary text-primary-contrast' : 'border-gray-400 dark:border-gray-500',
        )}
      >
        {checked && <CheckIcon size={12} />}
      </span>
      {children}
    </button>
  )
}

Dropdown.Item = DropdownItem
Dropdown.CheckItem = DropdownCheckItem
