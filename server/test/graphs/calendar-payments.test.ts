/**
 * The compliance calendar's remittance due dates over HTTP (issue 24): each PF and ESI
 * registration's monthly remittance falls due on the 15th of the following month (EPF
 * Scheme para 38, ESI Regulation 31), as does the PF registration's international
 * workers' return (PF IW) where one was ever entered (the first company's: international
 * workers), shown on that day per family and payment status
 * as this test works them out from the rows it inserted; the company filter keeps its
 * company's registrations; another tenant's never show; a user reading only the PF
 * tracker sees PF's dates and no due items, and one reading neither gets 403.
 */
import { afterAll, beforeAll, expect, it } from 'vitest'
import { esiSetups, pfSetups, trackerRows } from '../../src/db/schema'
import type { TestContext } from '../helpers'
import { caller, createBranch, type Org } from '../organisation/fixtures'
import { graphData, tenantsWithTwoCompanies } from './fixtures'

let t: TestContext
let org: Org, other: Org
let secondCompanyId: number

interface Payment {
  family: string
  label: string
  year: string
  status: string
  count: number
}
interface Day {
  date: string
  count: number
  payments: Payment[]
}

/**
 * Per registration: May's remittance paid on time (due 15 June), June's paid late (due 15 July), July's never entered (due 15 August);
 * with `iw`, April's IW return filed, so the PF code owes the later ones.
 */
async function seed(o: Org, companyId: number, esi: boolean, iw = false) {
  const [pf] = await t.db
    .insert(pfSetups)
    .values({ tenantId: o.tenantId, companyId, pfCode: `MHBAN${o.tenantId}${companyId}` })
    .returning({ id: pfSetups.id })
  const rows: (typeof trackerRows.$inferInsert)[] = [
    { tenantId: o.tenantId, companyId, family: 'pf', pfSetupId: pf!.id, period: '2025-05-01', paymentDate: '2025-06-10' },
    { tenantId: o.tenantId, companyId, family: 'pf', pfSetupId: pf!.id, period: '2025-06-01', paymentDate: '2025-07-20' },
  ]
  if (iw) rows.push({ tenantId: o.tenantId, companyId, family: 'pfiw', pfSetupId: pf!.id, period: '2025-04-01', paymentDate: '2025-05-10' })
  if (esi) {
    const [e] = await t.db
      .insert(esiSetups)
      .values({ tenantId: o.tenantId, companyId, esiCode: `3100${o.tenantId}${companyId}` })
      .returning({ id: esiSetups.id })
    rows.push({ tenantId: o.tenantId, companyId, family: 'esi', esiSetupId: e!.id, period: '2025-05-01', paymentDate: '2025-06-30' })
  }
  await t.db.insert(trackerRows).values(rows)
}

beforeAll(async () => {
  ;({ t, org, other, secondCompanyId } = await tenantsWithTwoCompanies())
  await seed(org, org.companyId, true, true)
  await seed(org, secondCompanyId, false)
  await seed(other, other.companyId, true)
})
afterAll(() => t.close())

const paymentsOf = (days: Day[]) => Object.fromEntries(days.filter((d) => d.payments.length).map((d) => [d.date, d.payments]))

it('shows each remittance on its due date by family and payment status, for the tenant’s registrations only', async () => {
  const june: Day[] = await graphData(org.call, '/graph/compliance-calendar-dates?month=2025-06')
  expect(paymentsOf(june)).toEqual({
    '2025-06-15': [
      { family: 'pf', label: 'PF', year: '2025-26', status: 'on_time', count: 2 },
      { family: 'esi', label: 'ESI', year: '2025-26', status: 'late', count: 1 },
      { family: 'pfiw', label: 'PF IW', year: '2025-26', status: 'missing', count: 1 },
    ],
  })
  expect(june.find((d) => d.date === '2025-06-15')!.count).toBe(0)
  const july: Day[] = await graphData(org.call, '/graph/compliance-calendar-dates?month=2025-07')
  expect(paymentsOf(july)).toEqual({
    '2025-07-15': [
      { family: 'pf', label: 'PF', year: '2025-26', status: 'late', count: 2 },
      { family: 'esi', label: 'ESI', year: '2025-26', status: 'missing', count: 1 },
      { family: 'pfiw', label: 'PF IW', year: '2025-26', status: 'missing', count: 1 },
    ],
  })
})

it('keeps the filtered company’s registrations only', async () => {
  const june: Day[] = await graphData(org.call, `/graph/compliance-calendar-dates?month=2025-06&company_id=${secondCompanyId}`)
  expect(paymentsOf(june)).toEqual({
    // The second company's PF code has no international workers: no IW return is owed.
    '2025-06-15': [{ family: 'pf', label: 'PF', year: '2025-26', status: 'on_time', count: 1 }],
  })
})

it('shows a tracker reader only the families they may read, and refuses a user who reads neither due items nor trackers', async () => {
  // A user of one branch of the first company: its registrations only, and no due item (no Due Compliance menu).
  const branchId = await createBranch(org)
  const pfOnly = caller(t, await t.createUser(org.tenantId, { permissions: ['remittance.pf_tracker:list'], branchIds: [branchId] }))
  const june: Day[] = await graphData(pfOnly, '/graph/compliance-calendar-dates?month=2025-06')
  expect(paymentsOf(june)).toEqual({ '2025-06-15': [{ family: 'pf', label: 'PF', year: '2025-26', status: 'on_time', count: 1 }] })
  const noTrackers = caller(t, await t.createUser(org.tenantId, { permissions: ['company.company:list'] }))
  expect((await noTrackers('GET', '/graph/compliance-calendar-dates?month=2025-06')).statusCode).toBe(403)
})
