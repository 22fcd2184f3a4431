/**
 * Recommended Checklist: the items that apply to a branch on a day (applicability.ts)
 * and are not assigned to it yet (active or not: a deactivated one is reactivated on
 * Assigned Checklist, not assigned twice).
 */
import { and, eq } from 'drizzle-orm'
import type { RecommendedItem } from '@ihrc/contract'
import { complianceAssignments } from '../../db/schema'
import type { RequestContext } from '../../lib/crud'
import { branchResource } from '../organisation/branch'
import { applicableItems } from './applicability'
import { candidateItems } from './items'

export async function recommendFor(ctx: RequestContext, branchId: number, on: string): Promise<RecommendedItem[]> {
  // The branch resource answers 404 for another tenant's branch or one outside the caller's branches.
  const branch = await branchResource.get(ctx, branchId)
  const [candidates, assigned] = await Promise.all([
    candidateItems(ctx, branch.state_id, on),
    ctx.db
      .select({ id: complianceAssignments.complianceId })
      .from(complianceAssignments)
      .where(and(eq(complianceAssignments.tenantId, ctx.auth.tenantId), eq(complianceAssignments.branchId, branch.id))),
  ])
  const taken = new Set(assigned.map((a) => a.id))
  const facts = { stateId: branch.state_id, stateName: branch.state_name, officeType: branch.office_type, headCount: branch.head_count }
  return applicableItems(
    candidates.filter((i) => !taken.has(i.id)),
    facts,
    on,
  )
}
