import { describe, expect, test } from 'vitest'
import { themeConfig } from '@/configs/theme.config'
import {
  setDirection,
  setLayout,
  setMode,
  setNavMode,
  setSideNavCollapse,
  setThemeColor,
  setThemeColorLevel,
  themeSlice,
} from '@/store/theme-slice'

const reduce = themeSlice.reducer
const classic = reduce(themeConfig, setLayout('classic'))

describe('theme transitions (SPEC.md sections 3, 4, 9)', () => {
  test('defaults: indigo at level 600, light, left-to-right', () => {
    expect(themeConfig).toMatchObject({ themeColor: 'indigo', primaryColorLevel: 600, mode: 'light', direction: 'ltr' })
  })

  test('switching to dark sets the nav mode to dark', () => {
    expect(reduce(classic, setMode('dark'))).toMatchObject({ mode: 'dark', navMode: 'dark' })
    const themed = reduce(classic, setNavMode('themed'))
    expect(reduce(themed, setMode('dark')).navMode).toBe('dark')
  })

  test('switching to light sets the nav mode to light', () => {
    const dark = reduce(classic, setMode('dark'))
    expect(reduce(dark, setMode('light'))).toMatchObject({ mode: 'light', navMode: 'light' })
  })

  test('switching to light keeps a themed nav', () => {
    const themed = reduce(classic, setNavMode('themed'))
    expect(reduce(themed, setMode('light')).navMode).toBe('themed')
  })

  test('the modern layout forces a transparent nav and card borders', () => {
    const plain = reduce(reduce(classic, setNavMode('dark')), setLayout('simple'))
    expect(plain.cardBordered).toBe(false)
    const modern = reduce(plain, setLayout('modern'))
    expect(modern).toMatchObject({ layout: { type: 'modern' }, navMode: 'transparent', cardBordered: true })
  })

  test('the modern layout keeps its transparent nav across dark/light switches', () => {
    const modern = reduce(classic, setLayout('modern'))
    const dark = reduce(modern, setMode('dark'))
    expect(dark).toMatchObject({ mode: 'dark', navMode: 'transparent' })
    expect(reduce(dark, setMode('light'))).toMatchObject({ mode: 'light', navMode: 'transparent' })
    // Leaving modern afterwards still follows the colour mode.
    expect(reduce(dark, setLayout('classic')).navMode).toBe('dark')
  })

  test('leaving modern gives the nav back to the colour mode', () => {
    const modern = reduce(reduce(classic, setMode('dark')), setLayout('modern'))
    expect(reduce(modern, setLayout('decked'))).toMatchObject({ navMode: 'dark', cardBordered: false })
  })

  test('colour, level, collapse and direction are set as given', () => {
    let s = reduce(classic, setThemeColor('emerald'))
    s = reduce(s, setThemeColorLevel(400))
    s = reduce(s, setSideNavCollapse(true))
    s = reduce(s, setDirection('rtl'))
    expect(s).toMatchObject({ themeColor: 'emerald', primaryColorLevel: 400, layout: { sideNavCollapse: true }, direction: 'rtl' })
  })
})
