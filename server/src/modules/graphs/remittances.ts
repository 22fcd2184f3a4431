/**
 * The remittance graphs, from the tracker rows: what was paid per scheme over the
 * period (breakup), month by month per challan type (each scheme's breakdown), and how
 * many registrations each scheme has. A scheme counts only the families whose tracker
 * menu the caller may read, and only registrations they may see (setups/scope.ts), so a
 * user without the PF menu sees no PF figure.
 */
import { and, eq, gte, inArray, lt, or, isNull, sql, type SQL } from 'drizzle-orm'
import type { PgColumn } from 'drizzle-orm/pg-core'
import {
  CHALLAN_TYPE,
  REMITTANCE_SCHEME,
  REMITTANCE_SCHEMES,
  TRACKER_FAMILIES,
  can,
  type GraphAmount,
  type GraphQuery,
  type GraphSeries,
  type GraphSlice,
  type RemittanceScheme,
} from '@ihrc/contract'
import { companies, trackerRows } from '../../db/schema'
import type { RequestContext } from '../../lib/crud'
import { registrationReachedBy } from '../setups/scope'
import { SETUP_KINDS, visibleRegistrations } from '../trackers/registrations'
import { graphRange, monthsOf } from './period'

/** The families of `scheme` whose menu the caller may read (none: the scheme is not theirs to see). */
function readableFamilies(ctx: RequestContext, scheme: RemittanceScheme): string[] {
  return Object.entries(TRACKER_FAMILIES)
    .filter(([, f]) => f.setup === scheme && can(ctx.auth, f.menu, 'list'))
    .map(([key]) => key)
}

/** A registration names its place as far as it goes: a filter on a part it leaves open keeps it. */
const placeMatches = (column: PgColumn, value: number | undefined) =>
  value === undefined ? undefined : or(isNull(column), eq(column, value))

/** The scheme's registrations the caller sees under the dashboard's filters. */
export function registrationConditions(ctx: RequestContext, query: GraphQuery, scheme: RemittanceScheme): SQL[] {
  const { table } = SETUP_KINDS[scheme]
  return [
    visibleRegistrations(table, ctx.auth),
    query.company_id === undefined ? undefined : eq(table.companyId, query.company_id),
    query.group_id === undefined ? undefined : eq(companies.groupId, query.group_id),
    placeMatches(table.stateId, query.state_id),
    placeMatches(table.districtId, query.district_id),
    placeMatches(table.locationId, query.location_id),
    query.branch_id === undefined
      ? undefined
      : registrationReachedBy([query.branch_id], {
          companyId: table.companyId,
          stateId: table.stateId,
          districtId: table.districtId,
          locationId: table.locationId,
        }),
  ].filter((c): c is SQL => c !== undefined)
}

/** The scheme's tracker rows of the period the caller may see, with `select` grouped by `groupBy` (null: no family readable). */
/** A sum of paid amounts, by month and challan type when grouped so (numeric comes back as text). */
type PaidRow = {
  month?: string
  key?: string
  amount: string | null
}

async function paid(
  ctx: RequestContext,
  query: GraphQuery,
  scheme: RemittanceScheme,
  select: SQL,
  groupBy: SQL,
): Promise<PaidRow[] | null> {
  const families = readableFamilies(ctx, scheme)
  if (!families.length) return null
  const { table, rowColumn } = SETUP_KINDS[scheme]
  const range = graphRange(query)
  const where = and(
    eq(trackerRows.tenantId, ctx.auth.tenantId),
    inArray(trackerRows.family, families),
    gte(trackerRows.period, range.start),
    lt(trackerRows.period, range.end),
    ...registrationConditions(ctx, query, scheme),
  )
  const result = await ctx.db.execute<PaidRow>(sql`select ${select} from ${trackerRows}
    join ${table} on ${table.id} = ${rowColumn} join ${companies} on ${companies.id} = ${table.companyId}
    where ${where} ${groupBy}`)
  return result.rows
}

/** What was paid per scheme over the period, for the schemes the caller may read. */
export async function remittanceBreakup(ctx: RequestContext, query: GraphQuery): Promise<GraphAmount[]> {
  const out: GraphAmount[] = []
  for (const scheme of REMITTANCE_SCHEMES) {
    const rows = await paid(ctx, query, scheme, sql`sum(${trackerRows.totalPaidAmount}) as amount`, sql``)
    if (rows) out.push({ key: scheme, label: REMITTANCE_SCHEME.labels[scheme], amount: Number(rows[0]?.amount ?? 0) })
  }
  return out
}

/** What was paid each month of the period per challan type (main, arrear, damage); the route's row refuses a caller without the scheme's menu. */
export async function remittanceBreakdown(ctx: RequestContext, query: GraphQuery, scheme: RemittanceScheme): Promise<GraphSeries> {
  const months = monthsOf(graphRange(query))
  const rows =
    (await paid(
      ctx,
      query,
      scheme,
      sql`to_char(${trackerRows.period}, 'YYYY-MM') as month, ${trackerRows.challanType} as key, sum(coalesce(${trackerRows.totalPaidAmount}, 0)) as amount`,
      sql`group by 1, 2`,
    )) ?? []
  const amounts = new Map(rows.map((r) => [`${r.month} ${r.key}`, Number(r.amount)]))
  return {
    months,
    series: CHALLAN_TYPE.values.map((k) => ({
      key: k,
      label: CHALLAN_TYPE.labels[k],
      values: months.map((m) => amounts.get(`${m} ${k}`) ?? 0),
    })),
  }
}

/** How many registrations each scheme has: all four for Company holders, else the schemes whose tracker menu the caller may read. */
export async function registrationBreakup(ctx: RequestContext, query: GraphQuery): Promise<GraphSlice[]> {
  const out: GraphSlice[] = []
  for (const scheme of REMITTANCE_SCHEMES) {
    if (!can(ctx.auth, 'company.company', 'list') && !readableFamilies(ctx, scheme).length) continue
    const { table } = SETUP_KINDS[scheme]
    const result = await ctx.db.execute<{ count: number }>(sql`select count(*)::int as count from ${table}
      join ${companies} on ${companies.id} = ${table.companyId} where ${and(...registrationConditions(ctx, query, scheme))}`)
    out.push({ key: scheme, label: REMITTANCE_SCHEME.labels[scheme], count: Number(result.rows[0]?.count ?? 0) })
  }
  return out
}
