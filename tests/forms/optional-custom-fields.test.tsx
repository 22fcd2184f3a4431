/**
 * Issue 19 item 2: a custom field NOT marked required must never block a form. A control
 * the user never touched holds no value at all, and every module's form resolves its
 * values with the module's contract body: so first every module's body as the forms
 * parse it, then the rendered forms of the screens the defect was seen on (a tracker's
 * edit and request edit, a company's add and request edit, the branch page's edit).
 */
import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { HttpResponse } from 'msw'
import { describe, expect, test } from 'vitest'
import {
  agreementBody,
  branchBody,
  companyBody,
  customItemBody,
  esiSetupBody,
  lwfSetupBody,
  pfSetupBody,
  ptSetupBody,
  TRACKER_FAMILIES,
  TRACKER_FAMILY_KEYS,
  trackerCustomModule,
  type TrackerFamilyKey,
  trackerBody,
  type CustomFieldModule,
} from '@ihrc/contract'
import type { z } from 'zod'
import { pathOf } from '@ihrc/contract/endpoints'
import { FAMILY_VIEWS } from '@/features/trackers/families'
import { onApi } from '../mocks/api'
import { server } from '../mocks/server'
import { findDrawer } from '../mocks/drawer'
import { renderApp } from '../app/render-app'
import { aBranch, aCompany, anAgreement, anEditRequest, paged } from '../company/fixtures'
import { aCustomItem, complianceLookups } from '../compliance/fixtures'
import { branchApi, lookupHandlers } from '../company/handlers'
import { field, pick } from '../company/select'
import { aPfRow, editRequestHandlers, pfApi } from '../trackers/fixtures'
import { aSetupBase } from '../setups/fixtures'
import { optionalFieldsOf } from './optional-fields'

const admin = { type: 'admin' as const }

const untouched = { bank_reference: undefined, head_office_count: undefined, audited_on: undefined, zone: undefined }

const valid = { company_id: '10', state_id: '27', district_id: '501', location_id: '9001' }
const BODIES: [CustomFieldModule, z.ZodType, Record<string, unknown>][] = [
  [
    'branch',
    branchBody,
    {
      ...valid,
      name: 'Pune Plant',
      address: 'Plot 4',
      opening_date: '2024-04-01',
      head_count: 10,
      office_mode: 'virtual',
      office_type: 'branch',
    },
  ],
  ['company', companyBody, { group_id: '1', name: 'Acme Industries' }],
  ['agreement', agreementBody, { branch_id: '100', agreement_type: 'Lease', start_date: '2024-04-01' }],
  ['pf_setup', pfSetupBody, { ...valid, pf_code: 'MHBAN0012345000' }],
  ['esi_setup', esiSetupBody, { ...valid, esi_code: '33000123450000001' }],
  ['pt_setup', ptSetupBody, { ...valid, ptrc_number: 'PTRC-1' }],
  ['lwf_setup', lwfSetupBody, { ...valid, registration_number: 'LWF-1' }],
  ...TRACKER_FAMILY_KEYS.map((key): [CustomFieldModule, z.ZodType, Record<string, unknown>] => [
    `${key}_tracker` as CustomFieldModule,
    trackerBody(TRACKER_FAMILIES[key]),
    { company_id: '10', setup_id: '1', period: key === 'ptec' ? '2025-04' : key === 'lwf' ? '2025-01' : '2025-05' },
  ]),
  [
    'compliance_custom',
    customItemBody,
    {
      code: 'FIRE-1',
      act: 'Fire safety policy',
      header: 'Fire drill',
      description: 'Hold a drill.',
      category: 'other',
      applies_to: 'central',
      frequency: 'monthly',
      due_rule: { kind: 'days_after_period_end', days: 10 },
      criticality: 'low',
      effective_from: '2024-04-01',
    },
  ],
]

describe('every module’s body, as its form resolves the controls', () => {
  test.each(BODIES)('%s: untouched optional custom fields pass, and no value is sent for them', (_module, schema, body) => {
    const parsed = schema.safeParse({ ...body, custom: untouched })
    expect(parsed.success ? [] : parsed.error.issues).toEqual([])
  })
})

