/**
 * The dashboard's count graphs over HTTP (issue 24 "Must show"): every figure equals the
 * count this test makes from the rows it inserted, under each filter; another tenant's
 * rows are never counted; a branch-limited user counts only their branches; a user
 * without the menu gets 403; a bad period is a 400.
 */
import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { AGREEMENT_EXPIRING_DAYS, agreementStatus, businessToday } from '@ihrc/contract'
import { agreementTypes, agreements, branches, notices } from '../../src/db/schema'
import type { TestContext } from '../helpers'
import { caller, type Org } from '../organisation/fixtures'
import { graphData, tenantsWithTwoCompanies } from './fixtures'

function addDays(n: number): string {
  const d = new Date(`${businessToday()}T00:00:00Z`)
  d.setUTCDate(d.getUTCDate() + n)
  return d.toISOString().slice(0, 10)
}

type BranchRow = typeof branches.$inferInsert & { id: number }
type AgreementRow = typeof agreements.$inferInsert & { id: number; companyId: number }
type NoticeRow = typeof notices.$inferInsert & { id: number }

let t: TestContext
let org: Org, other: Org
let secondCompanyId: number
const mine: { branches: BranchRow[]; agreements: AgreementRow[]; notices: NoticeRow[] } = { branches: [], agreements: [], notices: [] }

const TYPES = ['branch', 'factory', 'warehouse', 'branch', 'registered_office', 'factory'] as const
const OPENED = ['2024-06-15', '2025-04-01', '2025-07-20', '2025-07-31', '2026-02-28', '2026-04-01'] as const

async function seed(o: Org, companyIds: number[]): Promise<typeof mine> {
  const rows: typeof mine = { branches: [], agreements: [], notices: [] }
  for (const [i, type] of TYPES.entries()) {
    const values = {
      tenantId: o.tenantId,
      companyId: companyIds[i % companyIds.length]!,
      stateId: o.stateId,
      districtId: o.districtId,
      locationId: o.locationId,
      name: `Branch ${i}`,
      address: `Address ${i}`,
      openingDate: OPENED[i]!,
      headCount: 10,
      officeMode: 'physical' as const,
      ownership: i % 3 === 0 ? ('owned' as const) : i % 3 === 1 ? ('rented' as const) : null,
      officeType: type,
      status: i === 2 ? ('closed' as const) : ('active' as const),
      seStatus: (['valid', 'expired', 'applied', null] as const)[i % 4],
    }
    const [row] = await t.db.insert(branches).values(values).returning({ id: branches.id })
    rows.branches.push({ ...values, id: row!.id })
  }
  const [type] = await t.db.insert(agreementTypes).values({ tenantId: o.tenantId, name: 'Lease' }).returning({ id: agreementTypes.id })
  // The sixth starts after 2025-26 ends: no chart of that year counts it, so no list it opens may hold it.
  const ends = [addDays(-3), addDays(AGREEMENT_EXPIRING_DAYS), addDays(AGREEMENT_EXPIRING_DAYS + 1), null, addDays(10), null]
  for (const [i, endDate] of ends.entries()) {
    const branch = rows.branches[i]!
    const values = { tenantId: o.tenantId, branchId: branch.id, agreementTypeId: type!.id, startDate: OPENED[i]!, endDate }
    const [row] = await t.db.insert(agreements).values(values).returning({ id: agreements.id })
    rows.agreements.push({ ...values, id: row!.id, companyId: branch.companyId })
  }
  const dated = ['2025-05-10', '2025-05-11', '2025-09-01', '2026-03-31', '2026-04-02']
  for (const [i, noticeDate] of dated.entries()) {
    const values = {
      tenantId: o.tenantId,
      companyId: companyIds[0]!,
      // The third notice is the company's as a whole (no branch).
      branchId: i === 2 ? null : rows.branches[i]!.id,
      noticeType: 'Show cause notice',
      noticeDate,
      referenceNumber: `REF/${o.tenantId}/${i}`,
      criticality: 'High',
      status: i % 2 ? 'Closed' : 'Open',
      closed: i % 2 === 1,
    }
    const [row] = await t.db.insert(notices).values(values).returning({ id: notices.id })
    rows.notices.push({ ...values, id: row!.id })
  }
  return rows
}

beforeAll(async () => {
  ;({ t, org, other, secondCompanyId } = await tenantsWithTwoCompanies())
  Object.assign(mine, await seed(org, [org.companyId, secondCompanyId]))
  await seed(other, [other.companyId])
})
afterAll(() => t.close())

