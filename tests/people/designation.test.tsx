import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { HttpResponse } from 'msw'
import { describe, expect, test } from 'vitest'
import { onApi } from '../mocks/api'
import { server } from '../mocks/server'
import { renderApp } from '../app/render-app'
import { paged } from '../company/fixtures'
import { aRole } from './fixtures'

const admin = { type: 'admin' as const }

describe('Designation', () => {
  test('"Modify access" saves the ticked permissions list', async () => {
    const saved: unknown[] = []
    server.use(
      onApi.get('role', () => HttpResponse.json(paged([aRole({ permissions: ['company.entity:list'] })]))),
      onApi.get('role/role-permission/:id', () =>
        HttpResponse.json({ data: { id: 7, name: 'Branch Clerk', permissions: ['company.entity:list'] } }),
      ),
      onApi.post('role/role-permission/:id', async ({ request }) => {
        const body = (await request.json()) as { permissions: string[] }
        saved.push(body)
        return HttpResponse.json({ data: { id: 7, name: 'Branch Clerk', permissions: body.permissions } })
      }),
    )
    await renderApp('/designation/7/access', { as: admin })
    const user = userEvent.setup()
    const table = await screen.findByRole('table', { name: 'Access of Branch Clerk' })
    // Edit ticks View with it; unticking Entity's View clears that row.
    await user.click(within(table).getByRole('checkbox', { name: 'Company Setup / Branch: Edit' }))
    expect(within(table).getByRole('checkbox', { name: 'Company Setup / Branch: View' })).toBeChecked()
    await user.click(within(table).getByRole('checkbox', { name: 'Company Setup / Entity: View' }))
    await user.click(within(table).getByRole('checkbox', { name: 'External User (all): Create' }))
    await user.click(screen.getByRole('button', { name: 'Save access' }))
    await waitFor(() => expect(saved).toHaveLength(1))
    expect(saved[0]).toEqual({
      permissions: ['company.branch:edit', 'company.branch:list', 'external_user.external_user:create', 'external_user.external_user:list'],
    })
  })

  test('the list shows designations; a user without edit sees no "Modify access"', async () => {
    server.use(onApi.get('role', () => HttpResponse.json(paged([aRole({ users_count: 3 })]))))
    await renderApp('/designation', { as: { type: 'user', permissions: ['settings.designation:list'] } })
    expect(await screen.findByRole('cell', { name: 'Branch Clerk' })).toBeInTheDocument()
    expect(screen.queryByRole('button', { name: 'More for Branch Clerk' })).not.toBeInTheDocument()
    expect(screen.queryByRole('button', { name: /Edit Branch Clerk/ })).not.toBeInTheDocument()
  })

  test('a user without the grant gets the no-access page on a deep link', async () => {
    await renderApp('/designation', { as: { type: 'user', permissions: ['company.branch:list'] } })
    expect(await screen.findByRole('heading', { name: 'No access' })).toBeInTheDocument()
    expect(screen.queryByRole('table')).not.toBeInTheDocument()
  })
})
