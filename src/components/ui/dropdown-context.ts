import { createContext, useContext, type HTMLProps } from 'react'

/** What an open menu (ui/dropdown-menu.tsx) gives its items (ui/Dropdown.tsx's DropdownItem). */
export interface MenuContext {
  activeIndex: number | null
  getItemProps: (props?: HTMLProps<HTMLElement>) => Record<string, unknown>
  close: () => void
  /**
   * Floating UI's list item hook, handed down by the menu: items are drawn only inside an
   * open menu, so the closed Dropdown imports none of Floating UI (ui/lazy-popups.tsx).
   */
  useListItem: () => { ref: (node: HTMLElement | null) => void; index: number }
}

export const Menu = createContext<MenuContext | null>(null)

export function useMenu(): MenuContext {
  const menu = useContext(Menu)
  if (!menu) throw new Error('DropdownItem must be inside a Dropdown')
  return menu
}
