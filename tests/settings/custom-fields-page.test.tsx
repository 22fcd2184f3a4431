import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { HttpResponse } from 'msw'
import { describe, expect, test } from 'vitest'
import { onApi } from '../mocks/api'
import { server } from '../mocks/server'
import { renderApp } from '../app/render-app'
import { field, pick } from '../company/select'
import { findDrawer } from '../mocks/drawer'

const admin = { type: 'admin' as const }
const stamps = { created_at: '2025-04-01T00:00:00.000Z', updated_at: '2025-04-01T00:00:00.000Z' }

describe('Global Settings → Custom Fields', () => {
  test('adds a select field with its options, one per line', async () => {
    let body: Record<string, unknown> | null = null
    server.use(
      onApi.post('settings/custom-fields', async ({ request }) => {
        body = (await request.json()) as Record<string, unknown>
        return HttpResponse.json(
          {
            data: {
              id: 9,
              module: 'branch',
              name: 'Zone',
              key: 'zone',
              type: 'select',
              options: ['North', 'South'],
              required: false,
              ...stamps,
            },
          },
          { status: 201 },
        )
      }),
    )
    await renderApp('/custom-fields', { as: admin })
    const user = userEvent.setup()
    await user.click(await screen.findByRole('button', { name: 'Add custom field' }))
    const drawer = await findDrawer()
    await pick(user, 'Module', 'Branch', drawer)
    await user.type(field('Name', drawer), 'Zone')
    // The key is suggested from the name.
    expect(field('Key', drawer)).toHaveValue('zone')
    await pick(user, 'Type', 'Select', drawer)
    await user.type(field('Options', drawer), 'North{enter}South')
    await user.click(within(drawer.parentElement ?? document.body).getByRole('button', { name: 'Save' }))
    await waitFor(() => expect(body).not.toBeNull())
    expect(body).toEqual({ module: 'branch', name: 'Zone', key: 'zone', type: 'select', options: ['North', 'South'], required: false })
  })

  test('the key follows the name as snake_case until the user writes their own', async () => {
    await renderApp('/custom-fields', { as: admin })
    const user = userEvent.setup()
    await user.click(await screen.findByRole('button', { name: 'Add custom field' }))
    const drawer = await findDrawer()
    await user.type(field('Name', drawer), 'Cost centre (HQ)')
    expect(field('Key', drawer)).toHaveValue('cost_centre_hq')
    await user.clear(field('Key', drawer))
    await user.type(field('Key', drawer), 'hq_cc')
    await user.type(field('Name', drawer), ' 2')
    expect(field('Key', drawer)).toHaveValue('hq_cc')
  })
})