const FY = { start: '2025-04-01', end: '2026-04-01' }

const data = graphData

/** `{key: count}` of the rows, by `key`, for the keys the answer lists. */
function tally<T>(rows: T[], key: (r: T) => string | null | undefined) {
  const out: Record<string, number> = {}
  for (const r of rows) {
    const k = key(r)
    if (k) out[k] = (out[k] ?? 0) + 1
  }
  return out
}
const asCounts = (slices: { key: string; count: number }[]) =>
  Object.fromEntries(slices.filter((s) => s.count).map((s) => [s.key, s.count]))

describe('branch graphs', () => {
  const existing = (companyId?: number) =>
    mine.branches.filter((b) => b.openingDate < FY.end && (companyId === undefined || b.companyId === companyId))

  it('counts branches by type, status, ownership and S&E status as of the period, each filter applied', async () => {
    for (const [query, companyId] of [
      ['year=2025-26', undefined],
      [`year=2025-26&company_id=${secondCompanyId}`, secondCompanyId],
      [`year=2025-26&group_id=${org.groupId}&state_id=${org.stateId}`, undefined],
    ] as const) {
      const rows = existing(companyId)
      expect(asCounts(await data(org.call, `/graph/branch-types?${query}`))).toEqual(tally(rows, (b) => b.officeType))
      const status = await data(org.call, `/graph/branch-status?${query}`)
      expect(asCounts(status.status)).toEqual(tally(rows, (b) => b.status))
      expect(asCounts(status.ownership)).toEqual(tally(rows, (b) => b.ownership))
      expect(asCounts(await data(org.call, `/graph/branch-se-status?${query}`))).toEqual(tally(rows, (b) => b.seStatus))
    }
    const one = mine.branches[1]!
    expect(asCounts(await data(org.call, `/graph/branch-types?year=2025-26&branch_id=${one.id}`))).toEqual({ [one.officeType]: 1 })
  })

  it('counts branches opened in each month of the financial year', async () => {
    const graph = await data(org.call, '/graph/branch-status-graph?year=2025-26')
    expect(graph.months).toHaveLength(12)
    expect(graph.months[0]).toBe('2025-04')
    const inYear = mine.branches.filter((b) => b.openingDate >= FY.start && b.openingDate < FY.end)
    for (const series of graph.series as { key: string; values: number[] }[]) {
      const expected = graph.months.map((m: string) => inYear.filter((b) => b.status === series.key && b.openingDate.startsWith(m)).length)
      expect(series.values, series.key).toEqual(expected)
    }
  })

  it('counts only the branches of a branch-limited user, and refuses a user without the Branch menu', async () => {
    const [a, b] = mine.branches
    const limited = caller(t, await t.createUser(org.tenantId, { permissions: ['company.branch:list'], branchIds: [a!.id, b!.id] }))
    expect(asCounts(await data(limited, '/graph/branch-types?year=2025-26'))).toEqual(tally([a!, b!], (r) => r.officeType))
    const noticesOnly = caller(t, await t.createUser(org.tenantId, { permissions: ['remittance.notice_tracker:list'] }))
    for (const path of [
      'branch-types',
      'branch-status',
      'branch-status-graph',
      'branch-se-status',
      'branch-se-status-graph',
      'agreement-status',
    ]) {
      expect((await noticesOnly('GET', `/graph/${path}`)).statusCode, path).toBe(403)
    }
  })

  it('answers 400 to a period that is not one, and 401 without a token', async () => {
    const res = await org.call('GET', '/graph/branch-types?year=2025-27')
    expect(res.statusCode).toBe(400)
    expect(JSON.stringify(res.json().message)).toContain('Enter a financial year as 2025-26')
    expect((await caller(t, null)('GET', '/graph/branch-types')).statusCode).toBe(401)
  })
})

describe('agreement graphs', () => {
  it('counts agreements active, expiring and expired today, by company', async () => {
    const today = businessToday()
    const soon = addDays(AGREEMENT_EXPIRING_DAYS)
    const state = (a: AgreementRow) => (!a.endDate || a.endDate > soon ? 'active' : a.endDate < today ? 'expired' : 'expiring')
    const started = mine.agreements.filter((a) => a.startDate < FY.end)
    expect(asCounts(await data(org.call, '/graph/agreement-status?year=2025-26'))).toEqual(tally(started, state))
    const ofSecond = started.filter((a) => a.companyId === secondCompanyId)
    expect(asCounts(await data(org.call, `/graph/agreement-status?year=2025-26&company_id=${secondCompanyId}`))).toEqual(
      tally(ofSecond, state),
    )
    const graph = await data(org.call, '/graph/agreement-status-graph?year=2025-26')
    const total = (graph.series as { values: number[] }[]).flatMap((s) => s.values).reduce((x, y) => x + y, 0)
    expect(total).toBe(mine.agreements.filter((a) => a.startDate >= FY.start && a.startDate < FY.end).length)
  })
})

