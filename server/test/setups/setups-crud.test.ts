/**
 * The four statutory setups through one table: each case is one setup's path, a valid
 * body, an edit, a bad field and its code lookup. Every rule is checked for all four.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { MenuKey } from '@ihrc/contract'
import type { TestContext } from '../helpers'
import { caller, createBranch, type Org, twoTenants } from '../organisation/fixtures'
import { multipartFields } from '../organisation/xlsx-helpers'

let t: TestContext, org: Org, other: Org
beforeAll(async () => ({ t, org, other } = await twoTenants()))
let home: Promise<number> | undefined
/** A branch at the place the setups are registered (org's company and location), made once. */
const homeBranch = () => (home ??= createBranch(org, { name: 'Home Branch' }))
afterAll(() => t.close())

const place = (o: Org) => ({ company_id: o.companyId, state_id: o.stateId, district_id: o.districtId, location_id: o.locationId })

interface Case {
  path: string
  trackerMenu: MenuKey
  codePath: string
  body(o: Org, n: number): Record<string, unknown>
  codeOf(n: number): string
  edit: Record<string, unknown>
  bad: Record<string, unknown>
}

const CASES: Case[] = [
  {
    path: 'pfsetup',
    trackerMenu: 'remittance.pfiw_tracker',
    codePath: 'pf-code',
    body: (o, n) => ({
      ...place(o),
      pf_code: `MHBAN00123450${String(n).padStart(2, '0')}`,
      registration_date: '2020-04-01',
      portal_user: 'acme',
    }),
    codeOf: (n) => `MHBAN00123450${String(n).padStart(2, '0')}`,
    edit: { portal_user: 'acme-hr' },
    bad: { pf_code: 'MH123' },
  },
  {
    path: 'esisetup',
    trackerMenu: 'remittance.esi_tracker',
    codePath: 'esi-code',
    body: (o, n) => ({ ...place(o), esi_code: `330001234500010${String(n).padStart(2, '0')}`, code_type: 'main' }),
    codeOf: (n) => `330001234500010${String(n).padStart(2, '0')}`,
    edit: { code_type: 'sub' },
    bad: { esi_code: '3300012345' },
  },
  {
    path: 'ptsetup',
    trackerMenu: 'remittance.ptec_tracker',
    codePath: 'ptrc-code',
    body: (o, n) => ({ ...place(o), ptrc_number: `PTRC-${n}`, ptec_number: `PTEC-${n}`, remittance_mode: 'online' }),
    codeOf: (n) => `PTRC-${n}`,
    edit: { ptrc_frequency: 'monthly' },
    bad: { remittance_mode: 'by post' },
  },
  {
    path: 'lwfsetup',
    trackerMenu: 'remittance.lwf_tracker',
    codePath: 'lwf-code',
    body: (o, n) => ({ ...place(o), registration_number: `LWF-${n}`, frequency: 'half_yearly' }),
    codeOf: (n) => `LWF-${n}`,
    edit: { remittance_mode: 'offline' },
    bad: { state_id: null },
  },
]

let serial = 0
async function create(c: Case, o: Org) {
  const n = ++serial
  const res = await o.call('POST', `/${c.path}`, c.body(o, n))
  expect(res.statusCode, res.body).toBe(201)
  return { n, item: res.json().data as Record<string, unknown> & { id: number } }
}
async function count(c: Case, o: Org) {
  const res = await o.call('GET', `/${c.path}?company_id=${o.companyId}&page_size=200`)
  expect(res.statusCode).toBe(200)
  return res.json().meta.total as number
}

