/**
 * PT and LWF tracker rows under the statutory facts (issue 21): the expected amount beside
 * what was paid, with a shortfall; a levied scheme whose due rule is not confirmed shows
 * so on the row and the grid instead of a silent blank; bad wage bands write nothing.
 */
import { eq, sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { trackerRows } from '../../src/db/schema'
import type { TestContext } from '../helpers'
import { place, twoTenants, type Org } from '../organisation/fixtures'
import { createSetup } from './fixtures'

let t: TestContext, org: Org
let mhPt: { id: number }, mhLwf: { id: number }, klLwf: { id: number }
beforeAll(async () => {
  ;({ t, org } = await twoTenants())
  mhPt = await createSetup('pt', org, 41)
  mhLwf = await createSetup('lwf', org, 42)
  // Kerala's shops workers' fund: levied monthly, its due day not confirmed (two compilations disagree)
  const kl = await place(t, 'Kerala', 'Ernakulam')
  const location = await org.call('POST', '/location', { district_id: kl.districtId, name: 'Kakkanad' })
  const res = await org.call('POST', '/lwfsetup', {
    company_id: org.companyId,
    state_id: kl.stateId,
    district_id: kl.districtId,
    location_id: location.json().data.id,
    registration_number: 'KL-SCEWWF-1',
    frequency: 'monthly',
  })
  expect(res.statusCode, res.body).toBe(201)
  klLwf = res.json().data
})
afterAll(() => t.close())

const rowCount = async () => (await t.db.select({ n: sql<number>`count(*)::int` }).from(trackerRows))[0]!.n

describe('expected amounts on tracker rows', () => {
  it('a Maharashtra PT RC row: the slab for its wage bands beside what was paid, short by the difference', async () => {
    const res = await org.call('POST', '/ptrc-tracker', {
      setup_id: mhPt.id,
      period: '2026-02',
      payment_date: '2026-02-27',
      total_paid_amount: 2000,
      employee_count: 10,
      wage_bands: '7501m:2; 10001m:5; 25001f:3',
    })
    expect(res.statusCode, res.body).toBe(201)
    const row = (await org.call('GET', `/ptrc-tracker/${res.json().data.id}`)).json().data
    expect(row).toMatchObject({ due_date: '2026-02-28', due_status: 'due', status: 'on_time' })
    expect(row.statutory_amount).toMatchObject({ amount: 2750, paid: 2000, shortfall: 750, missing: null })
    expect(row.statutory_amount.basis).toContain('Men ₹10,001 and above')
  })

  it('a row without the inputs says what is missing, with no amount', async () => {
    const res = await org.call('POST', '/ptrc-tracker', { setup_id: mhPt.id, period: '2026-03', employee_count: 10 })
    expect(res.statusCode, res.body).toBe(201)
    const row = (await org.call('GET', `/ptrc-tracker/${res.json().data.id}`)).json().data
    expect(row.statutory_amount).toMatchObject({ amount: null, shortfall: null })
    expect(row.statutory_amount.missing).toMatch(/^the employees per wage band/)
  })

  it('a flat LWF needs only the head count: Maharashtra, employee ₹25 and employer three times', async () => {
    const res = await org.call('POST', '/lwf-tracker', {
      setup_id: mhLwf.id,
      period: '2026-01',
      employee_count: 40,
      total_paid_amount: 4000,
    })
    expect(res.statusCode, res.body).toBe(201)
    expect((await org.call('GET', `/lwf-tracker/${res.json().data.id}`)).json().data.statutory_amount).toMatchObject({
      amount: 40 * 100,
      shortfall: null,
    })
  })

  it('refuses wage bands it cannot read, naming the entry, and writes nothing', async () => {
    const before = await rowCount()
    const res = await org.call('POST', '/ptrc-tracker', { setup_id: mhPt.id, period: '2026-04', wage_bands: '10001m:5; lots' })
    expect(res.statusCode).toBe(400)
    expect(res.json().message.wage_bands[0]).toMatch(/"lots" is not a wage band entry/)
    expect(await rowCount()).toBe(before)
  })
})

describe("a levied scheme with no confirmed due rule (Kerala's monthly shops workers' fund)", () => {
  it('the row says so, and unpaid it is "due rule not confirmed", never "not yet due"', async () => {
    const res = await org.call('POST', '/lwf-tracker', {
      setup_id: klLwf.id,
      period: '2025-01',
      employee_count: 8,
    })
    expect(res.statusCode, res.body).toBe(201)
    const row = (await org.call('GET', `/lwf-tracker/${res.json().data.id}`)).json().data
    expect(row).toMatchObject({ due_date: null, due_status: 'not_confirmed', status: 'due_unknown', delay_days: null })
    expect(row.statutory_amount).toMatchObject({ amount: 8 * (50 + 50) })
    const listed = (await org.call('GET', '/lwf-tracker?status=due_unknown')).json().data.map((r: { id: number }) => r.id)
    expect(listed).toEqual([row.id])
    expect((await org.call('GET', '/lwf-tracker?status=not_due')).json().data.map((r: { id: number }) => r.id)).not.toContain(row.id)
  })

  it('the grid shows every month of the registration "not confirmed", with the state to open the rule by', async () => {
    const grid = (await org.call('GET', '/lwf-tracker/grid?year=2025-26')).json().data
    const kl = grid.rows.find((r: { setup_id: number }) => r.setup_id === klLwf.id)
    expect(kl.state_id).toEqual(expect.any(Number))
    expect(new Set(kl.cells.map((c: { status: string }) => c.status))).toEqual(new Set(['not_confirmed']))
    // Maharashtra's half-yearly LWF: its two half-years beginning in the year, each with its due date.
    const mh = grid.rows.find((r: { setup_id: number }) => r.setup_id === mhLwf.id)
    expect(mh.due_dates.filter(Boolean)).toEqual(['2026-01-15', '2026-07-15'])
  })
})

it('keeps the rows it wrote in this tenant', async () => {
  const rows = await t.db.select({ tenantId: trackerRows.tenantId }).from(trackerRows).where(eq(trackerRows.tenantId, org.tenantId))
  expect(rows.length).toBeGreaterThan(0)
})
