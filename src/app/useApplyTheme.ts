import { useEffect } from 'react'
import { applyTheme } from './apply-theme'
import { useAppSelector } from '@/store/hooks'

/** Keeps <html> on the theme store (apply-theme.ts). */
export function useApplyTheme(): void {
  const { mode, direction, themeColor, primaryColorLevel } = useAppSelector((s) => s.theme)
  useEffect(() => applyTheme({ mode, direction, themeColor, primaryColorLevel }), [mode, direction, themeColor, primaryColorLevel])
}
