/**
 * Rows dated from their instruments (issue 21, third pass): each case is a fact the research
 * corrected or found, read back from the data on a day its instrument governs.
 */
import { describe, expect, it } from 'vitest'
import { COMPLIANCE_LIBRARY } from '../../src/db/reference/compliance-library'
import { LATE_PAYMENT_RULES } from '../../src/db/reference/late-payment-rules'
import { STATUTORY_FACTS, type FactSeed } from '../../src/db/reference/statutory'

const inForce = (f: { effective_from: string; effective_to: string | null }, day: string) =>
  f.effective_from <= day && (f.effective_to === null || day < f.effective_to)

function factOn<K extends FactSeed['fact']>(scheme: string, state: string, fact: K, day: string): Extract<FactSeed, { fact: K }> {
  const rows = STATUTORY_FACTS.filter(
    (f) => f.scheme === scheme && f.state === state && f.fact === fact && f.variant === null && inForce(f, day),
  )
  expect(rows, `${scheme} ${state} ${fact} on ${day}`).toHaveLength(1)
  return rows[0] as Extract<FactSeed, { fact: K }>
}

/** The employee's monthly share for a wage under the slab in force (men's bands where the slab splits by gender). */
function employeeShare(state: string, scheme: string, day: string, wage: number): number | null {
  const { value } = factOn(scheme, state, 'amounts', day)
  if (value.kind !== 'slabs') throw new Error('not a slab')
  const band = value.bands.find((b) => b.gender !== 'female' && b.from <= wage && (b.to === null || wage <= b.to))
  return band?.employee?.kind === 'fixed' ? band.employee.amount : null
}

