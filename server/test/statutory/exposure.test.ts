/**
 * Interest and damages on late PF and ESI arrears from the seeded late-payment rules
 * (DOMAIN.md "Late payment"): the expected figures are worked by hand from the rates.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { LatePaymentRule } from '@ihrc/contract'
import { exposure, loadLatePaymentRules } from '../../src/modules/statutory'
import { setupTestApp, type TestContext } from '../helpers'

let t: TestContext
let rules: LatePaymentRule[]
beforeAll(async () => {
  t = await setupTestApp()
  rules = await loadLatePaymentRules(t.db)
})
afterAll(() => t.close())

const ARREARS = 100_000
// 15 March → 24 May: 31 + 30 + 9 = 70 days, that is 2 whole months and 9 days.
const late70 = (year: number) => ({ due: `${year}-03-15`, paidOn: `${year}-05-24`, today: `${year}-12-31` })
const interest70 = Math.round((ARREARS * 12 * 70) / (100 * 365)) // s.7Q / reg 31A: 12 % a year per day = 2301.37 → 2301

describe('PF', () => {
  it('the two rate rules: banded damages until the June 2024 amendment, 1 % a month or part since', () => {
    const damages = rules.filter((r) => r.scheme === 'pf' && r.charge === 'damages')
    expect(damages.map((r) => [r.rate.kind, r.effective_from, r.effective_to])).toEqual([
      ['per_annum_by_delay', '2008-09-26', '2024-06-14'],
      ['per_month_or_part', '2024-06-14', null],
    ])
  })

  it('paid 70 days late in 2023: 12 % a year interest, damages at the 2–4 month band of 10 % a year', () => {
    const damages = Math.round((ARREARS * 10 * 70) / (100 * 365)) // 1917.81 → 1918
    expect(exposure(rules, { scheme: 'pf', arrears: ARREARS, ...late70(2023) })).toEqual({
      delayDays: 70,
      interest: interest70,
      damages,
      total: interest70 + damages,
    })
    expect(interest70).toBe(2301)
    expect(damages).toBe(1918)
  })

  it('paid 70 days late in 2025: the same interest, damages 1 % for each of 3 months begun', () => {
    const damages = (ARREARS * 1 * 3) / 100 // 3000
    expect(exposure(rules, { scheme: 'pf', arrears: ARREARS, ...late70(2025) })).toEqual({
      delayDays: 70,
      interest: interest70,
      damages,
      total: interest70 + damages,
    })
  })

  it('unpaid: the exposure runs to today (fixed clock); a default that began before the amendment keeps the bands', () => {
    expect(exposure(rules, { scheme: 'pf', arrears: ARREARS, due: '2025-03-15', paidOn: null, today: '2025-05-24' }).damages).toBe(3000)
    expect(exposure(rules, { scheme: 'pf', arrears: ARREARS, due: '2024-05-15', paidOn: '2024-07-24', today: '2025-01-01' }).damages).toBe(
      1918,
    )
  })

  it('damages never exceed the arrears, under either rule; interest is not capped', () => {
    // due 2015, unpaid ten years: 25 % a year × 3653 days ≈ 250 % of the arrears
    const banded = exposure(rules, { scheme: 'pf', arrears: 1000.6, due: '2015-01-15', paidOn: null, today: '2025-01-15' })
    expect(banded.damages).toBe(1000)
    expect(banded.interest).toBe(Math.round((1000.6 * 12 * 3653) / (100 * 365))) // 1201.71 → 1202
    // due July 2024, unpaid ten years: 1 % × 120 months = 120 %
    expect(exposure(rules, { scheme: 'pf', arrears: 1000, due: '2024-07-15', paidOn: null, today: '2034-07-15' }).damages).toBe(1000)
    // below the cap the amount is the rate's: 1 % × 99 months begun (8 years, 2 months and a day)
    expect(exposure(rules, { scheme: 'pf', arrears: 1000, due: '2024-07-15', paidOn: '2032-09-16', today: '2034-07-15' }).damages).toBe(990)
  })

  it('paid on time costs nothing', () => {
    expect(exposure(rules, { scheme: 'pf', arrears: ARREARS, due: '2025-03-15', paidOn: '2025-03-15', today: '2025-12-31' })).toEqual({
      delayDays: 0,
      interest: 0,
      damages: 0,
      total: 0,
    })
  })
})

describe('ESI', () => {
  it('paid 70 days late, in 2023 and in 2025 alike: 12 % a year interest, 10 % a year damages (reg 31A, 31C)', () => {
    const damages = Math.round((ARREARS * 10 * 70) / (100 * 365))
    for (const year of [2023, 2025]) {
      expect(exposure(rules, { scheme: 'esi', arrears: ARREARS, ...late70(year) })).toEqual({
        delayDays: 70,
        interest: interest70,
        damages,
        total: interest70 + damages,
      })
    }
  })

  it('the band follows the whole months of delay: under 2 months 5 %, from 6 months 25 %', () => {
    // 15 March → 14 May: 60 days, one whole month
    expect(exposure(rules, { scheme: 'esi', arrears: ARREARS, due: '2025-03-15', paidOn: '2025-05-14', today: '2025-12-31' }).damages).toBe(
      Math.round((ARREARS * 5 * 60) / (100 * 365)),
    )
    // 15 March → 15 September: 184 days, six whole months
    expect(exposure(rules, { scheme: 'esi', arrears: ARREARS, due: '2025-03-15', paidOn: '2025-09-15', today: '2025-12-31' }).damages).toBe(
      Math.round((ARREARS * 25 * 184) / (100 * 365)),
    )
  })

  it('damages never exceed the contribution due', () => {
    expect(exposure(rules, { scheme: 'esi', arrears: 5000, due: '2016-01-15', paidOn: null, today: '2025-01-15' }).damages).toBe(5000)
  })
})
