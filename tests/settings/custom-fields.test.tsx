import { screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { HttpResponse } from 'msw'
import { describe, expect, test } from 'vitest'
import type { CustomField } from '@ihrc/contract'
import { onApi } from '../mocks/api'
import { server } from '../mocks/server'
import { renderApp } from '../app/render-app'
import { aBranch, paged } from '../company/fixtures'
import { branchApi, lookupHandlers } from '../company/handlers'
import { field, pick } from '../company/select'

const admin = { type: 'admin' as const }
const stamps = { created_at: '2025-04-01T00:00:00.000Z', updated_at: '2025-04-01T00:00:00.000Z' }
const costCentre: CustomField = {
  id: 1,
  module: 'branch',
  name: 'Cost centre',
  key: 'cost_centre',
  type: 'text',
  options: [],
  required: true,
  ...stamps,
}
const zone: CustomField = {
  id: 2,
  module: 'branch',
  name: 'Zone',
  key: 'zone',
  type: 'select',
  options: ['North', 'South'],
  required: false,
  ...stamps,
}

/** The tenant's branch fields; any other module has none. */
const branchFields = onApi.get('settings/custom-fields', ({ request }) => {
  const module = new URL(request.url).searchParams.get('module')
  return HttpResponse.json(paged(module === 'branch' ? [costCentre, zone] : []))
})

describe('custom fields on the Branch screens', () => {
  test('the list shows a column per field with the record values', async () => {
    const api = branchApi([aBranch({ custom: { cost_centre: 'CC-100', zone: 'North' } })])
    server.use(branchFields, ...lookupHandlers, ...api.handlers)
    await renderApp('/group-company-setup/branch', { as: admin })
    expect(await screen.findByRole('columnheader', { name: 'Cost centre' })).toBeInTheDocument()
    const row = screen.getByRole('row', { name: /Pune Plant/ })
    expect(within(row).getByRole('cell', { name: 'CC-100' })).toBeInTheDocument()
    expect(within(row).getByRole('cell', { name: 'North' })).toBeInTheDocument()
  })

  test('the edit page has a Custom fields section filled from the record; values are sent and server errors land under the field', async () => {
    const bodies: Record<string, unknown>[] = []
    server.use(
      branchFields,
      ...lookupHandlers,
      onApi.get('branch/100', () => HttpResponse.json({ data: aBranch({ custom: { cost_centre: 'CC-100' } }) })),
      onApi.put('branch/100', async ({ request }) => {
        bodies.push((await request.json()) as Record<string, unknown>)
        return HttpResponse.json({ message: { 'custom.cost_centre': ['Cost centre is taken'] } }, { status: 400 })
      }),
    )
    const { router } = await renderApp('/group-company-setup/branch/100/edit', { as: admin })
    const user = userEvent.setup()
    const section = await screen.findByRole('group', { name: 'Custom fields' })
    const cost = field('Cost centre', section)
    expect(cost).toHaveValue('CC-100')
    await user.clear(cost)
    await user.type(cost, 'CC-200')
    await pick(user, 'Zone', 'South', section)
    await user.click(screen.getByRole('button', { name: 'Save' }))

    expect(await within(section).findByText('Cost centre is taken')).toBeInTheDocument()
    expect(bodies[0]).toMatchObject({ name: 'Pune Plant', custom: { cost_centre: 'CC-200', zone: 'South' } })
    expect(router.state.location.pathname).toBe('/companyadmin/group-company-setup/branch/100/edit')
  })
})
