import type { ThemeState } from '@/configs/theme.config'
import { applyTheme } from './apply-theme'
import { persistedSlice } from './persisted'

/** Puts the theme the store last saved (persisted.ts) on <html>; nothing when none was saved. */
export function applySavedTheme(): void {
  const theme = persistedSlice<ThemeState>('theme')
  if (theme) applyTheme(theme)
}
