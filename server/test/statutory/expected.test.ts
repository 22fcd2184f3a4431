/**
 * Expected amounts (issue 21, "Must show"): for three states the test works the amount out
 * by hand from the slab rows in force (one monthly PT, one half-yearly PT, one LWF with an
 * employer multiple and a cap) and compares; then PF, ESI, a missing input and a shortfall.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { StatutoryFact, WageBand } from '@ihrc/contract'
import { dueDate, expectedAmount, loadStatutoryFacts } from '../../src/modules/statutory'
import { setupTestApp, type TestContext } from '../helpers'
import { stateId } from './fixtures'

let t: TestContext
let all: StatutoryFact[]
beforeAll(async () => {
  t = await setupTestApp()
  all = await loadStatutoryFacts(t.db)
})
afterAll(() => t.close())

/** The slab row of `scheme` in `state` in force on `day`, straight from the facts. */
function slabOn(scheme: 'ptrc' | 'lwf', stateId: number, day: string): WageBand[] {
  const row = all.find(
    (f) =>
      f.fact === 'amounts' &&
      f.scheme === scheme &&
      f.state_id === stateId &&
      f.variant === null &&
      f.effective_from <= day &&
      (f.effective_to === null || day < f.effective_to),
  )
  if (row?.fact !== 'amounts' || row.value.kind !== 'slabs') throw new Error(`no slab for ${scheme} ${stateId} on ${day}`)
  return row.value.bands
}
const fixedOf = (s: WageBand['employee']) => (s?.kind === 'fixed' ? s.amount : NaN)

function expected(
  scheme: 'ptrc' | 'lwf' | 'pf' | 'esi',
  state: number,
  period: string,
  fields: Record<string, unknown>,
  paid: number | null = null,
) {
  const found = dueDate(all, { scheme, stateId: state, period })
  return expectedAmount(all, { scheme, stateId: state, period: found, fields, paid })
}

