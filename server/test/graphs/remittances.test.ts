/**
 * The dashboard's remittance graphs over HTTP (issue 24 "Must show"): the amounts paid
 * per scheme and per month and challan type equal the sums this test makes from the
 * tracker rows it inserted, under the company filter and the period; another tenant's
 * rows never count; a user without the PF menu sees no PF figure (absent from the
 * breakups, 403 on the PF breakdown).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { esiSetups, pfSetups, trackerRows } from '../../src/db/schema'
import type { TestContext } from '../helpers'
import { caller, type Org } from '../organisation/fixtures'
import { graphData, tenantsWithTwoCompanies } from './fixtures'

type Row = typeof trackerRows.$inferInsert

let t: TestContext
let org: Org, other: Org
let secondCompanyId: number
const mine: Row[] = []

const PAID = [
  { period: '2025-04-01', challanType: 'main', amount: 1200.5 },
  { period: '2025-04-01', challanType: 'arrear', amount: 300 },
  { period: '2025-05-01', challanType: 'main', amount: 1250 },
  { period: '2025-05-01', challanType: 'damage', amount: 75.25 },
  { period: '2026-03-01', challanType: 'main', amount: 990 },
  // Outside the financial year 2025-26.
  { period: '2026-04-01', challanType: 'main', amount: 5000 },
] as const

async function seed(o: Org, companyIds: number[]): Promise<Row[]> {
  const rows: Row[] = []
  for (const companyId of companyIds) {
    const [pf] = await t.db
      .insert(pfSetups)
      .values({ tenantId: o.tenantId, companyId, pfCode: `MHBAN${o.tenantId}${companyId}` })
      .returning({ id: pfSetups.id })
    const [esi] = await t.db
      .insert(esiSetups)
      .values({ tenantId: o.tenantId, companyId, esiCode: `3100${o.tenantId}${companyId}` })
      .returning({ id: esiSetups.id })
    for (const p of PAID) {
      const base = { tenantId: o.tenantId, companyId, period: p.period, challanType: p.challanType }
      rows.push({ ...base, family: 'pf', pfSetupId: pf!.id, totalPaidAmount: p.amount })
      rows.push({ ...base, family: 'esi', esiSetupId: esi!.id, totalPaidAmount: p.amount * 2 })
    }
  }
  await t.db.insert(trackerRows).values(rows)
  return rows
}

beforeAll(async () => {
  ;({ t, org, other, secondCompanyId } = await tenantsWithTwoCompanies())
  mine.push(...(await seed(org, [org.companyId, secondCompanyId])))
  await seed(other, [other.companyId])
})
afterAll(() => t.close())

const data = graphData

const inYear = (r: Row) => r.period >= '2025-04-01' && r.period < '2026-04-01'
const sum = (rows: Row[]) => Math.round(rows.reduce((s, r) => s + Number(r.totalPaidAmount ?? 0), 0) * 100) / 100

describe('remittance breakup', () => {
  it('sums what was paid per scheme over the financial year, and per company', async () => {
    const all = await data(org.call, '/graph/remittance-breakup?year=2025-26')
    expect(all).toEqual([
      { key: 'pf', label: 'PF', amount: sum(mine.filter((r) => r.family === 'pf' && inYear(r))) },
      { key: 'esi', label: 'ESI', amount: sum(mine.filter((r) => r.family === 'esi' && inYear(r))) },
      { key: 'pt', label: 'PT', amount: 0 },
      { key: 'lwf', label: 'LWF', amount: 0 },
    ])
    const second = await data(org.call, `/graph/remittance-breakup?year=2025-26&company_id=${secondCompanyId}`)
    expect(second[0].amount).toBe(sum(mine.filter((r) => r.family === 'pf' && inYear(r) && r.companyId === secondCompanyId)))
  })

  it('breaks a scheme down by month and challan type', async () => {
    const pf = await data(org.call, '/graph/pf-remittance-breakdown?year=2025-26')
    expect(pf.months).toHaveLength(12)
    for (const series of pf.series as { key: string; values: number[] }[]) {
      const expected = pf.months.map((m: string) =>
        sum(mine.filter((r) => r.family === 'pf' && r.challanType === series.key && r.period.startsWith(m))),
      )
      expect(series.values, series.key).toEqual(expected)
    }
    const lwf = await data(org.call, '/graph/lwf-remittance-breakdown?month=2025-04')
    expect(lwf).toEqual({ months: ['2025-04'], series: expect.arrayContaining([expect.objectContaining({ key: 'main', values: [0] })]) })
  })

  it('counts each scheme’s registrations', async () => {
    expect(await data(org.call, '/graph/registration-breakup')).toEqual([
      { key: 'pf', label: 'PF', count: 2 },
      { key: 'esi', label: 'ESI', count: 2 },
      { key: 'pt', label: 'PT', count: 0 },
      { key: 'lwf', label: 'LWF', count: 0 },
    ])
  })

  it('shows a user without the PF menu no PF figure', async () => {
    const esiOnly = caller(t, await t.createUser(org.tenantId, { permissions: ['remittance.esi_tracker:list'] }))
    const breakup = await data(esiOnly, '/graph/remittance-breakup?year=2025-26')
    expect(breakup.map((s: { key: string }) => s.key)).toEqual(['esi'])
    expect((await data(esiOnly, '/graph/registration-breakup')).map((s: { key: string }) => s.key)).toEqual(['esi'])
    expect((await esiOnly('GET', '/graph/pf-remittance-breakdown')).statusCode).toBe(403)
    expect((await esiOnly('GET', '/graph/esi-remittance-breakdown')).statusCode).toBe(200)
    const branchesOnly = caller(t, await t.createUser(org.tenantId, { permissions: ['company.branch:list'] }))
    for (const path of ['remittance-breakup', 'registration-breakup', 'pt-remittance-breakdown']) {
      expect((await branchesOnly('GET', `/graph/${path}`)).statusCode, path).toBe(403)
    }
  })
})