describe('notice graphs', () => {
  const state = (n: NoticeRow) => (n.closed ? 'closed' : 'open')

  it('counts notices open and closed dated up to the period end, and month by month within it', async () => {
    const upTo = mine.notices.filter((n) => n.noticeDate < FY.end)
    expect(asCounts(await data(org.call, '/graph/notice-status?year=2025-26'))).toEqual(tally(upTo, state))
    const may = await data(org.call, '/graph/notice-status-graph?month=2025-05')
    expect(may.months).toEqual(['2025-05'])
    const inMay = mine.notices.filter((n) => n.noticeDate.startsWith('2025-05'))
    expect(Object.fromEntries(may.series.map((s: { key: string; values: number[] }) => [s.key, s.values[0]]))).toEqual({
      open: inMay.filter((n) => !n.closed).length,
      closed: inMay.filter((n) => n.closed).length,
    })
  })

  it('counts for a branch-limited user their branches’ notices and their companies’ notices of no branch', async () => {
    const branch = mine.branches[0]!
    const viewer = caller(t, await t.createUser(org.tenantId, { permissions: ['remittance.notice_tracker:list'], branchIds: [branch.id] }))
    const seen = mine.notices.filter(
      (n) => n.noticeDate < FY.end && (n.branchId === branch.id || (n.branchId === null && n.companyId === branch.companyId)),
    )
    expect(asCounts(await data(viewer, '/graph/notice-status?year=2025-26'))).toEqual(tally(seen, state))
    const branchesOnly = caller(t, await t.createUser(org.tenantId, { permissions: ['company.branch:list'] }))
    expect((await branchesOnly('GET', '/graph/notice-status')).statusCode).toBe(403)
    expect((await branchesOnly('GET', '/graph/notice-status-graph')).statusCode).toBe(403)
  })
})

/**
 * A chart's bar or slice opens the list behind it (issue 24): the list, given the slice's
 * key, the dashboard's place filters and the period's last day, holds exactly the rows the
 * chart counted, which this test picks from the rows it inserted.
 */