describe('facts dated from their instruments', () => {
  it('Maharashtra PT: the ₹7,500 threshold from 1 July 2014, not from April 2015 (rate schedules of the 1975 Act)', () => {
    expect(employeeShare('MH', 'ptrc', '2014-06-30', 6000)).toBe(175)
    expect(employeeShare('MH', 'ptrc', '2014-07-01', 6000)).toBe(0)
    expect(employeeShare('MH', 'ptrc', '2008-01-01', 3000)).toBe(60)
  })

  it("Chandigarh LWF: the Labour Department's rates by the month each took effect", () => {
    expect(employeeShare('CH', 'lwf', '2010-01-01', 20000)).toBe(1)
    expect(employeeShare('CH', 'lwf', '2013-01-01', 20000)).toBe(2)
    expect(employeeShare('CH', 'lwf', '2018-04-01', 20000)).toBe(5)
    expect(factOn('lwf', 'CH', 'amounts', '2018-04-01').confidence).toBe('primary')
  })

  it('Punjab State Development Tax: deposit by the last day of the following month from the 2021 amendment, unconfirmed before', () => {
    expect(factOn('ptrc', 'PB', 'schedule', '2020-06-01').value.due_rule).toBeNull()
    expect(factOn('ptrc', 'PB', 'schedule', '2021-03-01').value.due_rule).toEqual({ kind: 'day_of_next_month', day: 31 })
  })

  it("Assam PT EC: levied on every enrolled person (s.3, s.5A(2)); the year's tax before 30 September (s.12(1))", () => {
    expect(factOn('ptec', 'AS', 'levy', '2026-12-01').value.levied).toBe(true)
    expect(factOn('ptec', 'AS', 'schedule', '2026-12-01').value.due_rule).toEqual({ kind: 'day_of_period_month', period_month: 6, day: 29 })
  })

  it('Kerala LWF: ₹4 a half-year under the Act as enacted, ₹45 under the 2021 Ordinance, ₹50 (conflicting) from 2023', () => {
    expect(employeeShare('KL', 'lwf', '2019-06-30', 20000)).toBe(4)
    expect(employeeShare('KL', 'lwf', '2022-06-30', 20000)).toBe(45)
    expect(factOn('lwf', 'KL', 'amounts', '2024-06-30').confidence).toBe('conflicting')
  })

  it('West Bengal PT: the schedules of 1 April 2013 (₹7,000 threshold) and 1 April 2014 (₹8,500)', () => {
    expect(employeeShare('WB', 'ptrc', '2013-06-01', 7500)).toBe(50)
    expect(employeeShare('WB', 'ptrc', '2015-06-01', 7500)).toBe(0)
    expect(employeeShare('WB', 'ptrc', '2015-06-01', 9000)).toBe(90)
  })

  it('Haryana LWF: the ₹31 limit on record from its earliest dated source, ₹34 from 1 January 2025', () => {
    expect(employeeShare('HR', 'lwf', '2024-06-01', 20000)).toBe(31)
    expect(employeeShare('HR', 'lwf', '2025-06-01', 20000)).toBe(34)
  })

  it("Madhya Pradesh PT: the 2018 Schedule's own instalments, ₹166 and ₹174 in the twelfth month for ₹3–4 lakh a year", () => {
    const { value } = factOn('ptrc', 'MP', 'amounts', '2018-04-01')
    if (value.kind !== 'slabs') throw new Error('not a slab')
    const band = value.bands.find((b) => b.from === 300001)
    expect(band?.employee).toEqual({ kind: 'fixed', amount: 166 })
    expect(band?.months).toEqual([{ month: 3, employee: 174 }])
  })

  it('ESI interest at 12 % from 20 October 1989, the day the ESIC began charging it', () => {
    const esiInterest = LATE_PAYMENT_RULES.filter((r) => r.scheme === 'esi' && r.charge === 'interest')
    expect(esiInterest.map((r) => [r.effectiveFrom, r.rate])).toEqual([['1989-10-20', { kind: 'per_annum', percent: 12 }]])
  })

  it.each([
    ['GJ', '2019-05-01', "the 2019 Act's commencement, not the day it was read"],
    ['DL', '1955-02-01', 'the notification of 17 January 1955, not the end of 1954'],
    ['KA', '1962-03-01', "the Labour Department's date, not the end of 1961"],
    ['TN', '1948-04-01', 'the first areas it came into force in, not the end of 1947'],
    ['WB', '1964-08-15', 'the appointed day, not the end of 1963'],
    ['HR', '1958-06-01', "the Punjab Act's appointed day, not the end of 1958"],
    ['TS', '2014-06-02', "Telangana's formation, when the 1988 Act carried over, not the end of 1988"],
    ['UP', '1962-12-26', 'its publication in the Gazette (no appointed-day clause), not the end of 1962'],
  ])('Shops and Establishments items of %s start on %s (%s)', (state, day) => {
    const items = COMPLIANCE_LIBRARY.filter((i) => i.code.startsWith(`SE-${state}-`))
    expect(items.length).toBeGreaterThan(0)
    for (const i of items) expect(i.effectiveFrom, i.code).toBe(day)
  })

  it('Andhra Pradesh and Telangana PT EC: enrolled persons pay before 30 June (s.10 as the Telangana department prints it), from the 2014 reorganisation', () => {
    for (const state of ['AP', 'TS']) {
      expect(factOn('ptec', state, 'schedule', '2025-06-01').value.due_rule).toEqual({
        kind: 'day_of_period_month',
        period_month: 3,
        day: 29,
      })
      expect(factOn('ptec', state, 'levy', '2014-06-02').value.levied).toBe(true)
    }
    expect(factOn('ptec', 'TS', 'schedule', '2025-06-01').confidence).toBe('primary')
  })

  it.each([
    ['PT-EC-AP', '2014-06-02'],
    ['PT-EC-TS', '2014-06-02'],
    ['LWF-PB', '2009-05-28'],
    ['PT-RC-BR', '2012-11-27'],
    ['PT-EC-BR', '2012-11-27'],
    ['PT-RC-MZ', '1996-04-17'],
    ['PT-RC-PY', '1974-01-26'],
    ['PT-EC-JH', '2020-09-24'],
    ['PT-EC-MN', '2012-09-01'],
    ['PT-EC-TR', '2020-11-13'],
    ['PT-RC-NL', '2024-04-01'],
  ])('library item %s starts on %s, its levy instrument, not the day the sources were read', (code, day) => {
    expect(COMPLIANCE_LIBRARY.find((i) => i.code === code)?.effectiveFrom).toBe(day)
  })

  it("Maharashtra PT: r.11(3)'s threshold ₹1,00,000 from 6 June 2019, the 15th from 28 February 2026; PT EC by 31 March from 9 July 2019", () => {
    const monthly = (day: string) => factOn('ptrc', 'MH', 'schedule', day)
    expect(monthly('2019-06-05').text).toMatch(/₹50,000/)
    expect(monthly('2019-06-06').text).toMatch(/₹1,00,000/)
    expect(monthly('2025-12-01').value.due_rule).toEqual({ kind: 'days_after_period_end', days: 0 })
    expect(monthly('2026-03-01').value.due_rule).toEqual({ kind: 'day_of_period_month', period_month: 1, day: 15 })
    expect(factOn('ptec', 'MH', 'schedule', '2019-07-08').value.due_rule).toEqual({ kind: 'day_of_period_month', period_month: 3, day: 30 })
    expect(factOn('ptec', 'MH', 'schedule', '2019-07-09').value.due_rule).toEqual({
      kind: 'day_of_period_month',
      period_month: 12,
      day: 31,
    })
  })

  it('Bihar PT: the year\'s tax deposited by 15 November after the September deduction (Rules r.5(2)), no longer "conflicting"', () => {
    const { value, confidence } = factOn('ptrc', 'BR', 'schedule', '2025-04-01')
    expect(value.due_rule).toEqual({ kind: 'day_of_period_month', period_month: 8, day: 15 })
    expect(confidence).toBe('secondary')
  })

  it('Haryana LWF: the calendar year\'s contributions deposited by 31 December (s.9A(2) as amended in 2019), no longer "not confirmed"', () => {
    const { value } = factOn('lwf', 'HR', 'schedule', '2025-01-01')
    expect([value.frequency, value.year_start_month, value.due_rule]).toEqual(['yearly', 1, { kind: 'days_after_period_end', days: 0 }])
  })

  it('Karnataka LWF: ₹20/₹40 for the year 2024, ₹50/₹100 from the 2024 amendment (Gazette of 10 January 2025)', () => {
    const year = (day: string) => factOn('lwf', 'KA', 'amounts', day)
    const shares = (day: string) => {
      const { value } = year(day)
      if (value.kind !== 'slabs') throw new Error('not a slab')
      return [value.bands[0]!.employee, value.bands[0]!.employer]
    }
    expect(shares('2024-12-31')).toEqual([
      { kind: 'fixed', amount: 20 },
      { kind: 'fixed', amount: 40 },
    ])
    expect(shares('2025-12-31')).toEqual([
      { kind: 'fixed', amount: 50 },
      { kind: 'fixed', amount: 100 },
    ])
  })

  it("West Bengal LWF: the employer's ₹30 a half-year from 1 January 2024 (conflicting with the Board's page, which still shows ₹15)", () => {
    const { value, confidence } = factOn('lwf', 'WB', 'amounts', '2024-06-30')
    if (value.kind !== 'slabs') throw new Error('not a slab')
    expect([value.bands[0]!.employee, value.bands[0]!.employer]).toEqual([
      { kind: 'fixed', amount: 3 },
      { kind: 'fixed', amount: 30 },
    ])
    expect(confidence).toBe('conflicting')
  })

  it('Odisha PT: the return with the tax by the last day of the following month, from the Amendment Rules of 14 May 2010 (r.13(2))', () => {
    const { value, effective_from } = factOn('ptrc', 'OD', 'schedule', '2025-04-01')
    expect([effective_from, value.due_rule]).toEqual(['2010-05-14', { kind: 'day_of_next_month', day: 31 }])
  })
})
