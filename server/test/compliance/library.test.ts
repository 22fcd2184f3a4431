/**
 * The statutory library as seeded, and which of it applies to a branch (issue 12 "Must
 * show": a Maharashtra factory of 25 gets Maharashtra's PT, LWF and Factories items and
 * none of Karnataka's; a shop of 9 gets no ESI item).
 */
import { and, count, countDistinct, eq, isNull } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { ComplianceDueRule } from '@ihrc/contract'
import { seedReference } from '../../src/db/reference'
import { complianceItems, states, statutoryRules } from '../../src/db/schema'
import { whyApplies } from '../../src/modules/compliance'
import type { TestContext } from '../helpers'
import { twoTenants, type Org } from '../organisation/fixtures'
import { ON, branchIn, recommended } from './fixtures'

let t: TestContext, org: Org, other: Org
beforeAll(async () => ({ t, org, other } = await twoTenants()))
afterAll(() => t.close())

const library = () => t.db.select().from(complianceItems).where(isNull(complianceItems.tenantId))

describe('the seeded library', () => {
  it('holds at least 80 obligations across at least 12 central Acts', async () => {
    const [all] = await t.db.select({ n: count() }).from(complianceItems).where(isNull(complianceItems.tenantId))
    const [central] = await t.db
      .select({ acts: countDistinct(complianceItems.act) })
      .from(complianceItems)
      .where(and(isNull(complianceItems.tenantId), eq(complianceItems.appliesTo, 'central')))
    expect(all!.n).toBeGreaterThanOrEqual(80)
    expect(central!.acts).toBeGreaterThanOrEqual(12)
  })

  it('every item names its act, frequency, due rule, criticality, applicability and source', async () => {
    for (const item of await library()) {
      expect(item.act, item.code).not.toBe('')
      expect(item.source, item.code).toBeTruthy()
      expect(item.effectiveFrom, item.code).toMatch(/^\d{4}-\d{2}-\d{2}$/)
      expect(item.appliesTo === 'state', item.code).toBe(item.stateId !== null)
    }
  })

  it('takes the due rules of PF, ESI, PT and LWF from the statutory rules: one item per levied rule, no second copy', async () => {
    const items = await library()
    const statutory = (i: (typeof items)[number]) => (i.dueRule.kind === 'statutory' ? i.dueRule.scheme : null)
    const levied = await t.db
      .select({ scheme: statutoryRules.scheme, stateId: statutoryRules.stateId, frequency: statutoryRules.frequency, code: states.code })
      .from(statutoryRules)
      .leftJoin(states, eq(states.id, statutoryRules.stateId))
      .where(and(eq(statutoryRules.levied, true), isNull(statutoryRules.condition), isNull(statutoryRules.effectiveTo)))
    expect(levied.length).toBeGreaterThan(30)
    for (const rule of levied) {
      const matching = items.filter((i) => statutory(i) === rule.scheme && i.stateId === rule.stateId)
      expect(matching.length, `${rule.scheme} ${rule.code ?? 'central'}`).toBe(1)
      expect(matching[0]!.frequency, `${rule.scheme} ${rule.code ?? 'central'}`).toBe(rule.frequency)
    }
    // The PF, ESI, PT and LWF payment items carry no due day of their own.
    const payments = items.filter((i) => /^(PF-ECR|PF-IW1|ESI-CONTRIBUTION|PT-RC-|PT-EC-|LWF-)/.test(i.code))
    expect(payments.length).toBeGreaterThan(30)
    for (const i of payments) expect(i.dueRule.kind, i.code).toBe<ComplianceDueRule['kind']>('statutory')
  })

  it('seeding again adds nothing', async () => {
    const before = (await library()).length
    await seedReference(t.db)
    expect((await library()).length).toBe(before)
  })

  it('is read by every tenant alike through compliance/library', async () => {
    const mine = await org.call('GET', '/compliance/library?search=PT-RC-MH')
    const theirs = await other.call('GET', '/compliance/library?search=PT-RC-MH')
    expect(mine.statusCode).toBe(200)
    expect(mine.json().data.map((i: { code: string }) => i.code)).toEqual(['PT-RC-MH'])
    expect(theirs.json().data).toEqual(mine.json().data)
  })
})

