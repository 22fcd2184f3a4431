import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { HttpResponse } from 'msw'
import { describe, expect, test } from 'vitest'
import type { PfSetup } from '@ihrc/contract'
import { onApi } from '../mocks/api'
import { server } from '../mocks/server'
import { renderApp } from '../app/render-app'
import { paged } from '../company/fixtures'
import { lookupHandlers } from '../company/handlers'
import { field } from '../company/select'
import { findDrawer } from '../mocks/drawer'
import { aSetupBase } from './fixtures'

const admin = { type: 'admin' as const }

function aPfSetup(over: Partial<PfSetup> = {}): PfSetup {
  return {
    ...aSetupBase,
    district_id: 501,
    district_name: 'Pune',
    location_id: 9001,
    location_name: 'Hinjewadi',
    registration_date: '2020-04-01',
    pf_code: 'MHBAN0012345000',
    certificate: null,
    portal_user: 'acme',
    portal_password_set: false,
    signatories: [],
    ...over,
  }
}

/** An in-memory pfsetup API: lists what it holds (recording each list query), creates, replaces and deletes by id. */
function pfSetupApi(initial: PfSetup[] = [aPfSetup()]) {
  const rows = [...initial]
  const queries: URLSearchParams[] = []
  const bodies: unknown[] = []
  let next = 50
  const handlers = [
    onApi.get('pfsetup', ({ request }) => {
      queries.push(new URL(request.url).searchParams)
      return HttpResponse.json(paged(rows))
    }),
    onApi.get('pfsetup/:id', ({ params }) => HttpResponse.json({ data: rows.find((r) => r.id === Number(params.id)) })),
    onApi.post('pfsetup', async ({ request }) => {
      const body = (await request.json()) as Record<string, unknown>
      bodies.push(body)
      const row = aPfSetup({ id: next++, pf_code: String(body.pf_code), portal_password_set: Boolean(body.portal_password) })
      rows.push(row)
      return HttpResponse.json({ data: row }, { status: 201 })
    }),
    onApi.put('pfsetup/:id', async ({ request, params }) => {
      const body = (await request.json()) as Record<string, unknown>
      bodies.push(body)
      const at = rows.findIndex((r) => r.id === Number(params.id))
      rows[at] = { ...rows[at]!, portal_user: (body.portal_user as string | null) ?? null }
      return HttpResponse.json({ data: rows[at] })
    }),
    onApi.delete('pfsetup/:id', ({ params }) => {
      rows.splice(
        rows.findIndex((r) => r.id === Number(params.id)),
        1,
      )
      return HttpResponse.json({ data: null })
    }),
  ]
  return { handlers, queries, bodies }
}

