/** Theme vocabulary and defaults (SPEC.md sections 1, 3 and 9). */
export const LAYOUT_TYPES = ['classic', 'modern', 'stackedSide', 'simple', 'decked', 'blank'] as const
export type LayoutType = (typeof LAYOUT_TYPES)[number]

export const NAV_MODES = ['light', 'dark', 'themed', 'transparent'] as const
export type NavMode = (typeof NAV_MODES)[number]

export type Mode = 'light' | 'dark'
export type Direction = 'ltr' | 'rtl'

/** Tailwind palette names the theme colour may take; `theme(static)` keeps their variables. */
export const THEME_COLORS = [
  'red',
  'orange',
  'amber',
  'yellow',
  'lime',
  'green',
  'emerald',
  'teal',
  'cyan',
  'sky',
  'blue',
  'indigo',
  'violet',
  'purple',
  'fuchsia',
  'pink',
  'rose',
] as const
export type ThemeColor = (typeof THEME_COLORS)[number]

export const COLOR_LEVELS = [100, 200, 300, 400, 500, 600, 700, 800, 900] as const
export type ColorLevel = (typeof COLOR_LEVELS)[number]

export interface ThemeState {
  themeColor: ThemeColor
  primaryColorLevel: ColorLevel
  direction: Direction
  mode: Mode
  navMode: NavMode
  layout: { type: LayoutType; sideNavCollapse: boolean }
  cardBordered: boolean
  panelExpand: boolean
}

export const themeConfig: ThemeState = {
  themeColor: 'indigo',
  primaryColorLevel: 600,
  direction: 'ltr',
  mode: 'light',
  // The modern layout is the default; it forces a transparent nav and bordered cards.
  navMode: 'transparent',
  layout: { type: 'modern', sideNavCollapse: false },
  cardBordered: true,
  panelExpand: false,
}

export const LAYOUT_LABELS: Record<LayoutType, string> = {
  classic: 'Classic',
  modern: 'Modern',
  stackedSide: 'Stacked side',
  simple: 'Simple',
  decked: 'Decked',
  blank: 'Blank',
}

export const NAV_MODE_LABELS: Record<NavMode, string> = {
  light: 'Light',
  dark: 'Dark',
  themed: 'Themed',
  transparent: 'Transparent',
}

/** Side nav widths in px (SPEC.md section 9). */
export const SIDE_NAV_WIDTH = 290
export const SIDE_NAV_COLLAPSED_WIDTH = 80
