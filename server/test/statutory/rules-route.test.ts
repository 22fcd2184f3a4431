/**
 * GET statutory-rules and its export (any signed-in user), and the seeded facts: every
 * state and union territory has its PT RC, PT EC and LWF levy on record, and the seed
 * replaces the facts only when the data changed.
 */
import { sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { StatutoryRulesResponse } from '@ihrc/contract'
import { seedReference } from '../../src/db/reference'
import { STATES } from '../../src/db/reference/states'
import { STATUTORY_FACTS } from '../../src/db/reference/statutory'
import { seedStatutoryFacts } from '../../src/db/reference/statutory-facts-seed'
import { referenceVersions, statutoryFacts } from '../../src/db/schema'
import { readWorkbook } from '../organisation/xlsx-helpers'
import { setupTestApp, type TestContext, type TestUser } from '../helpers'
import { stateId } from './fixtures'

let t: TestContext
let clerk: TestUser
beforeAll(async () => {
  t = await setupTestApp()
  const { tenantId } = await t.createTenant()
  clerk = await t.createUser(tenantId, { type: 'user', permissions: [] })
})
afterAll(() => t.close())

const get = (path: string, token: string | null = clerk.token) =>
  t.app.inject({ method: 'GET', url: `/ihrc-api/companyadmin/statutory-rules${path}`, headers: token ? t.bearer(token) : {} })

async function rulesOf(query: string): Promise<StatutoryRulesResponse> {
  const res = await get(query)
  expect(res.statusCode).toBe(200)
  return res.json()
}

describe('GET statutory-rules', () => {
  it('needs a signed-in user, and no grant beyond that', async () => {
    expect((await get('', null)).statusCode).toBe(401)
    const { data, late_payment } = await rulesOf('')
    expect(data).toHaveLength(STATUTORY_FACTS.length)
    expect(late_payment.length).toBeGreaterThan(0)
    expect(data.every((f) => f.sources.length > 0 && f.citation.length > 0 && f.retrieved_on)).toBe(true)
  })

  it('a state in force on a day: its own facts and the central ones, each with its instrument and sources', async () => {
    const mh = await stateId(t, 'MH')
    const { data } = await rulesOf(`?state_id=${mh}&on=2025-08-01`)
    expect(new Set(data.map((f) => f.state_name))).toEqual(new Set([null, 'Maharashtra']))
    const lwf = data.filter((f) => f.scheme === 'lwf')
    expect(lwf.map((f) => f.fact).sort()).toEqual(['amounts', 'levy', 'period', 'schedule'])
    expect(lwf.find((f) => f.fact === 'schedule')).toMatchObject({
      value: { frequency: 'half_yearly', due_rule: { kind: 'day_of_next_month', day: 15 } },
    })
    expect(lwf.find((f) => f.fact === 'amounts')).toMatchObject({
      effective_from: '2024-03-18',
      citation: expect.stringContaining('(Amendment) Act, 2024'),
    })
    // ESI: only the amounts in force that day (0.75 % / 3.25 % since July 2019)
    const esi = data.filter((f) => f.scheme === 'esi' && f.fact === 'amounts')
    expect(esi).toHaveLength(1)
    expect(esi[0]).toMatchObject({ effective_from: '2019-07-01', value: { kind: 'rates', wage_ceiling: 21000 } })
  })

  it('one kind of fact; a scheme on a date: PF damages banded in 2023, 1 % a month after the amendment', async () => {
    const schedules = await rulesOf('?fact=schedule&scheme=ptrc')
    expect(schedules.data.every((f) => f.fact === 'schedule' && f.scheme === 'ptrc')).toBe(true)
    expect(schedules.late_payment).toEqual([])
    const in2023 = await rulesOf('?scheme=pf&on=2023-06-01')
    expect(in2023.late_payment.filter((r) => r.charge === 'damages').map((r) => r.rate.kind)).toEqual(['per_annum_by_delay'])
    const in2025 = await rulesOf('?scheme=pf&on=2025-06-01')
    expect(in2025.late_payment.filter((r) => r.charge === 'damages').map((r) => r.rate.kind)).toEqual(['per_month_or_part'])
    expect((await rulesOf('?scheme=lwf')).late_payment).toEqual([])
  })

  it('a state that levies no LWF answers a fact saying so', async () => {
    const { data } = await rulesOf(`?scheme=lwf&state_id=${await stateId(t, 'RJ')}`)
    expect(data).toEqual([expect.objectContaining({ state_name: 'Rajasthan', fact: 'levy', value: { levied: false, coverage: null } })])
  })

  it('bad input is a 400 naming the field, never a 500', async () => {
    for (const query of [
      '?scheme=gst',
      '?state_id=abc',
      '?state_id=0',
      '?on=2025-02-30',
      '?on=yesterday',
      '?state_id=99999999999',
      '?fact=tax',
    ]) {
      const res = await get(query)
      expect(res.statusCode, query).toBe(400)
    }
  })

  it('exports the filtered facts as a spreadsheet, formulas escaped', async () => {
    const res = await get(`/export?scheme=lwf&state_id=${await stateId(t, 'KA')}`)
    expect(res.statusCode).toBe(200)
    expect(res.headers['content-type']).toContain('spreadsheetml')
    expect(res.headers['content-disposition']).toMatch(/attachment; filename="statutory-rules-\d{4}-\d{2}-\d{2}\.xlsx"/)
    const sheet = (await readWorkbook(res.rawPayload)).worksheets[0]!
    const rows: unknown[][] = []
    sheet.eachRow((row) => rows.push((row.values as unknown[]).slice(1)))
    const header = rows.findIndex((r) => r[0] === 'Scheme')
    expect(rows[header]).toEqual(
      expect.arrayContaining(['Scheme', 'State', 'Fact', 'Effective from', 'Instrument', 'Sources', 'Confidence']),
    )
    const body = rows.slice(header + 1)
    expect(body.length).toBe(STATUTORY_FACTS.filter((f) => f.scheme === 'lwf' && f.state === 'KA').length)
    expect(body.every((r) => r[0] === 'LWF' && r[1] === 'Karnataka')).toBe(true)
    expect((await get('/export', null)).statusCode).toBe(401)
  })
})

describe('the seeded facts', () => {
  it('every state and union territory has a PT RC, PT EC and LWF levy on record', async () => {
    const { rows } = await t.db.execute<{ code: string; scheme: string }>(sql`
      select distinct s.code, f.scheme from ${statutoryFacts} f join states s on s.id = f.state_id where f.fact = 'levy'`)
    const have = new Set(rows.map((r) => `${r.code}:${r.scheme}`))
    for (const state of STATES)
      for (const scheme of ['ptrc', 'ptec', 'lwf']) expect(have.has(`${state.code}:${scheme}`), `${state.code} ${scheme}`).toBe(true)
  })

  it('an unchanged data set is not applied again; a changed one replaces the facts in one go', async () => {
    const lastId = async () => (await t.db.execute<{ v: string }>(sql`select last_value::text as v from statutory_facts_id_seq`)).rows[0]!.v
    const before = await lastId()
    await seedReference(t.db)
    expect(await lastId()).toBe(before)

    // An edit in the database is the code's data again after the next change of the data set.
    const ka = await stateId(t, 'KA')
    await t.db.execute(sql`update ${statutoryFacts} set citation = 'edited' where scheme = 'ptrc' and state_id = ${ka}`)
    await seedStatutoryFacts(t.db, STATUTORY_FACTS.slice(0, -1))
    expect(await t.db.$count(statutoryFacts)).toBe(STATUTORY_FACTS.length - 1)
    await seedStatutoryFacts(t.db)
    expect(await t.db.$count(statutoryFacts)).toBe(STATUTORY_FACTS.length)
    const { data } = await rulesOf(`?scheme=ptrc&state_id=${ka}`)
    expect(data.filter((f) => f.state_name).every((f) => f.citation !== 'edited')).toBe(true)
    expect((await t.db.select().from(referenceVersions)).map((r) => r.name).sort()).toEqual(['compliance_library', 'statutory_facts'])
  })
})
