/**
 * Keeps every active assignment's due items 12 months ahead: one row per assignment
 * per period, inserted with ON CONFLICT DO NOTHING on (assignment, period start), so
 * running it again (the daily keep-ahead, a retried assignment) adds only what is
 * missing and never touches an item already worked on.
 */
import { and, eq, inArray, sql, type SQL } from 'drizzle-orm'
import type { StatutoryFact, StatutoryScheme } from '@ihrc/contract'
import type { DbOrTx } from '../../../db/client'
import { branches, complianceAssignments, complianceItems, dueItems } from '../../../db/schema'
import { insertByUnnest, scalarColumns } from '../../../lib/crud/bulk-insert'
import { loadStatutoryFacts } from '../../statutory'
import { periodsToHold } from './periods'

export interface GenerateScope {
  /** Only these assignments (when made); all active ones otherwise (the daily run). */
  assignmentIds?: readonly number[]
  tenantId?: number
}

const DUE_ITEM_COLUMNS = scalarColumns(dueItems)!
/** Assignments per UPDATE of their next due dates. */
const UPDATE_CHUNK = 4000

/** Generates the missing due items on `today` (`YYYY-MM-DD`); returns how many were added. */
export async function generateDueItems(db: DbOrTx, scope: GenerateScope, today: string): Promise<number> {
  if (scope.assignmentIds && scope.assignmentIds.length === 0) return 0
  const where: SQL[] = [eq(complianceAssignments.active, true)]
  if (scope.assignmentIds) where.push(inArray(complianceAssignments.id, [...scope.assignmentIds]))
  if (scope.tenantId !== undefined) where.push(eq(complianceAssignments.tenantId, scope.tenantId))
  const assignments = await db
    .select({
      id: complianceAssignments.id,
      tenantId: complianceAssignments.tenantId,
      branchId: complianceAssignments.branchId,
      createdAt: complianceAssignments.createdAt,
      frequencyOverride: complianceAssignments.frequencyOverride,
      stateId: branches.stateId,
      frequency: complianceItems.frequency,
      yearStartMonth: complianceItems.yearStartMonth,
      dueRule: complianceItems.dueRule,
      effectiveFrom: complianceItems.effectiveFrom,
      effectiveTo: complianceItems.effectiveTo,
    })
    .from(complianceAssignments)
    .innerJoin(complianceItems, eq(complianceItems.id, complianceAssignments.complianceId))
    .innerJoin(branches, eq(branches.id, complianceAssignments.branchId))
    .where(and(...where))

  const rules = await rulesFor(
    db,
    assignments.flatMap((a) => (a.dueRule.kind === 'statutory' ? [a.dueRule.scheme] : [])),
  )
  const rows = assignments.flatMap((a) =>
    periodsToHold(
      {
        frequency: a.frequencyOverride ?? a.frequency,
        yearStartMonth: a.yearStartMonth,
        dueRule: a.dueRule,
        effectiveFrom: a.effectiveFrom,
        effectiveTo: a.effectiveTo,
        stateId: a.stateId,
        assignedOn: a.createdAt.toISOString().slice(0, 10),
      },
      rules,
      today,
    ).map((p) => ({
      tenantId: a.tenantId,
      assignmentId: a.id,
      branchId: a.branchId,
      periodStart: p.start,
      periodEnd: p.end,
      dueDate: p.due,
    })),
  )
  const added = await insertByUnnest(db, dueItems, DUE_ITEM_COLUMNS, rows, {
    skipConflictsOn: [dueItems.assignmentId, dueItems.periodStart],
  })
  if (assignments.length)
    await refreshNextDueDates(
      db,
      assignments.map((a) => a.id),
    )
  return added.length
}

async function rulesFor(db: DbOrTx, schemes: StatutoryScheme[]): Promise<StatutoryFact[]> {
  // One after another: `db` may be a transaction's single connection, which takes one query at a time.
  const rules: StatutoryFact[] = []
  for (const scheme of new Set(schemes)) rules.push(...(await loadStatutoryFacts(db, { scheme })))
  return rules
}

/**
 * The assignments' `next_due_date`: the earliest open (due or rejected) item's, null when
 * none. Only rows whose date changes are written: the daily run touches every assignment,
 * and a new row version of each left thousands of dead rows for every read of the
 * assignments (the calendar's) to skip until autovacuum came.
 */
export async function refreshNextDueDates(db: DbOrTx, assignmentIds: readonly number[]): Promise<void> {
  const earliestOpen = sql`(select min(${dueItems.dueDate}) from ${dueItems}
    where ${dueItems.assignmentId} = ${complianceAssignments.id} and ${dueItems.status} in ('due', 'rejected'))`
  for (let i = 0; i < assignmentIds.length; i += UPDATE_CHUNK) {
    const ids = assignmentIds.slice(i, i + UPDATE_CHUNK)
    await db
      .update(complianceAssignments)
      .set({ nextDueDate: earliestOpen })
      .where(and(inArray(complianceAssignments.id, [...ids]), sql`${complianceAssignments.nextDueDate} is distinct from ${earliestOpen}`))
  }
}

/**
 * The shape of the compliance module's `onAssigned` hook (assignments made or
 * reactivated, in their transaction): at merge, `onAssigned.push(generateForAssigned)`.
 */
export async function generateForAssigned(tx: DbOrTx, assignmentIds: number[], today: string): Promise<void> {
  await generateDueItems(tx, { assignmentIds }, today)
}
