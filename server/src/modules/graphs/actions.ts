/**
 * The dashboard's action cards (issue 24): what needs doing now, each figure counted the
 * way the list its card opens counts it (the due items' statuses of dataStatus, the
 * notice list's "attention", the tracker grid's missing cells and exposure), and only
 * from the records the caller may read: a figure whose menus they lack is null.
 */
import { and, eq, gte, inArray, lt, lte, sql, type SQL } from 'drizzle-orm'
import {
  ACTION_DUE_DAYS,
  TRACKER_FAMILIES,
  can,
  type ActionSummary,
  type MenuKey,
  type TrackerFamilyDef,
  type TrackerFamilyKey,
} from '@ihrc/contract'
import { branches, companies, complianceAssignments, dueItems, notices } from '../../db/schema'
import { today as businessDay, type RequestContext } from '../../lib/crud'
import { addDays } from '../../lib/civil-date'
import { needsAttention, noticeScope } from '../notices/notice'
import { financialYearOf, totalsOf } from '../trackers/grid'
import { narrowGrids } from '../trackers/grid-narrow'
import { graphConditions } from './scope'

const OPEN = ['due', 'rejected'] as const

/** The due items `condition` keeps; `byPerson`: it names the assignment's owner or approver, so the assignment is joined. */
async function countDue(ctx: RequestContext, condition: SQL, byPerson: boolean): Promise<number> {
  const where = and(
    ...graphConditions(ctx.auth, {}, { tenant: dueItems.tenantId, branch: dueItems.branchId, company: branches.companyId }),
    condition,
  )
  // No filter names a place here (graphConditions' of {}): the branch and company are not joined, and the assignment
  // (a not-null foreign key: it drops no item) only for its owner and approver (joining it for the overdue count cost
  // ~0.75 ms of PostgreSQL's CPU an answer at 4,000 assignments).
  const assignment = byPerson ? sql` join ${complianceAssignments} on ${complianceAssignments.id} = ${dueItems.assignmentId}` : sql``
  const result = await ctx.db.execute<{ count: number }>(sql`select count(*)::int as count from ${dueItems}${assignment}
    where ${where}`)
  return Number(result.rows[0]!.count)
}

/** Each due-item figure only for whoever may open the list its card opens (Due Compliance, or Status for approvals). */
async function dueFigures(ctx: RequestContext, today: string) {
  const me = ctx.auth.userId
  const when = (menu: MenuKey, condition: SQL, byPerson = true) =>
    can(ctx.auth, menu, 'list') ? countDue(ctx, condition, byPerson) : Promise.resolve(null)
  const [overdue, awaiting, soon] = await Promise.all([
    when('audit.due_compliance', and(inArray(dueItems.status, [...OPEN]), lt(dueItems.dueDate, today))!, false),
    when('audit.status', and(eq(dueItems.status, 'submitted'), eq(complianceAssignments.approverId, me))!),
    when(
      'audit.due_compliance',
      and(
        eq(dueItems.status, 'due'),
        eq(complianceAssignments.ownerId, me),
        gte(dueItems.dueDate, today),
        lte(dueItems.dueDate, addDays(today, ACTION_DUE_DAYS)),
      )!,
    ),
  ])
  return { overdue, awaiting_my_approval: awaiting, my_due_soon: soon }
}

async function noticesAttention(ctx: RequestContext, today: string): Promise<number | null> {
  if (!can(ctx.auth, 'remittance.notice_tracker', 'list')) return null
  const where = and(
    ...graphConditions(
      ctx.auth,
      {},
      { tenant: notices.tenantId, branch: notices.branchId, company: notices.companyId, scope: noticeScope },
    ),
    needsAttention(today),
  )
  const result = await ctx.db.execute<{ count: number }>(sql`select count(*)::int as count from ${notices}
    join ${companies} on ${companies.id} = ${notices.companyId} left join ${branches} on ${branches.id} = ${notices.branchId}
    where ${where}`)
  return Number(result.rows[0]!.count)
}

/** Each readable family's cells of this financial year: its missing ones, and (PF and ESI) its exposure per company. */
async function trackerFigures(ctx: RequestContext, year: string, today: string) {
  const families = (Object.entries(TRACKER_FAMILIES) as [TrackerFamilyKey, TrackerFamilyDef][]).filter(([, f]) =>
    can(ctx.auth, f.menu, 'list'),
  )
  // Counted from the year's cells of every family at once, not from each family's grid answer (issue 24: 6 grids cost ~60 ms of CPU).
  const found = await narrowGrids(
    ctx,
    families.map(([key]) => key),
    [year],
    today,
  )
  const grids = found.map((grid) => ({ rows: grid.rows, totals: totalsOf(grid.rows) }))
  const missing = families.map(([key, f], i) => ({
    family: key,
    label: f.label,
    count: grids[i]!.rows.reduce((n, row) => n + row.cells.filter((c) => c.status === 'missing').length, 0),
  }))
  const late = families.map((entry, i) => [entry, grids[i]!] as const).filter(([[, f]]) => f.arrears)
  if (late.length === 0) return { missing, exposure: null }
  const round = (n: number) => Math.round(n * 100) / 100
  const byCompany = new Map<number, { company_id: number; company_name: string; total: number }>()
  for (const [, grid] of late)
    for (const t of grid.totals) {
      const c = byCompany.get(t.company_id) ?? { company_id: t.company_id, company_name: t.company_name, total: 0 }
      c.total = round(c.total + t.total)
      byCompany.set(t.company_id, c)
    }
  const perFamily = late.map(([[key, f], grid]) => ({
    family: key,
    label: f.label,
    total: round(grid.totals.reduce((s, t) => s + t.total, 0)),
  }))
  return {
    missing,
    exposure: {
      total: round(perFamily.reduce((s, f) => s + f.total, 0)),
      families: perFamily,
      companies: [...byCompany.values()].sort((a, b) => b.total - a.total || a.company_name.localeCompare(b.company_name)),
    },
  }
}

export async function actionSummary(ctx: RequestContext): Promise<ActionSummary> {
  const today = businessDay()
  const year = financialYearOf(today)
  const [due, attention, trackers] = await Promise.all([
    dueFigures(ctx, today),
    noticesAttention(ctx, today),
    trackerFigures(ctx, year, today),
  ])
  return { year, ...due, notices_attention: attention, ...trackers }
}
