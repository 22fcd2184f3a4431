/**
 * The demo tenant's checklist: every high-criticality item that applies to each of its
 * branches, owned by the demo admin and approved by the demo checker (never one person
 * for both), so Assigned Checklist (and the due items generated from it) show
 * something on first start.
 */
import { businessToday } from '@ihrc/contract'
import { asc, eq } from 'drizzle-orm'
import type { DbOrTx } from '../../db/client'
import { branches, states } from '../../db/schema'
import type { RequestContext } from '../../lib/crud'
import { applicableItems } from './applicability'
import { assign } from './assignments'
import { candidateItems } from './items'

export async function seedComplianceDemo(
  db: DbOrTx,
  tenantId: number,
  adminId: number,
  checkerId: number,
  today = businessToday(),
): Promise<void> {
  const ctx: RequestContext = { db, auth: { userId: adminId, tenantId, type: 'admin', permissions: [], branchIds: null } }
  const rows = await db
    .select({
      id: branches.id,
      stateId: branches.stateId,
      stateName: states.name,
      officeType: branches.officeType,
      headCount: branches.headCount,
    })
    .from(branches)
    .innerJoin(states, eq(states.id, branches.stateId))
    .where(eq(branches.tenantId, tenantId))
    .orderBy(asc(branches.id))
  for (const branch of rows) {
    const items = applicableItems(await candidateItems(ctx, branch.stateId, today), branch, today).filter((i) => i.criticality === 'high')
    if (!items.length) continue
    await assign(
      ctx,
      {
        branch_ids: [branch.id],
        compliance_ids: items.map((i) => i.id),
        owner_id: adminId,
        approver_id: checkerId,
        reminder_days_before: 7,
      },
      today,
    )
  }
}
