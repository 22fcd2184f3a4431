/**
 * Global Settings → Register Template: the seeded Forms A to E (each with its instrument
 * and source, read-only), a tenant's own copy, formats checked column by column, and
 * which format a month uses.
 */
import { and, eq, isNotNull } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { SEEDED_FORMAT_READ_ONLY, registerFormatBody, type RegisterFormat } from '@ihrc/contract'
import { SEEDED_REGISTER_FORMATS, seedRegisterFormats } from '../../src/db/reference/register-formats'
import { registerFormats } from '../../src/db/schema'
import { formatsInForce } from '../../src/modules/registers/generation-plan'
import type { TestContext } from '../helpers'
import { twoTenants, type Org } from '../organisation/fixtures'

let t: TestContext
let org: Org
let other: Org
beforeAll(async () => {
  ;({ t, org, other } = await twoTenants())
})
afterAll(() => t.close())

const listed = async (o: Org) => (await o.call('GET', '/settings/register-template?page_size=50')).json().data as RegisterFormat[]
const bodyOf = ({ id: _i, seeded: _s, created_at: _c, updated_at: _u, ...body }: RegisterFormat) => body

describe('seeded formats', () => {
  it('are valid formats, each with its instrument, a source address and where its facts come from', () => {
    for (const { seedKey, ...format } of SEEDED_REGISTER_FORMATS) {
      expect(registerFormatBody.safeParse(format).success, seedKey).toBe(true)
      expect(format.instrument).toContain('G.S.R. 154(E), 21 February 2017')
      expect(format.source_url).toMatch(/^https:\/\//)
      expect(format.effective_from).toBe('2017-02-21')
      expect(format.effective_to).toBeNull()
    }
    expect(SEEDED_REGISTER_FORMATS.map((f) => f.form)).toEqual(['Form A', 'Form B', 'Form C', 'Form D', 'Form E'])
    // Form E's columns could not be read from a source: its source says so.
    expect(SEEDED_REGISTER_FORMATS[4]!.source).toContain('could not be read')
  })

  it('every tenant has its own read-only copy: changing or deleting one is refused and changes nothing', async () => {
    const mine = await listed(org)
    expect(mine.filter((f) => f.seeded).map((f) => f.form)).toEqual(['Form A', 'Form B', 'Form C', 'Form D', 'Form E'])
    const theirs = await listed(other)
    expect(theirs.map((f) => f.id).some((id) => mine.some((m) => m.id === id))).toBe(false)
    const formB = mine.find((f) => f.form === 'Form B')!
    const put = await org.call('PUT', `/settings/register-template/${formB.id}`, { ...bodyOf(formB), name: 'Renamed' })
    expect(put.json()).toEqual({ message: SEEDED_FORMAT_READ_ONLY })
    expect(put.statusCode).toBe(403)
    expect((await org.call('DELETE', `/settings/register-template/${formB.id}`)).statusCode).toBe(403)
    expect((await org.call('GET', `/settings/register-template/${formB.id}`)).json().data.name).toBe('Form B: Wage register')
  })

  it('are kept in step with the code, and reach tenants made later', async () => {
    await t.db
      .update(registerFormats)
      .set({ name: 'Tampered' })
      .where(and(eq(registerFormats.tenantId, org.tenantId), isNotNull(registerFormats.seedKey)))
    await seedRegisterFormats(t.db)
    expect((await listed(org)).filter((f) => f.seeded).every((f) => f.name !== 'Tampered')).toBe(true)
    const late = await t.createTenant()
    const rows = await t.db.select().from(registerFormats).where(eq(registerFormats.tenantId, late.tenantId))
    expect(rows).toHaveLength(SEEDED_REGISTER_FORMATS.length)
  })
})

describe("a tenant's own formats", () => {
  it('copies a seeded format and adjusts it; the copy can be changed and removed', async () => {
    const formD = (await listed(org)).find((f) => f.form === 'Form D')!
    const copy = await org.call('POST', '/settings/register-template', {
      ...bodyOf(formD),
      name: 'Form D for Maharashtra',
      state_codes: ['mh'],
      effective_from: '2026-01-01',
      copied_from_id: formD.id,
    })
    expect(copy.statusCode).toBe(201)
    expect(copy.json().data).toMatchObject({ seeded: false, state_codes: ['MH'], copied_from_id: formD.id })
    const id = copy.json().data.id
    const put = await org.call('PUT', `/settings/register-template/${id}`, {
      ...bodyOf(copy.json().data),
      title: ['FORM D', 'MUSTER ROLL'],
    })
    expect(put.json().data.title).toEqual(['FORM D', 'MUSTER ROLL'])
    const trail = await org.call('GET', `/settings/register-template/${id}/history`)
    expect(trail.json().data[0]).toMatchObject({ action: 'update', changes: [expect.objectContaining({ field: 'title' })] })
    expect((await org.call('DELETE', `/settings/register-template/${id}`)).statusCode).toBe(200)
  })

  it('refuses columns from fields a register does not have, unknown states and dates out of order, all at once', async () => {
    const formB = (await listed(org)).find((f) => f.form === 'Form B')!
    const res = await org.call('POST', '/settings/register-template', {
      ...bodyOf(formB),
      columns: [{ header: 'Bonus', value: { kind: 'field', input: 'salary', field: 'bonus' } }],
      rows_with: 'nothing',
      state_codes: ['ZZ'],
      effective_from: '2026-04-01',
      effective_to: '2026-03-01',
      source_url: 'ftp://example',
    })
    expect(res.statusCode).toBe(400)
    expect(res.json().message).toEqual({
      'columns.0.value': ['Salary register has no field bonus'],
      rows_with: ['Salary register has no field nothing'],
      effective_to: ['Effective to must be after effective from'],
      source_url: ['Enter the source as a web address starting with https:// or http://'],
    })
    const unknownState = await org.call('POST', '/settings/register-template', { ...bodyOf(formB), state_codes: ['ZZ'] })
    expect(unknownState.json().message).toEqual({ state_codes: ['No state has the code ZZ'] })
  })
})

describe('the format in force for a month', () => {
  const format = (id: number, over: Partial<RegisterFormat>): RegisterFormat =>
    ({ id, form: 'Form B', seeded: true, state_codes: [], effective_from: '2017-02-21', effective_to: null, ...over }) as RegisterFormat
  const seeded = format(1, {})
  const ownLater = format(2, { seeded: false, effective_from: '2026-04-01' })
  const stateOnly = format(3, { seeded: true, state_codes: ['KA'] })
  const ended = format(4, { seeded: false, effective_from: '2020-01-01', effective_to: '2026-01-01' })
  const all = [seeded, ownLater, stateOnly, ended]
  const pick = (start: string, state: string) => formatsInForce(all, start, state).get('Form B')?.id

  it('is the dated one in force, the tenant’s own before the seeded, a state’s own before the all-state one', () => {
    expect(pick('2025-12-01', 'MH')).toBe(4)
    expect(pick('2026-03-01', 'MH')).toBe(1)
    expect(pick('2026-04-01', 'MH')).toBe(2)
    expect(pick('2026-03-01', 'KA')).toBe(3)
  })
})
