/**
 * GET statutory-rules (any signed-in user) and the seeded rules table: every state and
 * union territory has its PT RC, PT EC and LWF rule, levied or stored as not levied.
 */
import { sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { StatutoryRulesResponse } from '@ihrc/contract'
import { seedReference } from '../../src/db/reference'
import { STATES } from '../../src/db/reference/states'
import { statutoryRules } from '../../src/db/schema'
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

const get = (query: string, token: string | null = clerk.token) =>
  t.app.inject({ method: 'GET', url: `/ihrc-api/companyadmin/statutory-rules${query}`, headers: token ? t.bearer(token) : {} })

async function rulesOf(query: string): Promise<StatutoryRulesResponse> {
  const res = await get(query)
  expect(res.statusCode).toBe(200)
  return res.json()
}

describe('GET statutory-rules', () => {
  it('needs a signed-in user, and no grant beyond that', async () => {
    expect((await get('', null)).statusCode).toBe(401)
    const { data, late_payment } = await rulesOf('')
    expect(data.length).toBeGreaterThan(STATES.length * 3)
    expect(late_payment.length).toBeGreaterThan(0)
    expect(data.every((r) => r.source.length > 0)).toBe(true)
  })

  it('a state: its own rules and the central ones in force, each with its source', async () => {
    const mh = await stateId(t, 'MH')
    const { data } = await rulesOf(`?state_id=${mh}&on=2025-08-01`)
    expect(new Set(data.map((r) => r.state_name))).toEqual(new Set([null, 'Maharashtra']))
    const lwf = data.filter((r) => r.scheme === 'lwf')
    expect(lwf).toHaveLength(1)
    expect(lwf[0]).toMatchObject({ levied: true, frequency: 'half_yearly', due_rule: { kind: 'day_of_next_month', day: 15 } })
    expect(lwf[0]!.source).toContain('DOMAIN.md')
    // ESI: only the rule in force on that day (0.75 % / 3.25 % since July 2019)
    const esi = data.filter((r) => r.scheme === 'esi')
    expect(esi.map((r) => r.rates)).toEqual([
      [
        { name: 'employee', percent: 0.75 },
        { name: 'employer', percent: 3.25 },
      ],
    ])
  })

  it('a scheme on a date: PF damages banded in 2023, 1 % a month after the amendment', async () => {
    const in2023 = await rulesOf('?scheme=pf&on=2023-06-01')
    expect(in2023.data.map((r) => r.scheme)).toEqual(['pf'])
    expect(in2023.late_payment.filter((r) => r.charge === 'damages').map((r) => r.rate.kind)).toEqual(['per_annum_by_delay'])
    const in2025 = await rulesOf('?scheme=pf&on=2025-06-01')
    expect(in2025.late_payment.filter((r) => r.charge === 'damages').map((r) => r.rate.kind)).toEqual(['per_month_or_part'])
    expect((await rulesOf('?scheme=lwf')).late_payment).toEqual([])
  })

  it('a state that levies no LWF answers a rule saying so', async () => {
    const { data } = await rulesOf(`?scheme=lwf&state_id=${await stateId(t, 'RJ')}`)
    expect(data).toEqual([expect.objectContaining({ state_name: 'Rajasthan', levied: false, frequency: null, due_rule: null })])
  })

  it('bad input is a 400 naming the field, never a 500', async () => {
    for (const query of ['?scheme=gst', '?state_id=abc', '?state_id=0', '?on=2025-02-30', '?on=yesterday', '?state_id=99999999999']) {
      const res = await get(query)
      expect(res.statusCode, query).toBe(400)
    }
  })
})

describe('the seeded rules', () => {
  it('every state and union territory has exactly one PT RC, PT EC and LWF rule without a condition', async () => {
    const { rows } = await t.db.execute<{ code: string; scheme: string; n: number }>(sql`
      select s.code, r.scheme, count(*)::int as n from ${statutoryRules} r join states s on s.id = r.state_id
      where r.condition is null group by s.code, r.scheme`)
    const count = new Map(rows.map((r) => [`${r.code}:${r.scheme}`, r.n]))
    for (const state of STATES)
      for (const scheme of ['ptrc', 'ptec', 'lwf']) expect(count.get(`${state.code}:${scheme}`), `${state.code} ${scheme}`).toBe(1)
  })

  it('seeding again adds nothing; a deleted rule comes back; an edited one is left as edited', async () => {
    const lastId = async () => (await t.db.execute<{ v: string }>(sql`select last_value::text as v from statutory_rules_id_seq`)).rows[0]!.v
    const before = await lastId()
    await seedReference(t.db)
    expect(await lastId()).toBe(before)

    const ka = await stateId(t, 'KA')
    await t.db.execute(sql`update ${statutoryRules} set source = 'edited' where scheme = 'ptrc' and state_id = ${ka}`)
    await t.db.execute(sql`delete from ${statutoryRules} where scheme = 'lwf' and state_id = ${ka}`)
    await seedReference(t.db)
    const { data } = await rulesOf(`?state_id=${ka}`)
    expect(data.find((r) => r.scheme === 'ptrc')?.source).toBe('edited')
    expect(data.find((r) => r.scheme === 'lwf')).toMatchObject({ levied: true, frequency: 'yearly' })
  })
})