describe('applicability', () => {
  it('a Maharashtra factory of 25 gets Maharashtra PT, LWF and Factories items, with why, and none of Karnataka’s', async () => {
    const plant = await branchIn(t, org, 'Maharashtra', 'Pune', { name: 'Chakan Plant', office_type: 'factory', head_count: 25 })
    const codes = (await recommended(org, plant)).map((i) => i.code)
    for (const code of ['PT-RC-MH', 'PT-EC-MH', 'LWF-MH', 'FAC-MH-LICENCE', 'FAC-MH-ANNUAL-RETURN', 'FAC-MH-HALF-YEARLY-RETURN']) {
      expect(codes).toContain(code)
    }
    expect(codes.filter((c) => /-KA(-|$)/.test(c))).toEqual([])
    expect(codes).toContain('PF-ECR')
    expect(codes).toContain('ESI-CONTRIBUTION')
    // A factory is no shop: the Shops and Establishments items are not offered.
    expect(codes.filter((c) => c.startsWith('SE-'))).toEqual([])
    const licence = (await recommended(org, plant)).find((i) => i.code === 'FAC-MH-LICENCE')!
    expect(licence.why).toEqual(['Maharashtra branch', 'Factory', '25 employees ≥ 10'])
  })

  it('a Karnataka branch gets Karnataka’s PT and LWF, not Maharashtra’s', async () => {
    const office = await branchIn(t, org, 'Karnataka', 'Ballari', { name: 'Ballari Office', head_count: 40 })
    const codes = (await recommended(org, office)).map((i) => i.code)
    expect(codes).toEqual(expect.arrayContaining(['PT-RC-KA', 'LWF-KA', 'SE-KA-REGISTRATION']))
    expect(codes.filter((c) => /-MH(-|$)/.test(c))).toEqual([])
  })

  it('a shop of 9 employees gets no ESI item (threshold 10) and no PF item (threshold 20)', async () => {
    const shop = await branchIn(t, org, 'Maharashtra', 'Pune', { name: 'Aundh Shop', office_type: 'branch', head_count: 9 })
    const codes = (await recommended(org, shop)).map((i) => i.code)
    expect(codes.filter((c) => c.startsWith('ESI-'))).toEqual([])
    expect(codes.filter((c) => c.startsWith('PF-'))).toEqual([])
    expect(codes).toContain('PT-RC-MH')
  })

  it('a shop of 10 does get the ESI items', async () => {
    const shop = await branchIn(t, org, 'Maharashtra', 'Pune', { name: 'Baner Shop', office_type: 'branch', head_count: 10 })
    const items = await recommended(org, shop)
    expect(items.find((i) => i.code === 'ESI-CONTRIBUTION')?.why).toEqual(['Central law', '10 employees ≥ 10'])
  })

  it('follows the date: the Payment of Wages item before the Labour Codes, the Code on Wages item after', async () => {
    const office = await branchIn(t, org, 'Maharashtra', 'Pune', { name: 'Wakad Office', head_count: 30 })
    const before = (await recommended(org, office, '2025-06-01')).map((i) => i.code)
    const after = (await recommended(org, office, ON)).map((i) => i.code)
    expect(before).toContain('PW-WAGE-PAYMENT')
    expect(before).not.toContain('COW-WAGE-PAYMENT')
    expect(after).toContain('COW-WAGE-PAYMENT')
    expect(after).not.toContain('PW-WAGE-PAYMENT')
  })

  it('whyApplies: an item ends on its effective_to day', () => {
    const item = {
      applies_to: 'central' as const,
      state_id: null,
      branch_types: [],
      min_head_count: 0,
      effective_from: '2020-01-01',
      effective_to: '2025-11-21',
    }
    const branch = { stateId: 1, stateName: 'Maharashtra', officeType: 'branch' as const, headCount: 5 }
    expect(whyApplies(item, branch, '2025-11-20')).toEqual(['Central law'])
    expect(whyApplies(item, branch, '2025-11-21')).toBeNull()
  })
})