describe('rendered forms with optional custom fields left empty', () => {
  test('PF tracker: Edit saves', async () => {
    const api = pfApi([aPfRow({ id: 501, period: '2025-05', custom: {} })])
    const bodies: Record<string, unknown>[] = []
    server.use(
      optionalFieldsOf('pf_tracker'),
      ...api.handlers,
      onApi.put('pf-tracker/:id', async ({ request }) => {
        bodies.push((await request.json()) as Record<string, unknown>)
        return HttpResponse.json({ data: aPfRow({ id: 501, period: '2025-05' }) })
      }),
    )
    await renderApp('/pf-tracker', { as: admin })
    const user = userEvent.setup()
    await user.click(await screen.findByRole('button', { name: 'Edit MHBAN0012345000 May 2025' }))
    const drawer = await findDrawer('Edit PF tracker row')
    await within(drawer).findByRole('group', { name: 'Custom fields' })
    await user.click(within(drawer).getByRole('button', { name: 'Save' }))
    await waitFor(() => expect(bodies).toHaveLength(1))
    expect(bodies[0]!.custom).toEqual({})
  })

  test('PF tracker: Request edit sends the change, and no custom value', async () => {
    const api = pfApi([aPfRow({ can_edit: 'request', custom: {} })])
    const sent: unknown[] = []
    server.use(optionalFieldsOf('pf_tracker'), ...api.handlers, ...editRequestHandlers(sent))
    await renderApp('/pf-tracker', { as: admin })
    const user = userEvent.setup()
    await user.click(await screen.findByRole('button', { name: 'Request edit of MHBAN0012345000 Apr 2025' }))
    const drawer = await findDrawer('Request edit of MHBAN0012345000 Apr 2025')
    await within(drawer).findByRole('group', { name: 'Custom fields' })
    await user.type(field('TRRN', drawer), '9')
    await user.type(field('Reason', drawer), 'TRRN was cut short')
    await user.click(screen.getByRole('button', { name: 'Send request' }))
    await waitFor(() => expect(sent).toHaveLength(1))
    expect(sent[0]).toMatchObject({ proposed_changes: { trrn: 'TRRN00019' } })
    expect((sent[0] as { proposed_changes: object }).proposed_changes).not.toHaveProperty('custom')
  })

  test('Company: Add saves', async () => {
    let posted: Record<string, unknown> | null = null
    server.use(
      optionalFieldsOf('company'),
      ...lookupHandlers,
      onApi.post('company', async ({ request }) => {
        posted = (await request.json()) as Record<string, unknown>
        return HttpResponse.json({ data: aCompany({ id: 12, name: 'Gamma Foods' }) }, { status: 201 })
      }),
    )
    await renderApp('/group-company-setup/company', { as: admin })
    const user = userEvent.setup()
    await user.click(await screen.findByRole('button', { name: 'Add company' }))
    const drawer = await findDrawer('Add company')
    await within(drawer).findByRole('group', { name: 'Custom fields' })
    await pick(user, 'Group', 'Acme Group', drawer)
    await user.type(field('Company name', drawer), 'Gamma Foods')
    await user.click(within(drawer).getByRole('button', { name: 'Save' }))
    await waitFor(() => expect(posted).not.toBeNull())
    expect(posted).toMatchObject({ group_id: 1, name: 'Gamma Foods', custom: {} })
  })

  test('Company: Request edit sends the change', async () => {
    const sent: unknown[] = []
    server.use(
      optionalFieldsOf('company'),
      ...lookupHandlers,
      onApi.get('company/can-edit/:id', () => HttpResponse.json({ data: { can_edit: false, pending_request_id: null } })),
      onApi.post('company/request-edit', async ({ request }) => {
        sent.push(await request.json())
        return HttpResponse.json({ data: anEditRequest(), message: 'Edit request sent' }, { status: 201 })
      }),
    )
    // Who feeds the records (Create) without editing them asks for the change; View alone may not.
    await renderApp('/group-company-setup/company', { as: { type: 'user', permissions: ['company.company:create'] } })
    const user = userEvent.setup()
    await user.click(await screen.findByRole('button', { name: 'Request edit of Acme Industries' }))
    const drawer = await findDrawer('Request edit of Acme Industries')
    await within(drawer).findByRole('group', { name: 'Custom fields' })
    await user.type(field('GSTIN', drawer), '27AAAAA9999A1Z5')
    await user.type(field('Reason', drawer), 'GSTIN registered')
    await user.click(screen.getByRole('button', { name: 'Send request' }))
    await waitFor(() => expect(sent).toHaveLength(1))
    expect(sent[0]).toMatchObject({ proposed_changes: { gstin: '27AAAAA9999A1Z5' } })
  })

  test('Branch page: Edit saves', async () => {
    const branches = branchApi([aBranch()])
    const bodies: Record<string, unknown>[] = []
    server.use(
      optionalFieldsOf('branch'),
      ...lookupHandlers,
      ...branches.handlers,
      onApi.get('branch/:id', () => HttpResponse.json({ data: aBranch() })),
      onApi.put('branch/:id', async ({ request }) => {
        bodies.push((await request.json()) as Record<string, unknown>)
        return HttpResponse.json({ data: aBranch() })
      }),
    )
    await renderApp('/group-company-setup/branch/100/edit', { as: admin })
    const user = userEvent.setup()
    await screen.findByRole('group', { name: 'Custom fields' })
    await waitFor(() => expect(field('Branch name')).toHaveValue('Pune Plant'))
    await user.click(screen.getByRole('button', { name: /^Save/ }))
    await waitFor(() => expect(bodies).toHaveLength(1))
    expect(bodies[0]).toMatchObject({ name: 'Pune Plant', custom: {} })
    // Saved, the page goes back to the list.
    expect(await screen.findByText('Branch saved')).toBeInTheDocument()
    await screen.findByRole('cell', { name: 'Pune Plant' })
  })

  test('Custom checklist: Edit saves', async () => {
    const bodies: Record<string, unknown>[] = []
    server.use(
      optionalFieldsOf('compliance_custom'),
      ...complianceLookups,
      onApi.get('compliance/custom', () => HttpResponse.json(paged([aCustomItem()]))),
      onApi.put('compliance/custom/:id', async ({ request }) => {
        bodies.push((await request.json()) as Record<string, unknown>)
        return HttpResponse.json({ data: aCustomItem() })
      }),
    )
    await renderApp('/custom-checklist', { as: admin })
    const user = userEvent.setup()
    await user.click(await screen.findByRole('button', { name: /^Edit OWN-01/ }))
    const drawer = await findDrawer(/^Edit/)
    await within(drawer).findByRole('group', { name: 'Custom fields' })
    await user.click(within(drawer).getByRole('button', { name: 'Save' }))
    await waitFor(() => expect(bodies).toHaveLength(1))
    expect(bodies[0]).toMatchObject({ code: 'OWN-01', custom: {} })
  })

  test('Agreement: Add saves', async () => {
    const posted: FormData[] = []
    server.use(
      optionalFieldsOf('agreement'),
      ...lookupHandlers,
      onApi.get('agreement-type', () => HttpResponse.json({ data: [{ id: 1, name: 'Lease' }] })),
      onApi.get('subcategory', () => HttpResponse.json({ data: [] })),
      onApi.get('agreement/agreement', () => HttpResponse.json(paged([anAgreement()]))),
      onApi.post('agreement/agreement', async ({ request }) => {
        posted.push(await request.formData())
        return HttpResponse.json({ data: anAgreement({ id: 302 }) }, { status: 201 })
      }),
    )
    await renderApp('/agreements', { as: admin })
    const user = userEvent.setup()
    await user.click(await screen.findByRole('button', { name: 'Add agreement' }))
    const drawer = await findDrawer('Add agreement')
    await within(drawer).findByRole('group', { name: 'Custom fields' })
    await pick(user, 'Branch', 'Pune Plant', drawer)
    await pick(user, 'Agreement type', 'Lease', drawer)
    await user.type(field('Start date', drawer), '2026-01-01')
    await user.click(within(drawer).getByRole('button', { name: 'Save' }))
    await waitFor(() => expect(posted).toHaveLength(1))
    expect(posted[0]!.get('agreement_type')).toBe('Lease')
    // No value travels for the untouched optional fields.
    expect([...posted[0]!.keys()].filter((k) => /bank_reference|head_office_count|audited_on|zone/.test(k))).toEqual([])
  })
})

