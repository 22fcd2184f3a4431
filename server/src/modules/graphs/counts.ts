/**
 * The count graphs: branches by type, status, ownership and S&E registration;
 * agreements by status; notices open and closed. A count is a snapshot of the records
 * that exist by the end of the period (opened, started or dated before it ends); a
 * "-graph" counts the records dated in each month of the period, by the same key.
 */
import { and, gte, lt, sql, type SQL } from 'drizzle-orm'
import type { PgColumn } from 'drizzle-orm/pg-core'
import {
  AGREEMENT_STATUS,
  BRANCH_STATUS,
  OFFICE_TYPE,
  NOTICE_OPEN_STATE,
  OWNERSHIP,
  SE_STATUS,
  type BranchStatusGraph,
  type GraphQuery,
  type GraphSeries,
  type GraphSlice,
} from '@ihrc/contract'
import { agreements, branches, companies, notices } from '../../db/schema'
import { today, type RequestContext } from '../../lib/crud'
import { agreementStatusIs } from '../organisation/agreement'
import { noticeScope } from '../notices/notice'
import { graphRange, monthsOf } from './period'
import { graphConditions, type GraphColumns } from './scope'

/** A key's values in display order and their labels (the contract's `labelled` sets). */
interface Keys {
  readonly values: readonly string[]
  readonly labels: Readonly<Record<string, string>>
}

/** What is counted: the rows with their branch and company joined, the columns the filters use, the date that places a row in a period. */
interface Source {
  from: SQL
  columns: GraphColumns
  dated: PgColumn
}

const BRANCHES: Source = {
  from: sql`${branches} join ${companies} on ${companies.id} = ${branches.companyId}`,
  columns: { tenant: branches.tenantId, branch: branches.id, company: branches.companyId },
  dated: branches.openingDate,
}
const AGREEMENTS: Source = {
  from: sql`${agreements} join ${branches} on ${branches.id} = ${agreements.branchId} join ${companies} on ${companies.id} = ${branches.companyId}`,
  columns: { tenant: agreements.tenantId, branch: agreements.branchId, company: branches.companyId },
  dated: agreements.startDate,
}
const NOTICES: Source = {
  from: sql`${notices} join ${companies} on ${companies.id} = ${notices.companyId} left join ${branches} on ${branches.id} = ${notices.branchId}`,
  columns: { tenant: notices.tenantId, branch: notices.branchId, company: notices.companyId, scope: noticeScope },
  dated: notices.noticeDate,
}

const noticeState = sql<string>`case when ${notices.closed} then 'closed' else 'open' end`
function agreementState(): SQL<string> {
  const now = today()
  return sql<string>`case when ${agreementStatusIs('expired', now)} then 'expired' when ${agreementStatusIs('expiring', now)} then 'expiring' else 'active' end`
}

async function countBy(ctx: RequestContext, query: GraphQuery, source: Source, key: SQL, keys: Keys): Promise<GraphSlice[]> {
  const { end } = graphRange(query)
  const where = and(...graphConditions(ctx.auth, query, source.columns), lt(source.dated, end))
  const result = await ctx.db.execute<{ key: string | null; count: number }>(
    sql`select ${key} as key, count(*)::int as count from ${source.from} where ${where} group by 1`,
  )
  const counts = new Map(result.rows.map((r) => [r.key, Number(r.count)]))
  return keys.values.map((k) => ({ key: k, label: keys.labels[k] ?? k, count: counts.get(k) ?? 0 }))
}

async function countByMonth(ctx: RequestContext, query: GraphQuery, source: Source, key: SQL, keys: Keys): Promise<GraphSeries> {
  const range = graphRange(query)
  const months = monthsOf(range)
  const where = and(...graphConditions(ctx.auth, query, source.columns), gte(source.dated, range.start), lt(source.dated, range.end))
  const result = await ctx.db.execute<{ month: string; key: string | null; count: number }>(
    sql`select to_char(${source.dated}, 'YYYY-MM') as month, ${key} as key, count(*)::int as count
      from ${source.from} where ${where} group by 1, 2`,
  )
  const counts = new Map(result.rows.map((r) => [`${r.month} ${r.key}`, Number(r.count)]))
  return {
    months,
    series: keys.values.map((k) => ({ key: k, label: keys.labels[k] ?? k, values: months.map((m) => counts.get(`${m} ${k}`) ?? 0) })),
  }
}

export const countGraphs = {
  branchTypes: (ctx: RequestContext, q: GraphQuery) => countBy(ctx, q, BRANCHES, sql`${branches.officeType}`, OFFICE_TYPE),
  async branchStatus(ctx: RequestContext, q: GraphQuery): Promise<BranchStatusGraph> {
    const [status, ownership] = await Promise.all([
      countBy(ctx, q, BRANCHES, sql`${branches.status}`, BRANCH_STATUS),
      countBy(ctx, q, BRANCHES, sql`${branches.ownership}`, OWNERSHIP),
    ])
    return { status, ownership }
  },
  branchStatusGraph: (ctx: RequestContext, q: GraphQuery) => countByMonth(ctx, q, BRANCHES, sql`${branches.status}`, BRANCH_STATUS),
  branchSeStatus: (ctx: RequestContext, q: GraphQuery) => countBy(ctx, q, BRANCHES, sql`${branches.seStatus}`, SE_STATUS),
  branchSeStatusGraph: (ctx: RequestContext, q: GraphQuery) => countByMonth(ctx, q, BRANCHES, sql`${branches.seStatus}`, SE_STATUS),
  agreementStatus: (ctx: RequestContext, q: GraphQuery) => countBy(ctx, q, AGREEMENTS, agreementState(), AGREEMENT_STATUS),
  agreementStatusGraph: (ctx: RequestContext, q: GraphQuery) => countByMonth(ctx, q, AGREEMENTS, agreementState(), AGREEMENT_STATUS),
  noticeStatus: (ctx: RequestContext, q: GraphQuery) => countBy(ctx, q, NOTICES, noticeState, NOTICE_OPEN_STATE),
  noticeStatusGraph: (ctx: RequestContext, q: GraphQuery) => countByMonth(ctx, q, NOTICES, noticeState, NOTICE_OPEN_STATE),
}
