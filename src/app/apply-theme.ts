import type { ThemeState } from '@/configs/theme.config'

/** Next palette step for hover, capped at Tailwind's last one. */
function hoverLevel(level: number): number {
  return level >= 900 ? 950 : level + 100
}

type Applied = Pick<ThemeState, 'mode' | 'direction' | 'themeColor' | 'primaryColorLevel'>

/**
 * Puts a theme on <html>: the `dark` class (Tailwind's dark variant), `dir`, and the
 * --primary variables that src/index.css maps to bg-primary and friends.
 */
export function applyTheme({ mode, direction, themeColor, primaryColorLevel }: Applied): void {
  const html = document.documentElement
  html.classList.toggle('dark', mode === 'dark')
  html.style.colorScheme = mode
  html.dir = direction
  const palette = (level: number) => `var(--color-${themeColor}-${level})`
  html.style.setProperty('--primary', palette(primaryColorLevel))
  html.style.setProperty('--primary-hover', palette(hoverLevel(primaryColorLevel)))
  html.style.setProperty(
    '--primary-subtle',
    mode === 'dark' ? `color-mix(in oklab, ${palette(primaryColorLevel)} 20%, transparent)` : palette(50),
  )
  // Light levels need dark text to stay readable.
  html.style.setProperty('--primary-contrast', primaryColorLevel <= 300 ? 'var(--color-gray-900)' : '#fff')
}