describe('the lists behind the count charts', () => {
  const LAST_DAY = '2026-03-31'
  const listIds = async (call: typeof org.call, url: string) => {
    const res = await call('GET', `${url}&page_size=200`)
    expect(res.statusCode, res.body).toBe(200)
    return (res.json().data as { id: number }[]).map((r) => r.id).sort((a, b) => a - b)
  }
  const idsOf = (rows: { id: number }[]) => rows.map((r) => r.id).sort((a, b) => a - b)

  it('lists the branches of each type, status, ownership and S&E status the chart counts, under each place filter', async () => {
    // The graph's place filter, and the same place as the branch list takes it (one branch by `id`).
    for (const [graphPlace, listPlace, inPlace] of [
      ['', '', () => true],
      [
        `&group_id=${org.groupId}&company_id=${secondCompanyId}`,
        `&group_id=${org.groupId}&company_id=${secondCompanyId}`,
        (b: BranchRow) => b.companyId === secondCompanyId,
      ],
      [`&branch_id=${mine.branches[3]!.id}`, `&id=${mine.branches[3]!.id}`, (b: BranchRow) => b.id === mine.branches[3]!.id],
    ] as const) {
      const query = `year=2025-26${graphPlace}`
      const status = await data(org.call, `/graph/branch-status?${query}`)
      const charts: [string, { key: string; count: number }[], (b: BranchRow) => string | null | undefined][] = [
        ['office_type', await data(org.call, `/graph/branch-types?${query}`), (b) => b.officeType],
        ['status', status.status, (b) => b.status],
        ['ownership', status.ownership, (b) => b.ownership],
        ['se_status', await data(org.call, `/graph/branch-se-status?${query}`), (b) => b.seStatus],
      ]
      for (const [filter, slices, keyOf] of charts) {
        for (const slice of slices) {
          const expected = mine.branches.filter((b) => b.openingDate <= LAST_DAY && inPlace(b) && keyOf(b) === slice.key)
          const listed = await listIds(org.call, `/branch?${filter}=${slice.key}&opened_to=${LAST_DAY}${listPlace}`)
          expect(listed, `${filter}=${slice.key}${listPlace}`).toEqual(idsOf(expected))
          expect(listed.length, `${filter}=${slice.key}${listPlace}`).toBe(slice.count)
        }
      }
    }
  })

  it('lists the notices open and closed the chart counts, under each place filter', async () => {
    for (const [place, inPlace] of [
      [`&group_id=${org.groupId}`, () => true],
      [`&company_id=${secondCompanyId}`, (n: NoticeRow) => n.companyId === secondCompanyId],
      [`&branch_id=${mine.branches[0]!.id}`, (n: NoticeRow) => n.branchId === mine.branches[0]!.id],
    ] as const) {
      const slices: { key: string; count: number }[] = await data(org.call, `/graph/notice-status?year=2025-26${place}`)
      for (const slice of slices) {
        const expected = mine.notices.filter((n) => n.noticeDate <= LAST_DAY && inPlace(n) && (n.closed ? 'closed' : 'open') === slice.key)
        const listed = await listIds(org.call, `/noticetracker?open_state=${slice.key}&notice_date_to=${LAST_DAY}${place}`)
        expect(listed, `${slice.key}${place}`).toEqual(idsOf(expected))
        expect(listed.length, `${slice.key}${place}`).toBe(slice.count)
      }
    }
  })

  it('lists the agreements of each status the chart counts, started by the period’s end, under each place filter', async () => {
    for (const [place, inPlace] of [
      ['', () => true],
      [`&group_id=${org.groupId}&company_id=${secondCompanyId}`, (a: AgreementRow) => a.companyId === secondCompanyId],
      [`&branch_id=${mine.branches[4]!.id}`, (a: AgreementRow) => a.branchId === mine.branches[4]!.id],
    ] as const) {
      const slices: { key: string; count: number }[] = await data(org.call, `/graph/agreement-status?year=2025-26${place}`)
      for (const slice of slices) {
        const expected = mine.agreements.filter(
          (a) => a.startDate <= LAST_DAY && inPlace(a) && agreementStatus(a.endDate ?? null, businessToday()) === slice.key,
        )
        const listed = await listIds(org.call, `/agreement/agreement?status=${slice.key}&start_date_to=${LAST_DAY}${place}`)
        expect(listed, `${slice.key}${place}`).toEqual(idsOf(expected))
        expect(listed.length, `${slice.key}${place}`).toBe(slice.count)
      }
    }
    expect(mine.agreements.some((a) => a.startDate > LAST_DAY)).toBe(true)
  })

  it("never lists another tenant's rows, even asked for its group, company or branch", async () => {
    const theirs = await aBranchOf(other)
    expect(await listIds(org.call, `/branch?office_type=branch&group_id=${other.groupId}`)).toEqual([])
    expect(await listIds(org.call, `/branch?status=active&id=${theirs.branch}`)).toEqual([])
    expect(await listIds(org.call, `/noticetracker?open_state=open&group_id=${other.groupId}`)).toEqual([])
    expect(await listIds(org.call, `/agreement/agreement?start_date_to=${LAST_DAY}&group_id=${other.groupId}`)).toEqual([])
    const all = await listIds(org.call, `/branch?opened_to=${LAST_DAY}`)
    expect(all).toEqual(idsOf(mine.branches.filter((b) => b.openingDate <= LAST_DAY)))
  })

  it('answers 400 to a filter value that is not one, naming the field', async () => {
    for (const [url, field] of [
      ['/branch?office_type=castle', 'office_type'],
      ['/branch?ownership=leased', 'ownership'],
      ['/branch?se_status=lapsed', 'se_status'],
      ['/branch?opened_to=2026-13-01', 'opened_to'],
      ['/noticetracker?open_state=maybe', 'open_state'],
      ['/noticetracker?notice_date_to=31-03-2026', 'notice_date_to'],
      ['/noticetracker?group_id=-1', 'group_id'],
      ['/agreement/agreement?start_date_to=31-03-2026', 'start_date_to'],
    ] as const) {
      const res = await org.call('GET', url)
      expect(res.statusCode, url).toBe(400)
      expect(Object.keys(res.json().message), url).toContain(field)
    }
  })
})

/** One branch of a tenant (the seed keeps only the first tenant's rows). */
async function aBranchOf(o: Org) {
  const [row] = await t.db.select({ id: branches.id }).from(branches).where(eq(branches.tenantId, o.tenantId)).limit(1)
  return { branch: row!.id }
}