describe('expected amounts from the slabs in force', () => {
  it('monthly PT (Maharashtra, February 2026): men and women by band, February at its own rate', async () => {
    const mh = await stateId(t, 'MH')
    const bands = slabOn('ptrc', mh, '2026-02-28')
    const band = (from: number, gender: 'male' | 'female') => bands.find((b) => b.from === from && b.gender === gender)!
    const february = (b: WageBand) => b.months.find((m) => m.month === 2)?.employee ?? fixedOf(b.employee)
    // by hand: 2 men at ₹175, 5 men above ₹10,000 and 3 women above ₹25,000 at February's rate
    const byHand = 2 * fixedOf(band(7501, 'male').employee) + 5 * february(band(10001, 'male')) + 3 * february(band(25001, 'female'))
    expect(byHand).toBe(2 * 175 + 5 * 300 + 3 * 300)
    const got = expected('ptrc', mh, '2026-02', { wage_bands: '7501m:2; 10001m:5; 25001f:3' }, 2650)
    expect(got).toMatchObject({ amount: byHand, paid: 2650, shortfall: byHand - 2650, missing: null })
    // in March the same staff owe ₹200 each above the threshold
    expect(expected('ptrc', mh, '2026-03', { wage_bands: '7501m:2; 10001m:5; 25001f:3' })?.amount).toBe(2 * 175 + 8 * 200)
  })

  it('half-yearly PT (Kerala): half-yearly income bands, the rates of 1 October 2024 and those before', async () => {
    const kl = await stateId(t, 'KL')
    const entry = '12000:1; 45000:4; 125000:2'
    for (const [period, day] of [
      ['2024-10', '2025-03-31'],
      ['2024-04', '2024-09-30'],
    ] as const) {
      const bands = slabOn('ptrc', kl, day)
      const at = (from: number) => fixedOf(bands.find((b) => b.from === from)!.employee)
      const byHand = 1 * at(12000) + 4 * at(45000) + 2 * at(125000)
      const got = expected('ptrc', kl, period, { wage_bands: entry })
      expect(got).toMatchObject({ amount: byHand, missing: null })
    }
    expect(expected('ptrc', kl, '2024-10', { wage_bands: entry })?.amount).toBe(320 + 4 * 750 + 2 * 1250)
    expect(expected('ptrc', kl, '2024-04', { wage_bands: entry })?.amount).toBe(120 + 4 * 450 + 2 * 1250)
  })

  it('LWF with an employer multiple and a cap (Haryana, calendar 2025, deposited by 31 December): 0.2 % of wages at most ₹34 a month, the employer twice', async () => {
    const hr = await stateId(t, 'HR')
    const [low, high] = slabOn('lwf', hr, '2025-01-31')
    expect([low!.employee, low!.employer, high!.employee, high!.employer]).toEqual([
      { kind: 'percent', percent: 0.2, cap: 34 },
      { kind: 'multiple', times: 2 },
      { kind: 'fixed', amount: 34 },
      { kind: 'multiple', times: 2 },
    ])
    // by hand: 3 employees earning ₹36,000 in all below the cap, 5 at or above ₹17,000 paying the cap
    const lowEmployee = Math.min((36000 * 0.2) / 100, 34 * 3)
    const highEmployee = 5 * 34
    const month = lowEmployee + 2 * lowEmployee + highEmployee + 2 * highEmployee
    expect(month).toBe(726)
    // the year's twelve monthly contributions, all under the ₹34 limit of 1 January 2025, fall due together
    const byHand = 12 * month
    expect(dueDate(all, { scheme: 'lwf', stateId: hr, period: '2025-01' })).toMatchObject({ start: '2025-01-01', due: '2025-12-31' })
    expect(expected('lwf', hr, '2025-01', { wage_bands: '0:3:36000; 17000:5' })).toMatchObject({ amount: byHand, missing: null })
    // the cap binds when the wages entered would give more than ₹34 an employee
    expect(expected('lwf', hr, '2025-01', { wage_bands: '0:2:60000' })?.amount).toBe(12 * 2 * 34 * 3)
  })

  it('a monthly slab paid once a year (Mizoram, FY 2027-28): twelve monthly contributions, due 30 June', async () => {
    const mz = await stateId(t, 'MZ')
    const bands = slabOn('ptrc', mz, '2027-04-30')
    const from = (n: number) => fixedOf(bands.find((b) => b.from === n)!.employee)
    // by hand: 4 employees between ₹15,001 and ₹20,000 and 6 above ₹20,000, each month of the year
    const byHand = 12 * (4 * from(15001) + 6 * from(20001))
    expect(byHand).toBe(12 * (4 * 195 + 6 * 208))
    const found = dueDate(all, { scheme: 'ptrc', stateId: mz, period: '2027-05' })
    expect(found).toMatchObject({ start: '2027-04-01', due: '2027-06-30' })
    const got = expected('ptrc', mz, '2027-05', { wage_bands: '15001:4; 20001:6' }, 2000)
    expect(got).toMatchObject({ amount: byHand, paid: 2000, shortfall: byHand - 2000, missing: null })
  })

  it('a flat LWF needs only the head count, and an employer minimum applies (Madhya Pradesh)', async () => {
    const mp = await stateId(t, 'MP')
    expect(expected('lwf', mp, '2025-01', { employee_count: 10 })?.amount).toBe(10 * 10 + 1500)
    expect(expected('lwf', mp, '2025-01', { employee_count: 60 })?.amount).toBe(60 * 10 + 60 * 30)
  })

  it('PF and ESI from their rates and wage totals', async () => {
    const mh = await stateId(t, 'MH')
    const pf = expected('pf', mh, '2025-05', { epf_wages: 300000, edli_wages: 280000, employee_count: 20 }, 72000)
    // 12 % + 12 % of EPF wages, 0.5 % EDLI, 0.5 % admin (at least ₹500)
    expect(pf).toMatchObject({ amount: 36000 + 36000 + 1400 + 1500, shortfall: 2900 })
    const esi = expected('esi', mh, '2025-05', { gross_wages: 100000 }, 4000)
    expect(esi).toMatchObject({ amount: 750 + 3250, shortfall: null })
  })

  it('says what is missing rather than guessing', async () => {
    const ka = await stateId(t, 'KA')
    const none = expected('ptrc', ka, '2025-05', { employee_count: 12 })
    expect(none).toMatchObject({ amount: null, shortfall: null })
    expect(none?.missing).toMatch(/employees per wage band \(the slab has 2 bands/)
    expect(expected('ptrc', ka, '2025-05', { wage_bands: '20000:3' })?.missing).toMatch(/a band of the slab starting at ₹20,000/)
    expect(expected('lwf', await stateId(t, 'HR'), '2025-01', { wage_bands: '0:3' })?.missing).toMatch(/the wages of the band from ₹0/)
    expect(expected('pf', ka, '2025-05', { epf_wages: 1000 })?.missing).toBe('EDLI wages')
  })

  it('no amounts apply where the scheme is not levied', async () => {
    expect(expected('lwf', await stateId(t, 'RJ'), '2027-01', { employee_count: 5 })).toBeNull()
  })
})
