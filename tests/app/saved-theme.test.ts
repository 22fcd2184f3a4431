import { beforeEach, describe, expect, test } from 'vitest'
import { applySavedTheme } from '@/app/saved-theme'
import { appConfig } from '@/configs/app.config'
import { themeConfig } from '@/configs/theme.config'

/**
 * What the script at the top of every page's <head> does (src/theme-before-paint.ts; the
 * browser test tests/e2e/theme-first-paint.e2e.ts shows it runs before the first paint).
 */
const KEY = `persist:${appConfig.persistKey}`
const save = (value: string) => localStorage.setItem(KEY, value)

beforeEach(() => {
  localStorage.clear()
  document.documentElement.className = ''
  document.documentElement.removeAttribute('style')
  document.documentElement.dir = 'ltr'
})

describe('the theme saved by the store, put on <html> before the first paint', () => {
  test('dark, right-to-left, with its colour, as the store persisted it', () => {
    save(
      JSON.stringify({
        theme: JSON.stringify({ ...themeConfig, mode: 'dark', direction: 'rtl', themeColor: 'teal', primaryColorLevel: 300 }),
      }),
    )
    applySavedTheme()
    const html = document.documentElement
    expect(html.classList.contains('dark')).toBe(true)
    expect(html.style.colorScheme).toBe('dark')
    expect(html.dir).toBe('rtl')
    expect(html.style.getPropertyValue('--primary')).toBe('var(--color-teal-300)')
    expect(html.style.getPropertyValue('--primary-contrast')).toBe('var(--color-gray-900)')
  })

  test('nothing saved, or storage left broken: the page keeps its own light default', () => {
    for (const stored of [null, 'not json', JSON.stringify({ session: '{}' }), JSON.stringify({ theme: '{broken' })]) {
      localStorage.clear()
      if (stored !== null) save(stored)
      expect(() => applySavedTheme()).not.toThrow()
      expect(document.documentElement.classList.contains('dark'), String(stored)).toBe(false)
      expect(document.documentElement.getAttribute('style'), String(stored)).toBeNull()
    }
  })
})
