/**
 * Missing and late at a glance: a family's registrations by the periods of a financial
 * year, from rows planted through the tracker routes, in a past year (every due date has
 * passed, whatever today is).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { TrackerGrid } from '@ihrc/contract'
import type { TestContext } from '../helpers'
import { csvOfWorkbook } from '../kit/libreoffice'
import { twoTenants, type Org } from '../organisation/fixtures'
import { createSetup, trackerBody } from './fixtures'

const MONTHS = [
  '2024-04',
  '2024-05',
  '2024-06',
  '2024-07',
  '2024-08',
  '2024-09',
  '2024-10',
  '2024-11',
  '2024-12',
  '2025-01',
  '2025-02',
  '2025-03',
]
/** PF falls due on the 15th of the next month. */
const dueOf = (month: string) => {
  const [y, m] = month.split('-').map(Number) as [number, number]
  return m === 12 ? `${y + 1}-01-15` : `${y}-${String(m + 1).padStart(2, '0')}-15`
}

let t: TestContext, org: Org, other: Org
let paid: { id: number; code: string }, none: { id: number; code: string }, foreign: { id: number; code: string }
beforeAll(async () => {
  ;({ t, org, other } = await twoTenants())
  paid = await createSetup('pf', org, 1)
  none = await createSetup('pf', org, 2)
  foreign = await createSetup('pf', other, 3)
  for (const month of MONTHS) {
    if (month === '2024-09') continue // missing
    // June paid ten days late, on ₹1,00,000; the rest on their due dates.
    const late = month === '2024-06'
    const body = trackerBody('pf', paid.id, month, { payment_date: late ? '2024-07-25' : dueOf(month), total_challan_amount: 100000 })
    const res = await org.call('POST', '/pf-tracker', body)
    expect(res.statusCode, res.body).toBe(201)
  }
  const res = await other.call('POST', '/pf-tracker', trackerBody('pf', foreign.id, '2024-04', { payment_date: '2024-06-01' }))
  expect(res.statusCode, res.body).toBe(201)
}, 120_000)
afterAll(() => t.close())

const grid = async (query: string, who = org): Promise<TrackerGrid> => {
  const res = await who.call('GET', `/pf-tracker/grid?${query}`)
  expect(res.statusCode, res.body).toBe(200)
  return res.json().data
}

describe('PF grid', () => {
  it('marks each registration-month paid on time, paid late with its days, or missing; only the tenant’s registrations', async () => {
    const g = await grid('year=2024-25')
    expect(g.year).toBe('2024-25')
    expect(g.periods).toEqual(MONTHS)
    expect(g.rows.map((r) => r.code).sort()).toEqual([paid.code, none.code].sort())

    const row = g.rows.find((r) => r.code === paid.code)!
    const byMonth = Object.fromEntries(row.cells.map((c) => [c.period, c]))
    expect(byMonth['2024-06']).toMatchObject({ status: 'late', due_date: '2024-07-15', delay_days: 10 })
    expect(byMonth['2024-09']).toMatchObject({ status: 'missing', due_date: '2024-10-15', row_id: null, exposure: null })
    const rest = row.cells.filter((c) => c.period !== '2024-06' && c.period !== '2024-09')
    expect(rest.every((c) => c.status === 'on_time' && c.delay_days === 0 && c.exposure === null)).toBe(true)
    expect(g.rows.find((r) => r.code === none.code)!.cells.every((c) => c.status === 'missing')).toBe(true)

    // Ten days late on ₹1,00,000 in 2024: interest 12 % a year = ₹328.77 → ₹329; damages never above the arrears.
    const cost = byMonth['2024-06']!.exposure!
    expect(cost.interest).toBe(329)
    expect(cost.damages).toBeGreaterThan(0)
    expect(cost.damages).toBeLessThanOrEqual(100000)
    expect(g.totals).toEqual([
      { company_id: org.companyId, company_name: 'Acme Industries', interest: 329, damages: cost.damages, total: cost.total },
    ])
  })

  it('filters by status (registrations with such a cell) and by company', async () => {
    expect((await grid('year=2024-25&status=late')).rows.map((r) => r.code)).toEqual([paid.code])
    expect((await grid('year=2024-25&status=on_time')).rows.map((r) => r.code)).toEqual([paid.code])
    expect((await grid('year=2024-25&status=missing')).rows).toHaveLength(2)
    // Another tenant's company filters to nothing, never to its rows.
    expect((await grid(`year=2024-25&company_id=${other.companyId}`)).rows).toEqual([])
    expect((await grid('year=2024-25', other)).rows.map((r) => r.code)).toEqual([foreign.code])
  })

  it('a half-yearly LWF registration has cells only in its half-years; the months inside them are not periods', async () => {
    const lwf = await createSetup('lwf', org, 4)
    const res = await org.call('GET', '/lwf-tracker/grid?year=2024-25')
    expect(res.statusCode, res.body).toBe(200)
    const row = (res.json().data as TrackerGrid).rows.find((r) => r.code === lwf.code)!
    const shown = row.cells.filter((c) => c.status !== 'not_levied').map((c) => [c.period, c.status])
    // Maharashtra: July–December paid by 15 January, January–June by 15 July.
    expect(shown).toEqual([
      ['2024-07', 'missing'],
      ['2025-01', 'missing'],
    ])
  })

  it('a registration made mid-year owes nothing before the month it was registered in', async () => {
    const created = await createSetup('pf', org, 5)
    const res = await org.call('PUT', `/pfsetup/${created.id}`, {
      ...(await org.call('GET', `/pfsetup/${created.id}`)).json().data,
      registration_date: '2024-11-20',
    })
    expect(res.statusCode, res.body).toBe(200)
    const row = (await grid('year=2024-25')).rows.find((r) => r.code === created.code)!
    const statuses = row.cells.map((c) => c.status)
    expect(statuses.slice(0, 7)).toEqual(Array(7).fill('not_levied')) // April to October
    expect(statuses.slice(7)).toEqual(Array(5).fill('missing')) // November (the month registered) to March
  })

  it('refuses a year not written 2025-26', async () => {
    expect((await org.call('GET', '/pf-tracker/grid?year=2024')).statusCode).toBe(400)
  })

  it('exports the grid as a workbook LibreOffice reads, with the same cells', async () => {
    const res = await org.call('GET', '/pf-tracker/grid/export?year=2024-25')
    expect(res.statusCode).toBe(200)
    expect(res.headers['content-disposition']).toContain('pf-tracker-grid-2024-25.xlsx')
    const lines = (await csvOfWorkbook(res.rawPayload)).trim().split('\n')
    const line = lines.find((l) => l.includes(paid.code))!
    expect(line).toContain('"Paid late, 10 d"')
    expect(line).toContain('Missing')
    expect(lines.some((l) => l.includes(foreign.code))).toBe(false)
  }, 120_000)
})
