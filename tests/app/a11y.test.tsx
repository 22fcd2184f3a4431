import { act, screen, waitFor } from '@testing-library/react'
import axe from 'axe-core'
import { describe, expect, test } from 'vitest'
import type { LayoutType } from '@/configs/theme.config'
import { setLayout } from '@/store/theme-slice'
import { renderApp } from './render-app'

/** axe's rule violations (colour contrast needs real layout, which jsdom has not). */
async function violations() {
  const result = await axe.run(document.body, { rules: { 'color-contrast': { enabled: false } } })
  return result.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)
}

describe('accessibility (axe)', () => {
  test('sign-in page', async () => {
    await renderApp('/sign-in')
    await screen.findByRole('button', { name: /sign in/i })
    expect(await violations()).toEqual([])
  })

  test.each<LayoutType>(['classic', 'modern', 'stackedSide', 'simple', 'decked', 'blank'])('the shell in the %s layout', async (layout) => {
    const { store } = await renderApp('/home', { as: { type: 'admin' } })
    await screen.findByRole('heading', { name: /welcome/i })
    act(() => void store.dispatch(setLayout(layout)))
    // The layout's code loads lazily: check it once it is on screen, not half-way.
    await waitFor(() => expect(document.querySelector(`[data-layout="${layout}"]`)).not.toBeNull())
    await screen.findByRole('heading', { name: /welcome/i })
    expect(screen.getByRole('link', { name: 'Skip to content' })).toHaveAttribute('href', '#content')
    expect(await violations()).toEqual([])
  })
})