describe.each(FAMILY_VIEWS.map((f) => [f.label, f] as const))(
  '%s tracker: Edit with untouched optional custom fields',
  (_label, family) => {
    test('saves, and sends no custom value', async () => {
      const key = family.key as TrackerFamilyKey
      const path = pathOf(family.endpoints.list)
      const row = aPfRow({ id: 501, period: key === 'ptec' ? '2025-04' : key === 'lwf' ? '2025-01' : '2025-05', custom: {} })
      const bodies: Record<string, unknown>[] = []
      server.use(
        optionalFieldsOf(trackerCustomModule(key)),
        ...lookupHandlers,
        ...['pf-code', 'esi-code', 'ptrc-code', 'ptec-code', 'lwf-code'].map((code) =>
          onApi.get(code, () => HttpResponse.json({ data: [{ id: 1, code: row.code, company_id: 10, state_id: 27 }] })),
        ),
        onApi.get(path, () => HttpResponse.json(paged([row]))),
        onApi.get(`${path}/:id`, () => HttpResponse.json({ data: row })),
        onApi.put(`${path}/:id`, async ({ request }) => {
          bodies.push((await request.json()) as Record<string, unknown>)
          return HttpResponse.json({ data: row })
        }),
      )
      await renderApp(`/${path}`, { as: admin })
      const user = userEvent.setup()
      await user.click(await screen.findByRole('button', { name: new RegExp(`^Edit ${row.code}`) }))
      const drawer = await findDrawer(/^Edit/)
      await within(drawer).findByRole('group', { name: 'Custom fields' })
      await user.click(within(drawer).getByRole('button', { name: 'Save' }))
      await waitFor(() => expect(bodies).toHaveLength(1))
      expect(bodies[0]!.custom).toEqual({})
    })
  },
)

