/**
 * SPEC.md section 7: "LWF setup create is a multipart POST", with or without the
 * certificate (issue 19 item 32); an update without a new certificate stays JSON. The
 * tenant's optional custom fields, left empty, travel as nothing (issue 19 item 2).
 */
import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { HttpResponse } from 'msw'
import { describe, expect, test } from 'vitest'
import type { LwfSetup } from '@ihrc/contract'
import { onApi } from '../mocks/api'
import { server } from '../mocks/server'
import { findDrawer } from '../mocks/drawer'
import { renderApp } from '../app/render-app'
import { paged } from '../company/fixtures'
import { lookupHandlers } from '../company/handlers'
import { field, pick } from '../company/select'
import { optionalFieldsOf } from '../forms/optional-fields'
import { aSetupBase } from './fixtures'

function anLwfSetup(over: Partial<LwfSetup> = {}): LwfSetup {
  return {
    ...aSetupBase,
    district_id: null,
    district_name: null,
    location_id: null,
    location_name: null,
    registration_date: null,
    registration_number: 'LWF-1',
    remittance_mode: null,
    frequency: null,
    certificate: null,
    ...over,
  } as LwfSetup
}

describe('LWF setup', () => {
  test('a create without a certificate is multipart; an update without one is JSON', async () => {
    const sent: { method: string; type: string | null; fields: Record<string, string> | Record<string, unknown> }[] = []
    server.use(
      optionalFieldsOf('lwf_setup'),
      ...lookupHandlers,
      onApi.get('lwfsetup', () => HttpResponse.json(paged([anLwfSetup()]))),
      onApi.get('lwfsetup/:id', () => HttpResponse.json({ data: anLwfSetup() })),
      onApi.post('lwfsetup', async ({ request }) => {
        const type = request.headers.get('content-type')
        const form = await request.formData()
        sent.push({ method: 'POST', type, fields: Object.fromEntries([...form.entries()].map(([k, v]) => [k, String(v)])) })
        return HttpResponse.json({ data: anLwfSetup({ id: 2, registration_number: 'LWF-2' }) }, { status: 201 })
      }),
      onApi.put('lwfsetup/:id', async ({ request }) => {
        sent.push({ method: 'PUT', type: request.headers.get('content-type'), fields: (await request.json()) as Record<string, unknown> })
        return HttpResponse.json({ data: anLwfSetup({ registration_number: 'LWF-1A' }) })
      }),
    )
    await renderApp('/lwf-setup?company_id=10', { as: { type: 'admin' } })
    const user = userEvent.setup()
    await user.click(await screen.findByRole('button', { name: 'Add LWF setup' }))
    const drawer = await findDrawer('Add LWF setup')
    await within(drawer).findByRole('group', { name: 'Custom fields' })
    await pick(user, 'State', 'Maharashtra', drawer)
    await user.type(field('Registration number', drawer), 'LWF-2')
    await user.click(within(drawer).getByRole('button', { name: 'Save' }))
    await waitFor(() => expect(sent).toHaveLength(1))
    expect(sent[0]!.type).toMatch(/^multipart\/form-data/)
    expect(sent[0]!.fields).toEqual({ company_id: '10', state_id: '27', registration_number: 'LWF-2' })

    await user.click(await screen.findByRole('button', { name: 'Edit LWF-1' }))
    const editor = await findDrawer(/Edit LWF setup/)
    await user.clear(field('Registration number', editor))
    await user.type(field('Registration number', editor), 'LWF-1A')
    await user.click(within(editor).getByRole('button', { name: 'Save' }))
    await waitFor(() => expect(sent).toHaveLength(2))
    expect(sent[1]!.type).toMatch(/^application\/json/)
    expect(sent[1]!.fields).toMatchObject({ registration_number: 'LWF-1A', custom: {} })
  })
})
