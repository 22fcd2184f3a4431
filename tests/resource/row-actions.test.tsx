/**
 * The resource page's one mechanism for a page's own row actions (`rowActions`): each
 * row says which it offers, they sit in the row's menu beside the page's standard ones,
 * and each opens what the page renders; after a write the page reloads the list through
 * `reloadKey`. Shown on the two kinds of page that use it: a checklist page (a dialog,
 * only for rows it fits) and a tracker (its row's details and documents panels).
 */
import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { HttpResponse } from 'msw'
import { describe, expect, test } from 'vitest'
import { onApi } from '../mocks/api'
import { server } from '../mocks/server'
import { renderApp } from '../app/render-app'
import { paged } from '../company/fixtures'
import { aDueItem, admin, complianceLookups } from '../compliance/fixtures'
import { pfApi } from '../trackers/fixtures'

const menuOf = async (name: string) => {
  const user = userEvent.setup()
  await user.click(await screen.findByRole('button', { name: `More for ${name}` }))
  const items = (await screen.findAllByRole('menuitem')).map((i) => i.textContent)
  return { user, items }
}

describe('Row actions of the resource page', () => {
  test("a row offers only the page's actions that fit it, and the chosen one opens the page's dialog for that row", async () => {
    const open = aDueItem({ status: 'due', data_status: 'due', outcome: null, complied_on: null, submitted_by: null, submitted_at: null })
    const waiting = aDueItem({ id: 901, code: 'MH-LWF-01', header: 'LWF contribution' })
    server.use(
      ...complianceLookups,
      onApi.get('compliance/due', () => HttpResponse.json(paged([open, waiting]))),
    )
    await renderApp('/due-compliance', { as: admin })

    const { user, items } = await menuOf('MH-PT-01 due 2026-11-30 at Pune Plant')
    expect(items).toContain('Update status')
    // The item awaiting its approver has no action of the page's, and so no menu at all.
    expect(screen.getByRole('cell', { name: 'MH-LWF-01' })).toBeInTheDocument()
    expect(screen.queryByRole('button', { name: 'More for MH-LWF-01 due 2026-11-30 at Pune Plant' })).not.toBeInTheDocument()
    await user.click(screen.getByRole('menuitem', { name: 'Update status' }))
    const dialog = await screen.findByRole('dialog', { name: 'Update status' })
    expect(within(dialog).getByText(/PT return \(monthly\)/)).toBeInTheDocument()
  })

  test('a tracker row opens its details and documents from the same menu as History; closing the documents reloads the list', async () => {
    const api = pfApi()
    server.use(...api.handlers)
    await renderApp('/pf-tracker', { as: admin })
    const name = 'MHBAN0012345000 Apr 2025'
    const { user, items } = await menuOf(name)
    expect(items).toEqual(expect.arrayContaining(['View', 'Documents', 'History']))

    await user.click(screen.getByRole('menuitem', { name: 'View' }))
    const details = await screen.findByRole('dialog', { name: new RegExp(name) })
    await user.keyboard('{Escape}')
    await waitFor(() => expect(details).not.toBeInTheDocument())

    const listed = api.queries.length
    await user.click(screen.getByRole('button', { name: `More for ${name}` }))
    await user.click(await screen.findByRole('menuitem', { name: 'Documents' }))
    const drawer = await screen.findByRole('dialog', { name: `Documents of ${name}` })
    await user.click(within(drawer).getByRole('button', { name: 'Done' }))
    await waitFor(() => expect(api.queries.length).toBeGreaterThan(listed))
    expect(screen.queryByRole('dialog', { name: `Documents of ${name}` })).not.toBeInTheDocument()
  })
})
