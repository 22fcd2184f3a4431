import type { NavMode } from '@/configs/theme.config'

/**
 * Colours of a navigation surface per nav mode (SPEC.md section 3 "navMode"). Light and
 * transparent follow the page's dark mode; dark and themed look the same in both.
 */
export interface NavStyle {
  surface: string
  item: string
  active: string
  muted: string
  /** Colours of the product mark on this surface. */
  brand: string
  badge: string
}

const STYLES: Record<NavMode, NavStyle> = {
  light: {
    surface: 'bg-white border-gray-200 dark:bg-gray-800 dark:border-gray-700',
    item: 'text-gray-600 hover:bg-gray-100 hover:text-gray-900 dark:text-gray-300 dark:hover:bg-gray-700 dark:hover:text-white',
    active: 'bg-primary-subtle text-primary dark:text-white',
    muted: 'text-gray-500 dark:text-gray-400',
    brand: 'text-gray-900 dark:text-white',
    badge: 'bg-primary text-white',
  },
  transparent: {
    surface: 'bg-transparent border-gray-200 dark:border-gray-700',
    item: 'text-gray-600 hover:bg-black/5 hover:text-gray-900 dark:text-gray-300 dark:hover:bg-white/10 dark:hover:text-white',
    active: 'bg-primary-subtle text-primary dark:text-white',
    muted: 'text-gray-500 dark:text-gray-400',
    brand: 'text-gray-900 dark:text-white',
    badge: 'bg-primary text-white',
  },
  dark: {
    surface: 'bg-gray-800 border-gray-700 dark:bg-gray-950',
    item: 'text-gray-300 hover:bg-gray-700 hover:text-white',
    active: 'bg-gray-700 text-white',
    muted: 'text-gray-400',
    brand: 'text-white',
    badge: 'bg-primary text-white',
  },
  themed: {
    surface: 'bg-primary border-transparent',
    item: 'text-white/85 hover:bg-white/15 hover:text-white',
    active: 'bg-white/20 text-white',
    muted: 'text-white/60',
    brand: 'text-white',
    badge: 'bg-white text-primary',
  },
}

export function navStyle(mode: NavMode): NavStyle {
  return STYLES[mode]
}
