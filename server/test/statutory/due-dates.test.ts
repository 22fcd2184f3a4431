/**
 * Due dates computed from the seeded statutory facts (issues 11 and 21), and delay days
 * with a fixed clock. Each period answers with its due date, "not levied", or "due rule
 * not confirmed for this state": never silently nothing.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { statutoryFacts } from '../../src/db/schema'
import { delayDays, dueDate, duePeriods, loadStatutoryFacts } from '../../src/modules/statutory'
import { setupTestApp, type TestContext } from '../helpers'
import { stateId } from './fixtures'

let t: TestContext
beforeAll(async () => {
  t = await setupTestApp()
})
afterAll(() => t.close())

const facts = () => loadStatutoryFacts(t.db)
const provenance = {
  citation: 'test: a notification',
  sources: ['https://example.gov.in/notification'],
  retrievedOn: '2026-11-26',
  confidence: 'primary' as const,
  text: 'test',
}

describe('due dates from the facts', () => {
  it('PF and ESI for a period fall due on the 15th of the next month', async () => {
    const all = await facts()
    const mh = await stateId(t, 'MH')
    for (const scheme of ['pf', 'esi'] as const) {
      expect(dueDate(all, { scheme, stateId: mh, period: '2025-01' }).due).toBe('2025-02-15')
      expect(dueDate(all, { scheme, stateId: null, period: '2025-12' })).toMatchObject({ due: '2026-01-15', status: 'due' })
    }
  })

  it('a half-yearly LWF state gets two due dates a year, from the June and December contribution periods', async () => {
    const all = await facts()
    for (const code of ['MH', 'MP']) {
      const id = await stateId(t, code)
      const periods = duePeriods(all, { scheme: 'lwf', stateId: id, from: '2025-01', to: '2025-12' })
      expect(periods.map((p) => [p.start, p.end, p.due])).toEqual([
        ['2025-01-01', '2025-06-30', '2025-07-15'],
        ['2025-07-01', '2025-12-31', '2026-01-15'],
      ])
      // any month of the half-year names the same period, and the facts that dated it
      expect(dueDate(all, { scheme: 'lwf', stateId: id, period: '2025-04' })).toMatchObject({ start: '2025-01-01', due: '2025-07-15' })
      const { facts: used } = dueDate(all, { scheme: 'lwf', stateId: id, period: '2025-04' })
      expect([used.levy?.value.levied, used.period?.value.frequency, used.schedule?.value.frequency]).toEqual([
        true,
        'half_yearly',
        'half_yearly',
      ])
    }
  })

  it('"before the 15th" falls due on the 14th (Delhi LWF, s.6BB(b) as extended)', async () => {
    const all = await facts()
    const dl = await stateId(t, 'DL')
    expect(dueDate(all, { scheme: 'lwf', stateId: dl, period: '2026-03' })).toMatchObject({ end: '2026-06-30', due: '2026-07-14' })
  })

  it("Punjab's monthly LWF is paid half-yearly: contribution period and remittance schedule apart", async () => {
    const all = await facts()
    const pb = await stateId(t, 'PB')
    const april = dueDate(all, { scheme: 'lwf', stateId: pb, period: '2027-06' })
    // s.9A(2) says "before the 15th": read strictly, so paying on the day shown is never late.
    expect(april).toMatchObject({ start: '2027-04-01', end: '2027-09-30', due: '2027-10-14' })
    expect(april.facts.period?.value.frequency).toBe('monthly')
  })

  it('Karnataka PT falls due within 20 days of the month end', async () => {
    const all = await facts()
    const ka = await stateId(t, 'KA')
    expect(dueDate(all, { scheme: 'ptrc', stateId: ka, period: '2025-01' }).due).toBe('2025-02-20')
    expect(dueDate(all, { scheme: 'ptrc', stateId: ka, period: '2025-02' }).due).toBe('2025-03-20')
  })

  it('Maharashtra PTRC: monthly by the month end; the yearly variant by 31 March; PTEC by 31 March (s.8(2) since 2019)', async () => {
    const all = await facts()
    const mh = await stateId(t, 'MH')
    expect(dueDate(all, { scheme: 'ptrc', stateId: mh, period: '2025-02' }).due).toBe('2025-02-28')
    expect(dueDate(all, { scheme: 'ptrc', stateId: mh, period: '2025-05', frequency: 'yearly' })).toMatchObject({
      start: '2025-04-01',
      end: '2026-03-31',
      due: '2026-03-31',
    })
    // a frequency the state has no variant for falls back to the default
    expect(dueDate(all, { scheme: 'ptrc', stateId: mh, period: '2025-02', frequency: 'quarterly' }).due).toBe('2025-02-28')
    expect(dueDate(all, { scheme: 'ptec', stateId: mh, period: '2025-04' })).toMatchObject({ start: '2025-04-01', due: '2026-03-31' })
    expect(dueDate(all, { scheme: 'ptec', stateId: mh, period: '2018-04' })).toMatchObject({ start: '2018-04-01', due: '2018-06-30' })
  })

  it('Kerala: the default fund is half-yearly; registrations of the monthly shops fund have no confirmed due day', async () => {
    const all = await facts()
    const kl = await stateId(t, 'KL')
    expect(dueDate(all, { scheme: 'lwf', stateId: kl, period: '2026-12' })).toMatchObject({ start: '2026-07-01', due: '2027-01-15' })
    expect(dueDate(all, { scheme: 'lwf', stateId: kl, period: '2026-12', frequency: 'monthly' })).toMatchObject({
      start: '2026-12-01',
      due: null,
      status: 'not_confirmed',
    })
  })

  it("Gujarat: small employers' quarterly PT falls due on the 15th after the quarter from the first dated source, not before; the employer's own PT by 30 September", async () => {
    const all = await facts()
    const gj = await stateId(t, 'GJ')
    const quarter = (period: string) => dueDate(all, { scheme: 'ptrc', stateId: gj, period, frequency: 'quarterly' })
    expect(quarter('2025-05')).toMatchObject({ start: '2025-04-01', due: '2025-07-15' })
    expect(quarter('2025-11')).toMatchObject({ start: '2025-10-01', due: '2026-01-15' })
    expect(quarter('2024-05')).toMatchObject({ start: '2024-04-01', due: null, status: 'not_confirmed' })
    expect(dueDate(all, { scheme: 'ptec', stateId: gj, period: '2027-05' })).toMatchObject({ start: '2027-04-01', due: '2027-09-30' })
  })

  it('a levied scheme whose due rule is not confirmed answers "not confirmed", with the facts behind it', async () => {
    const all = await facts()
    const found = dueDate(all, { scheme: 'ptrc', stateId: await stateId(t, 'NL'), period: '2027-05' })
    expect(found).toMatchObject({ due: null, status: 'not_confirmed' })
    expect(found.facts.levy?.value.levied).toBe(true)
    expect(found.facts.schedule?.value.due_rule).toBeNull()
  })

  it('a state that does not levy answers "not levied" where the facts say so, and "not confirmed" before any fact', async () => {
    const all = await facts()
    for (const code of ['RJ', 'UP', 'AS']) {
      const id = await stateId(t, code)
      expect(dueDate(all, { scheme: 'lwf', stateId: id, period: '2027-01' })).toMatchObject({ status: 'not_levied', due: null })
      expect(duePeriods(all, { scheme: 'lwf', stateId: id, from: '2027-01', to: '2027-12' }).every((p) => p.due === null)).toBe(true)
    }
    // LWF non-levy is on record from the day the list was read: earlier periods are not silently "not levied".
    expect(dueDate(all, { scheme: 'lwf', stateId: await stateId(t, 'RJ'), period: '2025-01' }).status).toBe('not_confirmed')
  })

  it('a later-effective_from change moves only the later periods: a PT state and an LWF state', async () => {
    const ka = await stateId(t, 'KA')
    const wb = await stateId(t, 'WB')
    await t.db.insert(statutoryFacts).values([
      {
        ...provenance,
        scheme: 'ptrc',
        stateId: ka,
        fact: 'schedule',
        value: { frequency: 'monthly', year_start_month: 4, due_rule: { kind: 'day_of_next_month', day: 10 }, return_form: null },
        effectiveFrom: '2027-04-01',
      },
      {
        ...provenance,
        scheme: 'lwf',
        stateId: wb,
        fact: 'schedule',
        value: { frequency: 'half_yearly', year_start_month: 1, due_rule: { kind: 'day_of_next_month', day: 31 }, return_form: 'Form D' },
        effectiveFrom: '2027-07-01',
      },
    ])
    const all = await facts()
    const pt = (period: string) => dueDate(all, { scheme: 'ptrc', stateId: ka, period }).due
    expect([pt('2027-02'), pt('2027-03'), pt('2027-04'), pt('2028-01')]).toEqual(['2027-03-20', '2027-04-20', '2027-05-10', '2028-02-10'])
    const lwf = (period: string) => dueDate(all, { scheme: 'lwf', stateId: wb, period }).due
    expect([lwf('2027-03'), lwf('2027-09'), lwf('2028-02')]).toEqual(['2027-07-15', '2028-01-31', '2028-07-31'])
    // other states keep theirs
    expect(dueDate(all, { scheme: 'ptrc', stateId: await stateId(t, 'MH'), period: '2027-04' }).due).toBe('2027-04-15')
    expect(dueDate(all, { scheme: 'lwf', stateId: await stateId(t, 'MH'), period: '2027-09' }).due).toBe('2028-01-15')
  })
})

it('every schedule with a due rule dates each of its periods between the period start and two months after its end', async () => {
  const all = await facts()
  const dated = all.filter((f) => f.fact === 'schedule' && f.value.due_rule && f.effective_to === null)
  expect(dated.length).toBeGreaterThan(25)
  for (const f of dated) {
    if (f.fact !== 'schedule') continue
    const periods = duePeriods(all, {
      scheme: f.scheme,
      stateId: f.state_id,
      frequency: f.variant ?? undefined,
      from: '2027-01',
      to: '2027-12',
    })
    const due = periods.filter((p) => p.status === 'due')
    expect(due.length, `${f.scheme} ${f.state_name}`).toBeGreaterThan(0)
    for (const p of due)
      expect(p.due! >= p.start && delayDays(p.end, p.due, p.due!) <= 62, `${f.scheme} ${f.state_name} ${p.start}: ${p.due}`).toBe(true)
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
