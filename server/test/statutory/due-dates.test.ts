/**
 * Due dates computed from the seeded rules table against the dated facts of DOMAIN.md
 * "Statutory calendar facts", and delay days with a fixed clock.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { statutoryRules } from '../../src/db/schema'
import { delayDays, dueDate, duePeriods, loadStatutoryRules } from '../../src/modules/statutory'
import { setupTestApp, type TestContext } from '../helpers'
import { stateId } from './fixtures'

let t: TestContext
beforeAll(async () => {
  t = await setupTestApp()
})
afterAll(() => t.close())

const rules = () => loadStatutoryRules(t.db)

describe('due dates from the rules table', () => {
  it('PF and ESI for a period fall due on the 15th of the next month', async () => {
    const all = await rules()
    const mh = await stateId(t, 'MH')
    for (const scheme of ['pf', 'esi'] as const) {
      expect(dueDate(all, { scheme, stateId: mh, period: '2025-01' })?.due).toBe('2025-02-15')
      expect(dueDate(all, { scheme, stateId: mh, period: '2025-02' })?.due).toBe('2025-03-15')
      expect(dueDate(all, { scheme, stateId: null, period: '2025-12' })?.due).toBe('2026-01-15')
    }
  })

  it('ESI contributions before June 2017 fell due 21 days after the month end', async () => {
    const all = await rules()
    expect(dueDate(all, { scheme: 'esi', stateId: null, period: '2017-05' })?.due).toBe('2017-06-21')
    expect(dueDate(all, { scheme: 'esi', stateId: null, period: '2017-06' })?.due).toBe('2017-07-15')
  })

  it('LWF Maharashtra for January–June falls due on 15 July, July–December on 15 January', async () => {
    const all = await rules()
    const mh = await stateId(t, 'MH')
    const firstHalf = dueDate(all, { scheme: 'lwf', stateId: mh, period: '2025-01' })
    expect(firstHalf).toMatchObject({ start: '2025-01-01', end: '2025-06-30', due: '2025-07-15' })
    // any month of the half-year names the same period
    expect(dueDate(all, { scheme: 'lwf', stateId: mh, period: '2025-04' })?.due).toBe('2025-07-15')
    expect(dueDate(all, { scheme: 'lwf', stateId: mh, period: '2025-07' })).toMatchObject({
      start: '2025-07-01',
      end: '2025-12-31',
      due: '2026-01-15',
    })
    expect(duePeriods(all, { scheme: 'lwf', stateId: mh, from: '2025-01', to: '2025-12' }).map((p) => p.due)).toEqual([
      '2025-07-15',
      '2026-01-15',
    ])
  })

  it('Karnataka PT falls due within 20 days of the month end', async () => {
    const all = await rules()
    const ka = await stateId(t, 'KA')
    expect(dueDate(all, { scheme: 'ptrc', stateId: ka, period: '2025-01' })?.due).toBe('2025-02-20')
    expect(dueDate(all, { scheme: 'ptrc', stateId: ka, period: '2025-02' })?.due).toBe('2025-03-20')
    expect(dueDate(all, { scheme: 'ptrc', stateId: ka, period: '2025-04' })?.due).toBe('2025-05-20')
  })

  it('Maharashtra PTRC: monthly by the month end; the yearly variant by 31 March; PTEC by 30 June', async () => {
    const all = await rules()
    const mh = await stateId(t, 'MH')
    expect(dueDate(all, { scheme: 'ptrc', stateId: mh, period: '2025-02' })?.due).toBe('2025-02-28')
    expect(dueDate(all, { scheme: 'ptrc', stateId: mh, period: '2025-05', frequency: 'yearly' })).toMatchObject({
      start: '2025-04-01',
      end: '2026-03-31',
      due: '2026-03-31',
    })
    expect(dueDate(all, { scheme: 'ptec', stateId: mh, period: '2025-04' })).toMatchObject({ start: '2025-04-01', due: '2025-06-30' })
  })

  it('a state with no LWF gets no LWF due dates', async () => {
    const all = await rules()
    for (const code of ['RJ', 'UP', 'AS']) {
      const id = await stateId(t, code)
      expect(duePeriods(all, { scheme: 'lwf', stateId: id, from: '2024-04', to: '2026-03' })).toEqual([])
      // stored as "not levied", not missing
      expect(all.filter((r) => r.scheme === 'lwf' && r.state_id === id).map((r) => r.levied)).toEqual([false])
    }
  })

  it('a rule inserted with a later effective_from moves only the periods from then on', async () => {
    const ka = await stateId(t, 'KA')
    await t.db.insert(statutoryRules).values({
      scheme: 'ptrc',
      stateId: ka,
      levied: true,
      frequency: 'monthly',
      yearStartMonth: 4,
      dueRule: { kind: 'day_of_next_month', day: 10 },
      effectiveFrom: '2026-04-01',
      source: 'test: a notification moving Karnataka PT to the 10th',
    })
    const all = await rules()
    const due = (period: string) => dueDate(all, { scheme: 'ptrc', stateId: ka, period })?.due
    expect(due('2026-02')).toBe('2026-03-20')
    expect(due('2026-03')).toBe('2026-04-20')
    expect(due('2026-04')).toBe('2026-05-10')
    expect(due('2027-01')).toBe('2027-02-10')
    // the other states keep their rules
    expect(dueDate(all, { scheme: 'ptrc', stateId: await stateId(t, 'WB'), period: '2026-04' })?.due).toBe('2026-05-21')
  })
})

it('every levied rule with a due rule dates each period of a year, between its start and two months after its end', async () => {
  const all = await rules()
  const dated = all.filter((r) => r.levied && r.due_rule && r.effective_to === null)
  expect(dated.length).toBeGreaterThan(20)
  for (const rule of dated) {
    const periods = duePeriods(all, {
      scheme: rule.scheme,
      stateId: rule.state_id,
      frequency: rule.frequency!,
      from: '2026-01',
      to: '2026-12',
    })
    expect(periods.length, `${rule.scheme} ${rule.state_name}`).toBeGreaterThan(0)
    for (const p of periods) {
      expect([p.rule.scheme, p.rule.state_id]).toEqual([rule.scheme, rule.state_id])
      expect(p.due >= p.start && delayDays(p.end, p.due, p.due) <= 62, `${rule.scheme} ${rule.state_name} ${p.start}: ${p.due}`).toBe(true)
    }
  }
})

describe('delay days with a fixed clock', () => {
  const today = '2025-03-31'
  it('paid on the due date is 0 days, one day after is 1, early is 0', () => {
    expect(delayDays('2025-02-15', '2025-02-15', today)).toBe(0)
    expect(delayDays('2025-02-15', '2025-02-16', today)).toBe(1)
    expect(delayDays('2025-02-15', '2025-02-01', today)).toBe(0)
    expect(delayDays('2024-02-15', '2024-03-15', today)).toBe(29)
  })
  it('unpaid: the days from the due date to today; not yet due is 0', () => {
    expect(delayDays('2025-03-15', null, today)).toBe(16)
    expect(delayDays('2025-04-15', null, today)).toBe(0)
  })
})