describe.each(CASES)('$path', (c) => {
  it('creates, reads, lists by company, updates, looks up its code and deletes', async () => {
    const { n, item } = await create(c, org)
    expect(item).toMatchObject({
      company_id: org.companyId,
      company_name: 'Acme Industries',
      district_name: 'Pune',
      location_name: 'Hinjawadi',
    })
    expect((await org.call('GET', `/${c.path}/${item.id}`)).json().data).toEqual(item)
    const list = await org.call('GET', `/${c.path}?company_id=${org.companyId}&state_id=${org.stateId}`)
    expect(list.json().data.map((r: { id: number }) => r.id)).toContain(item.id)

    const updated = await org.call('PUT', `/${c.path}/${item.id}`, { ...c.body(org, n), ...c.edit })
    expect(updated.statusCode, updated.body).toBe(200)
    expect(updated.json().data).toMatchObject(c.edit)

    const codes = await org.call('GET', `/${c.codePath}?company_id=${org.companyId}`)
    expect(codes.statusCode).toBe(200)
    expect(codes.json().data).toContainEqual({ id: item.id, code: c.codeOf(n), company_id: org.companyId, state_id: org.stateId })
    expect((await org.call('GET', `/${c.codePath}?company_id=${other.companyId}`)).json().data).toEqual([])

    expect((await org.call('DELETE', `/${c.path}/${item.id}`)).statusCode).toBe(200)
    expect((await org.call('GET', `/${c.path}/${item.id}`)).statusCode).toBe(404)
  })

  it('refuses bad input, a future registration date and a district of another state, writing nothing', async () => {
    const before = await count(c, org)
    const bad = await org.call('POST', `/${c.path}`, { ...c.body(org, ++serial), ...c.bad })
    expect(bad.statusCode).toBe(400)
    expect(Object.keys(bad.json().message)).toEqual(Object.keys(c.bad))
    const future = await org.call('POST', `/${c.path}`, { ...c.body(org, ++serial), registration_date: '2999-01-01' })
    expect(future.statusCode).toBe(400)
    expect(future.json().message.registration_date).toEqual(['Registration date cannot be in the future'])
    const [karnataka] = (await org.call('GET', '/states')).json().data.filter((s: { name: string }) => s.name === 'Karnataka')
    const wrongState = await org.call('POST', `/${c.path}`, { ...c.body(org, ++serial), state_id: karnataka.id })
    expect(wrongState.statusCode).toBe(400)
    expect(wrongState.json().message.district_id).toEqual(['District not found in this state'])
    expect(await count(c, org)).toBe(before)
  })

  it("keeps tenants apart: another tenant's company is refused, its records answer 404 and stay unchanged", async () => {
    const before = await count(c, org)
    const foreign = await org.call('POST', `/${c.path}`, { ...c.body(org, ++serial), company_id: other.companyId })
    expect(foreign.statusCode).toBe(400)
    expect(foreign.json().message.company_id).toEqual(['Company not found'])
    expect(await count(c, org)).toBe(before)

    const { n, item } = await create(c, other)
    expect((await org.call('GET', `/${c.path}/${item.id}`)).statusCode).toBe(404)
    expect((await org.call('PUT', `/${c.path}/${item.id}`, { ...c.body(org, n), ...c.edit })).statusCode).toBe(404)
    expect((await org.call('DELETE', `/${c.path}/${item.id}`)).statusCode).toBe(404)
    expect((await other.call('GET', `/${c.path}/${item.id}`)).json().data).toEqual(item)
    expect((await org.call('GET', `/${c.path}?company_id=${other.companyId}`)).json().data).toEqual([])
  })

  it('answers 403 without a grant; a tracker reader may list and read but not write', async () => {
    const { n, item } = await create(c, org)
    const nobody = caller(t, await t.createUser(org.tenantId, { permissions: ['company.branch:list'] }))
    expect((await nobody('GET', `/${c.path}`)).statusCode).toBe(403)
    expect((await nobody('GET', `/${c.codePath}`)).statusCode).toBe(403)
    expect((await nobody('POST', `/${c.path}`, c.body(org, ++serial))).statusCode).toBe(403)

    const reader = caller(
      t,
      await t.createUser(org.tenantId, {
        permissions: [`${c.trackerMenu}:list`, `${c.trackerMenu}:create`, `${c.trackerMenu}:edit`, `${c.trackerMenu}:delete`],
        // Users see the registrations of their branches' companies and places (setups/scope.ts).
        branchIds: [await homeBranch()],
      }),
    )
    expect((await reader('GET', `/${c.path}`)).statusCode).toBe(200)
    expect((await reader('GET', `/${c.path}/${item.id}`)).statusCode).toBe(200)
    expect((await reader('GET', `/${c.codePath}`)).statusCode).toBe(200)
    expect((await reader('POST', `/${c.path}`, c.body(org, ++serial))).statusCode).toBe(403)
    expect((await reader('PUT', `/${c.path}/${item.id}`, { ...c.body(org, n), ...c.edit })).statusCode).toBe(403)
    expect((await reader('DELETE', `/${c.path}/${item.id}`)).statusCode).toBe(403)
    expect((await org.call('GET', `/${c.path}/${item.id}`)).json().data).toEqual(item)

    const writer = caller(
      t,
      await t.createUser(org.tenantId, {
        permissions: ['company.company:list', 'company.company:delete'],
        branchIds: [await homeBranch()],
      }),
    )
    expect((await writer('DELETE', `/${c.path}/${item.id}`)).statusCode).toBe(200)
  })
})