describe('PF setup page', () => {
  test('opened from a company lists its PF codes, creates, edits and deletes', async () => {
    const api = pfSetupApi()
    server.use(...lookupHandlers, ...api.handlers)
    await renderApp('/pf-setup?company_id=10', { as: admin })
    expect(await screen.findByRole('cell', { name: 'MHBAN0012345000' })).toBeInTheDocument()
    expect(api.queries[0]!.get('company_id')).toBe('10')
    const user = userEvent.setup()

    // Create: the company comes from the list's filter.
    await user.click(screen.getByRole('button', { name: 'Add PF setup' }))
    const drawer = await findDrawer('Add PF setup')
    await user.type(field('PF code', drawer), 'mhban0012345001')
    await user.type(field('Portal password', drawer), 'Secret#1')
    await user.click(within(drawer).getByRole('button', { name: 'Save' }))
    expect(await screen.findByRole('cell', { name: 'MHBAN0012345001' })).toBeInTheDocument()
    expect(api.bodies[0]).toMatchObject({ company_id: 10, pf_code: 'MHBAN0012345001', portal_password: 'Secret#1' })

    // Edit: the password field starts blank (it is never sent back) and blank keeps it.
    await user.click(screen.getByRole('button', { name: 'Edit MHBAN0012345000' }))
    const editor = await findDrawer(/Edit PF setup/)
    expect(field('Portal password', editor)).toHaveValue('')
    await user.clear(field('Portal user', editor))
    await user.type(field('Portal user', editor), 'acme-hr')
    await user.click(within(editor).getByRole('button', { name: 'Save' }))
    expect(await screen.findByRole('cell', { name: 'acme-hr' })).toBeInTheDocument()
    expect(api.bodies[1]).toMatchObject({ pf_code: 'MHBAN0012345000', portal_user: 'acme-hr', portal_password: null })

    // Delete removes the row by id.
    await user.click(screen.getByRole('button', { name: 'Delete MHBAN0012345000' }))
    const confirm = await screen.findByRole('dialog', { name: 'Delete PF setup?' })
    await user.click(within(confirm).getByRole('button', { name: 'Delete' }))
    await waitFor(() => expect(screen.queryByRole('cell', { name: 'MHBAN0012345000' })).not.toBeInTheDocument())
    expect(screen.getByRole('cell', { name: 'MHBAN0012345001' })).toBeInTheDocument()
  })

  test('the portal password is typed hidden, with a labelled show toggle, and never offered a saved sign-in password', async () => {
    const api = pfSetupApi()
    server.use(...lookupHandlers, ...api.handlers)
    await renderApp('/pf-setup?company_id=10', { as: admin })
    const user = userEvent.setup()
    await user.click(await screen.findByRole('button', { name: 'Add PF setup' }))
    const drawer = await findDrawer('Add PF setup')
    const password = field('Portal password', drawer)
    expect(password).toHaveAttribute('type', 'password')
    expect(password).toHaveAttribute('autocomplete', 'new-password')
    await user.type(password, 'Secret#1')
    const toggle = within(drawer).getByRole('button', { name: 'Show password' })
    expect(toggle).toHaveAttribute('aria-pressed', 'false')
    await user.click(toggle)
    expect(password).toHaveAttribute('type', 'text')
    expect(toggle).toHaveAttribute('aria-pressed', 'true')
    expect(password).toHaveValue('Secret#1')
    await user.click(toggle)
    expect(password).toHaveAttribute('type', 'password')
  })

  test('a list answered 500 without a message says "Failed to fetch PF data"', async () => {
    server.use(
      ...lookupHandlers,
      onApi.get('pfsetup', () => new HttpResponse(null, { status: 500 })),
    )
    await renderApp('/pf-setup', { as: admin })
    expect(await screen.findByText('Failed to fetch PF data')).toBeInTheDocument()
  })

  test('a delete answered 500 without a message says "Failed to delete PF record" and keeps the row', async () => {
    server.use(
      ...lookupHandlers,
      onApi.get('pfsetup', () => HttpResponse.json(paged([aPfSetup()]))),
      onApi.delete('pfsetup/:id', () => new HttpResponse(null, { status: 500 })),
    )
    await renderApp('/pf-setup', { as: admin })
    const user = userEvent.setup()
    await user.click(await screen.findByRole('button', { name: 'Delete MHBAN0012345000' }))
    const confirm = await screen.findByRole('dialog', { name: 'Delete PF setup?' })
    await user.click(within(confirm).getByRole('button', { name: 'Delete' }))
    const alert = await screen.findByRole('alert')
    expect(within(alert).getByText('Failed to delete PF record')).toBeInTheDocument()
    expect(screen.getByRole('cell', { name: 'MHBAN0012345000' })).toBeInTheDocument()
  })

  test('Edit opens the registration as the server has it now; a read answered 500 says "Failed to fetch PF record"', async () => {
    let fails = false
    server.use(
      ...lookupHandlers,
      onApi.get('pfsetup', () => HttpResponse.json(paged([aPfSetup()]))),
      // Changed since the list was read: the form shows the registration's value now.
      onApi.get('pfsetup/:id', () =>
        fails ? new HttpResponse(null, { status: 500 }) : HttpResponse.json({ data: aPfSetup({ portal_user: 'acme-now' }) }),
      ),
    )
    await renderApp('/pf-setup', { as: admin })
    const user = userEvent.setup()
    await user.click(await screen.findByRole('button', { name: 'Edit MHBAN0012345000' }))
    const editor = await findDrawer(/Edit PF setup/)
    await waitFor(() => expect(field('Portal user', editor)).toHaveValue('acme-now'))
    await user.click(within(editor).getByRole('button', { name: 'Cancel' }))
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument())

    fails = true
    await user.click(screen.getByRole('button', { name: 'Edit MHBAN0012345000' }))
    const alert = await screen.findByRole('alert')
    expect(within(alert).getByText('Failed to fetch PF record')).toBeInTheDocument()
    expect(screen.queryByRole('dialog', { name: /Edit PF setup/ })).not.toBeInTheDocument()
  })

  test('an update answered 500 without a message says "Failed to update PF record" in the drawer', async () => {
    server.use(
      ...lookupHandlers,
      onApi.get('pfsetup', () => HttpResponse.json(paged([aPfSetup()]))),
      onApi.get('pfsetup/:id', () => HttpResponse.json({ data: aPfSetup() })),
      onApi.put('pfsetup/:id', () => new HttpResponse(null, { status: 500 })),
    )
    await renderApp('/pf-setup', { as: admin })
    const user = userEvent.setup()
    await user.click(await screen.findByRole('button', { name: 'Edit MHBAN0012345000' }))
    const editor = await findDrawer(/Edit PF setup/)
    await user.click(within(editor).getByRole('button', { name: 'Save' }))
    expect(await within(editor).findByText('Failed to update PF record')).toBeInTheDocument()
  })
})