const place = {
  ...aSetupBase,
  district_id: 501,
  district_name: 'Pune',
  location_id: 9001,
  location_name: 'Hinjewadi',
  registration_date: null,
}
const SETUPS = [
  {
    module: 'pf_setup',
    path: 'pfsetup',
    page: '/pf-setup',
    code: 'MHBAN0012345000',
    row: { pf_code: 'MHBAN0012345000', certificate: null, portal_user: null, portal_password_set: false, signatories: [] },
  },
  {
    module: 'esi_setup',
    path: 'esisetup',
    page: '/esi-setup',
    code: '33000123450000001',
    row: { esi_code: '33000123450000001', code_type: null, certificate: null, signatories: [] },
  },
  {
    module: 'pt_setup',
    path: 'ptsetup',
    page: '/pt-setup',
    code: 'PTRC-1',
    row: { ptrc_number: 'PTRC-1', ptec_number: null, remittance_mode: null, ptrc_frequency: null, ptec_frequency: null, certificate: null },
  },
] as const

describe.each(SETUPS.map((s) => [s.module, s] as const))('%s: Edit with untouched optional custom fields', (module, setup) => {
  test('saves, and sends no custom value', async () => {
    const row = { ...place, ...setup.row, custom: {} }
    const bodies: Record<string, unknown>[] = []
    server.use(
      optionalFieldsOf(module),
      ...lookupHandlers,
      onApi.get(setup.path, () => HttpResponse.json(paged([row]))),
      onApi.get(`${setup.path}/:id`, () => HttpResponse.json({ data: row })),
      onApi.put(`${setup.path}/:id`, async ({ request }) => {
        bodies.push((await request.json()) as Record<string, unknown>)
        return HttpResponse.json({ data: row })
      }),
    )
    await renderApp(setup.page, { as: admin })
    const user = userEvent.setup()
    await user.click(await screen.findByRole('button', { name: new RegExp(`^Edit ${setup.code}`) }))
    const drawer = await findDrawer(/^Edit/)
    await within(drawer).findByRole('group', { name: 'Custom fields' })
    await user.click(within(drawer).getByRole('button', { name: 'Save' }))
    await waitFor(() => expect(bodies).toHaveLength(1))
    expect(bodies[0]!.custom).toEqual({})
  })
})