describe('pfsetup portal password', () => {
  const SECRET = 'Portal#Secret-4711'
  it('is stored sealed, reported only as set, kept by a blank update and never returned', async () => {
    const body = { ...CASES[0]!.body(org, 90), portal_password: SECRET }
    const created = await org.call('POST', '/pfsetup', body)
    expect(created.statusCode).toBe(201)
    const id = created.json().data.id
    expect(created.json().data.portal_password_set).toBe(true)
    const updated = await org.call('PUT', `/pfsetup/${id}`, { ...body, portal_password: '' })
    expect(updated.json().data.portal_password_set).toBe(true)
    const responses = [created, updated, await org.call('GET', `/pfsetup/${id}`), await org.call('GET', '/pfsetup?page_size=200')]
    for (const r of responses) {
      expect(r.body).not.toContain(SECRET)
      expect(r.body).not.toContain('portal_password"')
    }
    const stored = await t.db.execute<{ sealed: string }>(`select portal_password_sealed as sealed from pf_setups where id = ${id}`)
    expect(stored.rows[0]!.sealed).toMatch(/^v1\./)
    expect(stored.rows[0]!.sealed).not.toContain(SECRET)
    const without = await org.call('POST', '/pfsetup', CASES[0]!.body(org, 91))
    expect(without.json().data.portal_password_set).toBe(false)
  })
})

describe('pfsetup signatories', () => {
  it("accepts the tenant's users and refuses another tenant's", async () => {
    const signatory = { user_id: org.admin.id, dsc_valid_until: '2030-01-31', e_sign_status: 'registered' }
    const ok = await org.call('POST', '/pfsetup', { ...CASES[0]!.body(org, 92), signatories: [signatory] })
    expect(ok.statusCode, ok.body).toBe(201)
    expect(ok.json().data.signatories).toEqual([signatory])
    // A form that does not show signatories sends none: the ones on file stay.
    const kept = await org.call('PUT', `/pfsetup/${ok.json().data.id}`, CASES[0]!.body(org, 92))
    expect(kept.json().data.signatories).toEqual([signatory])
    const foreign = await org.call('POST', '/pfsetup', {
      ...CASES[0]!.body(org, 93),
      signatories: [{ ...signatory, user_id: other.admin.id }],
    })
    expect(foreign.statusCode).toBe(400)
    expect(foreign.json().message.signatories).toEqual(['Signatory not found'])
  })
})

describe('lwfsetup multipart create', () => {
  it('takes the fields and the certificate file, and serves the file back', async () => {
    const pdf = Buffer.from('%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n')
    const boundary = '----lwf'
    const fields = { company_id: String(org.companyId), state_id: String(org.stateId), registration_number: 'LWF-MULTI' }
    const parts = Object.entries(fields).map(([k, v]) => `--${boundary}\r\nContent-Disposition: form-data; name="${k}"\r\n\r\n${v}\r\n`)
    const payload = Buffer.concat([
      Buffer.from(parts.join('')),
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="lwf.pdf"\r\nContent-Type: application/pdf\r\n\r\n`,
      ),
      pdf,
      Buffer.from(`\r\n--${boundary}--\r\n`),
    ])
    const res = await org.call('POST', '/lwfsetup', payload, { headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } })
    expect(res.statusCode, res.body).toBe(201)
    expect(res.json().data.certificate).toMatchObject({ name: 'lwf.pdf', mime: 'application/pdf' })
    const file = await org.call('GET', `/lwfsetup/${res.json().data.id}/document`)
    expect(file.statusCode).toBe(200)
    expect(file.rawPayload.equals(pdf)).toBe(true)

    const fieldsOnly = await org.call('POST', '/lwfsetup', ...multipartFields({ ...fields, registration_number: 'LWF-MULTI-2' }))
    expect(fieldsOnly.statusCode, fieldsOnly.body).toBe(201)
    expect(fieldsOnly.json().data.certificate).toBeNull()
  })
})
