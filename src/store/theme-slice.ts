import { createSlice, type PayloadAction } from '@reduxjs/toolkit'
import {
  themeConfig,
  type ColorLevel,
  type Direction,
  type LayoutType,
  type Mode,
  type NavMode,
  type ThemeColor,
} from '@/configs/theme.config'

export type { ThemeState } from '@/configs/theme.config'

/** Nav mode that follows the colour mode (SPEC.md section 4); `themed` survives light mode. */
function navModeFor(mode: Mode, current: NavMode): NavMode {
  if (mode === 'dark') return 'dark'
  return current === 'themed' ? 'themed' : 'light'
}

export const themeSlice = createSlice({
  name: 'theme',
  initialState: themeConfig,
  reducers: {
    setMode(state, action: PayloadAction<Mode>) {
      state.mode = action.payload
      // The modern layout forces a transparent nav (SPEC.md section 4), whatever the colour mode.
      state.navMode = state.layout.type === 'modern' ? 'transparent' : navModeFor(action.payload, state.navMode)
    },
    setLayout(state, action: PayloadAction<LayoutType>) {
      const wasModern = state.layout.type === 'modern'
      state.layout.type = action.payload
      if (action.payload === 'modern') {
        state.navMode = 'transparent'
        state.cardBordered = true
      } else if (wasModern) {
        // Leaving modern: its forced choices go back to what the colour mode implies.
        if (state.navMode === 'transparent') state.navMode = navModeFor(state.mode, state.navMode)
        state.cardBordered = false
      }
    },
    setThemeColor(state, action: PayloadAction<ThemeColor>) {
      state.themeColor = action.payload
    },
    setThemeColorLevel(state, action: PayloadAction<ColorLevel>) {
      state.primaryColorLevel = action.payload
    },
    setNavMode(state, action: PayloadAction<NavMode>) {
      state.navMode = action.payload
    },
    setSideNavCollapse(state, action: PayloadAction<boolean>) {
      state.layout.sideNavCollapse = action.payload
    },
    setPanelExpand(state, action: PayloadAction<boolean>) {
      state.panelExpand = action.payload
    },
    setDirection(state, action: PayloadAction<Direction>) {
      state.direction = action.payload
    },
    setCardBordered(state, action: PayloadAction<boolean>) {
      state.cardBordered = action.payload
    },
  },
})

export const {
  setMode,
  setLayout,
  setThemeColor,
  setThemeColorLevel,
  setNavMode,
  setSideNavCollapse,
  setPanelExpand,
  setDirection,
  setCardBordered,
} = themeSlice.actions
