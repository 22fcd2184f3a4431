/**
 * The statutory library as seeded, and which of it applies to a branch (issue 12 "Must
 * show": a Maharashtra factory of 25 gets Maharashtra's PT, LWF and Factories items and
 * none of Karnataka's; a shop of 9 gets no ESI item).
 */
import { and, count, countDistinct, eq, isNull } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { businessToday, type ComplianceDueRule } from '@ihrc/contract'
import { seedReference } from '../../src/db/reference'
import { complianceItems } from '../../src/db/schema'
import { loadStatutoryFacts } from '../../src/modules/statutory'
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

  it("takes PT and LWF from the statutory facts: one item per levy in force today, at the facts' frequency, and no due day of its own", async () => {
    const items = await library()
    const statutory = (i: (typeof items)[number]) => (i.dueRule.kind === 'statutory' ? i.dueRule.scheme : null)
    const all = await loadStatutoryFacts(t.db, { on: businessToday() })
    const levied = all.filter((f) => f.fact === 'levy' && f.value.levied === true && f.state_id !== null && f.variant === null)
    expect(levied.length).toBeGreaterThan(30)
    for (const levy of levied) {
      const matching = items.filter(
        (i) => statutory(i) === levy.scheme && i.stateId === levy.state_id && !/-(MONTHLY|YEARLY|QUARTERLY|HALF_YEARLY)$/.test(i.code),
      )
      expect(matching.length, `${levy.scheme} ${levy.state_name}`).toBe(1)
      const mine = (kind: 'schedule' | 'period') =>
        all.find((f) => f.fact === kind && f.variant === null && f.scheme === levy.scheme && f.state_id === levy.state_id)
      // The item's periods are the remittance schedule's (Punjab's monthly LWF is paid half-yearly).
      const cadence = mine('schedule') ?? mine('period')
      if (cadence && (cadence.fact === 'schedule' || cadence.fact === 'period'))
        expect(matching[0]!.frequency).toBe(cadence.value.frequency)
      expect(matching[0]!.effectiveFrom, `${levy.scheme} ${levy.state_name}`).toBe(levy.effective_from)
    }
    // No PT or LWF item where the facts say not levied (Lakshadweep's PT, Rajasthan's LWF).
    expect(items.map((i) => i.code)).not.toEqual(expect.arrayContaining(['PT-RC-LD']))
    expect(items.map((i) => i.code)).not.toContain('LWF-RJ')
    // Kerala's second LWF fund is an item of its own.
    expect(items.map((i) => i.code)).toEqual(expect.arrayContaining(['LWF-KL', 'LWF-KL-MONTHLY']))
    const payments = items.filter((i) => /^(PF-ECR|PF-IW1|ESI-CONTRIBUTION|PT-RC-|PT-EC-|LWF-)/.test(i.code))
    expect(payments.length).toBeGreaterThan(30)
    for (const i of payments) expect(i.dueRule.kind, i.code).toBe<ComplianceDueRule['kind']>('statutory')
  })

  it('dates every item from its instrument, ends what the Labour Codes replaced, and knows who an Act covers', async () => {
    const items = await library()
    const byCode = new Map(items.map((i) => [i.code, i]))
    expect(items.filter((i) => i.effectiveFrom === '2000-01-01').map((i) => i.code)).toEqual([])
    expect(byCode.get('PF-ECR')!.effectiveFrom).toBe('1952-03-04')
    expect(byCode.get('PW-WAGE-PAYMENT')).toMatchObject({ effectiveTo: '2025-11-21', successorCode: 'COW-WAGE-PAYMENT' })
    expect(byCode.get('COW-WAGE-PAYMENT')).toMatchObject({ effectiveFrom: '2025-11-21', effectiveTo: null })
    expect(byCode.get('FAC-MH-LICENCE')).toMatchObject({ effectiveTo: '2025-11-21', successorCode: 'OSH-FAC-MH-LICENCE', minHeadCount: 10 })
    expect(byCode.get('OSH-FAC-MH-LICENCE')).toMatchObject({ effectiveFrom: '2025-11-21', minHeadCount: 20, branchTypes: ['factory'] })
    // Maternity benefit: every factory whatever its head count; shops and offices from 10.
    expect(byCode.get('MB-REGISTER-FACTORY')).toMatchObject({ minHeadCount: 0, branchTypes: ['factory'] })
    expect(byCode.get('MB-REGISTER')).toMatchObject({ minHeadCount: 10 })
    expect(byCode.get('MB-REGISTER')!.branchTypes).not.toContain('factory')
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
    // On 15 January 2026 the OSH Code's items (a factory from 20 workers) have taken over the Factories Act's.
    for (const code of [
      'PT-RC-MH',
      'PT-EC-MH',
      'LWF-MH',
      'OSH-FAC-MH-LICENCE',
      'OSH-FAC-MH-ANNUAL-RETURN',
      'OSH-FAC-MH-HALF-YEARLY-RETURN',
    ]) {
      expect(codes).toContain(code)
    }
    expect(codes.filter((c) => /-KA(-|$)/.test(c))).toEqual([])
    expect(codes).toContain('PF-ECR')
    expect(codes).toContain('ESI-CONTRIBUTION')
    // A factory is no shop: the Shops and Establishments items are not offered.
    expect(codes.filter((c) => c.startsWith('SE-'))).toEqual([])
    expect(codes.filter((c) => c.startsWith('FAC-'))).toEqual([])
    const licence = (await recommended(org, plant)).find((i) => i.code === 'OSH-FAC-MH-LICENCE')!
    expect(licence.why).toEqual(['Maharashtra branch', 'Factory', '25 employees ≥ 20'])
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
