import { screen, waitFor, within } from '@testing-library/react'
import userEvent, { type UserEvent } from '@testing-library/user-event'
import { HttpResponse } from 'msw'
import { FALLBACK } from '@ihrc/contract'
import { describe, expect, test } from 'vitest'
import { onApi } from '../mocks/api'
import { server } from '../mocks/server'
import { renderApp } from '../app/render-app'
import { aCompany, aGroup, paged } from './fixtures'
import { branchApi, lookupHandlers } from './handlers'
import { pick } from './select'

const admin = { type: 'admin' as const }

/**
 * SPEC.md section 3: companies can be fetched filtered by group_id and are cached per
 * group. The Branch list's Company filter narrows to the chosen group's companies.
 */
function companiesByGroup(failing?: string) {
  const asked: string[] = []
  const handlers = [
    onApi.get('company-group', () => HttpResponse.json(paged([aGroup(), aGroup({ id: 2, name: 'Zenith Group' })]))),
    onApi.get('company', ({ request }) => {
      const group = new URL(request.url).searchParams.get('group_id')
      if (group) asked.push(group)
      if (group === failing) return new HttpResponse(null, { status: 500 })
      return HttpResponse.json(
        paged([aCompany({ id: Number(group ?? 9), group_id: Number(group ?? 1), name: `Company of ${group ?? 'all'}` })]),
      )
    }),
  ]
  return { asked, handlers }
}

/** The Company dropdown's options; the list is (re)opened while waiting, so a close by a re-render cannot stall the wait. */
async function expectCompanyChoices(user: UserEvent, expected: string[]) {
  await waitFor(async () => {
    const box = screen.getByRole('combobox', { name: 'Company' })
    if (box.getAttribute('aria-expanded') !== 'true') await user.click(box)
    const list = document.getElementById(box.getAttribute('aria-controls') ?? '')
    const names = list
      ? within(list)
          .queryAllByRole('option')
          .map((o) => o.textContent)
      : []
    expect(names).toEqual(expected)
  })
}

describe('companies of a group (Branch list filters)', () => {
  test('fetched with group_id once per group, then served from the cache', async () => {
    const api = companiesByGroup()
    server.use(...api.handlers, ...branchApi().handlers, ...lookupHandlers)
    await renderApp('/group-company-setup/branch', { as: admin })
    const user = userEvent.setup()
    await screen.findByRole('combobox', { name: 'Group' })
    for (const [group, company] of [
      ['Acme Group', 'Company of 1'],
      ['Zenith Group', 'Company of 2'],
      ['Acme Group', 'Company of 1'],
    ]) {
      // The box shows the chosen group as its text: clear the choice before the next one.
      const clear = screen.queryByRole('button', { name: 'Clear selection' })
      if (clear) await user.click(clear)
      await waitFor(() => expect(screen.getByRole('combobox', { name: 'Group' })).toHaveValue(''))
      await pick(user, 'Group', group)
      await expectCompanyChoices(user, [company])
      await user.keyboard('{Escape}')
    }
    expect(api.asked).toEqual(['1', '2'])
  })

  test('a failed group fetch says "Failed to fetch companies for group" and offers no company', async () => {
    const api = companiesByGroup('2')
    server.use(...api.handlers, ...branchApi().handlers, ...lookupHandlers)
    await renderApp('/group-company-setup/branch', { as: admin })
    const user = userEvent.setup()
    await screen.findByRole('combobox', { name: 'Group' })
    await pick(user, 'Group', 'Zenith Group')
    const alert = await screen.findByRole('alert')
    expect(within(alert).getByText(FALLBACK.fetchCompaniesForGroup)).toBeInTheDocument()
    await expectCompanyChoices(user, [])
    // The list itself still loaded: the dropdown's failure is not the list's.
    expect(screen.getByRole('cell', { name: 'Pune Plant' })).toBeInTheDocument()
  })
})
