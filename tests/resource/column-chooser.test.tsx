/**
 * The list's "Columns" menu (resource/ColumnChooser.tsx): a wide list's user hides the
 * columns they do not read, the choice is kept for the list in the persisted store, and
 * "Show every column" brings them back. A narrow list offers no choice.
 */
import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { HttpResponse } from 'msw'
import { describe, expect, test } from 'vitest'
import { appConfig } from '@/configs/app.config'
import { onApi } from '../mocks/api'
import { server } from '../mocks/server'
import { renderApp } from '../app/render-app'
import { aCompany, paged } from '../company/fixtures'
import { lookupHandlers } from '../company/handlers'
import { admin } from '../compliance/fixtures'
import { pfApi } from '../trackers/fixtures'

const headers = () => screen.getAllByRole('columnheader').map((th) => th.textContent?.replace(/[↕↑↓]/g, '').trim())
const persisted = () => {
  const root = JSON.parse(localStorage.getItem(`persist:${appConfig.persistKey}`) ?? '{}') as Record<string, string>
  return root.listColumns ? (JSON.parse(root.listColumns) as Record<string, string[]>) : {}
}

describe('Choosing a list’s columns', () => {
  test('a tracker’s user hides two columns, by pointer and by keyboard, keeps the choice, and shows every column again', async () => {
    server.use(...pfApi().handlers)
    await renderApp('/pf-tracker', { as: admin })
    const user = userEvent.setup()
    await screen.findByRole('cell', { name: 'Apr 2025' })
    expect(headers()).toEqual(expect.arrayContaining(['EPF wages', 'TRRN']))

    await user.click(screen.getByRole('button', { name: 'Columns' }))
    const menu = await screen.findByRole('menu')
    const items = within(menu).getAllByRole('menuitemcheckbox')
    // The first column names the row: it is not offered.
    expect(items.map((i) => i.textContent)).not.toContain(headers()[0])
    expect(items.every((i) => i.getAttribute('aria-checked') === 'true')).toBe(true)

    await user.click(within(menu).getByRole('menuitemcheckbox', { name: 'EPF wages' }))
    // The menu stays open for the next choice.
    expect(within(menu).getByRole('menuitemcheckbox', { name: 'EPF wages' })).toHaveAttribute('aria-checked', 'false')
    expect(headers()).not.toContain('EPF wages')

    // Keyboard: the next items are reached with the arrows and turned off with Enter.
    within(menu).getByRole('menuitemcheckbox', { name: 'EPF wages' }).focus()
    await user.keyboard('{ArrowDown}')
    const next = document.activeElement as HTMLElement
    const nextName = next.textContent!
    await user.keyboard('{Enter}')
    expect(next).toHaveAttribute('aria-checked', 'false')
    expect(headers()).not.toContain(nextName)

    await user.keyboard('{Escape}')
    await waitFor(() => expect(screen.queryByRole('menu')).not.toBeInTheDocument())
    expect(screen.getByRole('button', { name: 'Columns (2 hidden)' })).toHaveFocus()
    await waitFor(() => expect(Object.values(persisted())).toEqual([expect.arrayContaining([expect.any(String), expect.any(String)])]))

    await user.click(screen.getByRole('button', { name: 'Columns (2 hidden)' }))
    await user.click(await screen.findByRole('menuitem', { name: 'Show every column' }))
    expect(headers()).toEqual(expect.arrayContaining(['EPF wages', nextName]))
    expect(screen.getByRole('button', { name: 'Columns' })).toBeInTheDocument()
    // Kept as a choice of its own: every column, not "not chosen yet".
    await waitFor(() => expect(Object.values(persisted())).toEqual([[]]))
  })

  test('a column the list keeps out of view (TAN and CIN of a company) is offered from Columns, shown when chosen, and kept so', async () => {
    server.use(
      // Ahead of the lookups' own company list.
      onApi.get('company', () => HttpResponse.json(paged([aCompany({ tan: 'MUMA12345B', cin: 'U12345MH2020PTC123456' })]))),
      ...lookupHandlers,
    )
    const user = userEvent.setup()
    const first = await renderApp('/group-company-setup/company', { as: admin })
    await screen.findByRole('cell', { name: 'Acme Industries' })
    expect(headers()).not.toContain('TAN')
    expect(headers()).not.toContain('CIN')
    // A narrow list, yet it offers a choice: two of its columns wait there.
    await user.click(screen.getByRole('button', { name: 'Columns (2 hidden)' }))
    const menu = await screen.findByRole('menu')
    expect(within(menu).getByRole('menuitemcheckbox', { name: 'TAN' })).toHaveAttribute('aria-checked', 'false')
    await user.click(within(menu).getByRole('menuitemcheckbox', { name: 'TAN' }))
    expect(await screen.findByRole('cell', { name: 'MUMA12345B' })).toBeInTheDocument()
    expect(headers()).not.toContain('CIN')
    await waitFor(() => expect(Object.values(persisted())).toEqual([['cin']]))
    const kept = { listColumns: persisted() }
    first.unmount()

    await renderApp('/group-company-setup/company', { as: admin, persisted: kept })
    expect(await screen.findByRole('cell', { name: 'MUMA12345B' })).toBeInTheDocument()
    expect(screen.getByRole('button', { name: 'Columns (1 hidden)' })).toBeInTheDocument()
  })

  test('a second person signing in on this browser finds their own columns, not the first one’s', async () => {
    server.use(...pfApi().handlers)
    const user = userEvent.setup()
    const first = await renderApp('/pf-tracker', { as: { ...admin, id: 7 } })
    await screen.findByRole('cell', { name: 'Apr 2025' })
    await user.click(screen.getByRole('button', { name: 'Columns' }))
    await user.click(within(await screen.findByRole('menu')).getByRole('menuitemcheckbox', { name: 'EPF wages' }))
    await waitFor(() => expect(Object.keys(persisted())).toHaveLength(1))
    // What this browser keeps when the first person signs out.
    const kept = { listColumns: persisted() }
    first.unmount()

    const second = await renderApp('/pf-tracker', { as: { ...admin, id: 8 }, persisted: kept })
    await screen.findByRole('cell', { name: 'Apr 2025' })
    expect(headers()).toContain('EPF wages')
    expect(screen.getByRole('button', { name: 'Columns' })).toBeInTheDocument()
    second.unmount()

    await renderApp('/pf-tracker', { as: { ...admin, id: 7 }, persisted: kept })
    await screen.findByRole('cell', { name: 'Apr 2025' })
    expect(headers()).not.toContain('EPF wages')
    expect(screen.getByRole('button', { name: 'Columns (1 hidden)' })).toBeInTheDocument()
  })

  test('a narrow list offers no choice of columns', async () => {
    server.use(onApi.get('states', () => HttpResponse.json(paged([{ id: 27, name: 'Maharashtra', code: 'MH' }]))))
    await renderApp('/group-company-setup/state', { as: admin })
    await screen.findByRole('cell', { name: 'Maharashtra' })
    expect(screen.queryByRole('button', { name: /^Columns/ })).not.toBeInTheDocument()
  })
})
