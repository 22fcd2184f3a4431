import { screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { HttpResponse } from 'msw'
import { describe, expect, test } from 'vitest'
import type { AuditEntry } from '@ihrc/contract'
import { onApi } from '../mocks/api'
import { server } from '../mocks/server'
import { renderApp } from '../app/render-app'
import { lookupHandlers } from './handlers'

const COMPANIES = '/group-company-setup/company'
const listOnly = { type: 'user' as const, permissions: ['company.company:list'] }

/** A trail as the server's `GET company/10/history` gives it (contract/src/audit.ts), newest first. */
const trail: AuditEntry[] = [
  {
    id: 3,
    action: 'document',
    actor: { id: 1, name: 'Asha Rao' },
    at: '2026-02-03T10:00:00.000Z',
    changes: [{ field: 'challan', before: null, after: 'challan-feb.pdf' }],
    remark: null,
  },
  {
    id: 2,
    action: 'update',
    actor: null,
    at: '2026-02-02T10:00:00.000Z',
    changes: [
      { field: 'gstin', before: null, after: '27AAAAA9999A1Z5' },
      { field: 'registered_address', before: 'Pune', after: 'Plot 4, Pune' },
    ],
    remark: null,
  },
  { id: 1, action: 'create', actor: { id: 1, name: 'Asha Rao' }, at: '2026-02-01T10:00:00.000Z', changes: [], remark: null },
]

async function openHistory(name = 'Acme Industries') {
  const user = userEvent.setup()
  await user.click(await screen.findByRole('button', { name: `More for ${name}` }))
  await user.click(await screen.findByRole('menuitem', { name: 'History' }))
  return { user, drawer: await screen.findByRole('dialog', { name: `History of ${name}` }) }
}

describe('Record history (a row action of the resource table)', () => {
  test('lists who did what, newest first, with each field before → after', async () => {
    server.use(
      ...lookupHandlers,
      onApi.get('company/10/history', () => HttpResponse.json({ data: trail })),
    )
    await renderApp(COMPANIES, { as: listOnly })
    const { drawer } = await openHistory()
    await within(drawer).findByRole('list', { name: 'History of Acme Industries' })
    const titles = within(drawer)
      .getAllByText(/ by /)
      .map((e) => e.textContent)
    expect(titles).toEqual(['Document changed by Asha Rao', 'Edited by a removed user', 'Created by Asha Rao'])
    expect(
      within(drawer)
        .getByText(/Challan/)
        .closest('li'),
    ).toHaveTextContent('Challan: — → challan-feb.pdf')
    expect(
      within(drawer)
        .getByText(/Registered address/)
        .closest('li'),
    ).toHaveTextContent('Registered address: Pune → Plot 4, Pune')
    expect(within(drawer).getByText(/GSTIN/).closest('li')).toHaveTextContent('GSTIN: — → 27AAAAA9999A1Z5')
  })

  test('a record with no trail says so', async () => {
    server.use(
      ...lookupHandlers,
      onApi.get('company/10/history', () => HttpResponse.json({ data: [] })),
    )
    await renderApp(COMPANIES, { as: listOnly })
    const { drawer } = await openHistory()
    expect(await within(drawer).findByText(/Nothing recorded yet/)).toBeInTheDocument()
  })

  test('a failure is shown in place and can be retried', async () => {
    let calls = 0
    server.use(
      ...lookupHandlers,
      onApi.get('company/10/history', () => {
        calls += 1
        return calls === 1 ? HttpResponse.json({ message: 'Company not found' }, { status: 404 }) : HttpResponse.json({ data: trail })
      }),
    )
    await renderApp(COMPANIES, { as: listOnly })
    const { user, drawer } = await openHistory()
    const failed = await within(drawer).findByRole('alert')
    expect(failed).toHaveTextContent('Could not load the history')
    expect(failed).toHaveTextContent('Company not found')
    await user.click(within(drawer).getByRole('button', { name: 'Try again' }))
    expect(await within(drawer).findByText('Created by Asha Rao')).toBeInTheDocument()
  })
})
