/**
 * Seeds COMPLIANCE_LIBRARY: adds the library items whose code is missing and leaves
 * every other row alone, like the statutory rules (a corrected item is a new code or a
 * migration, never a silent overwrite). One query finds nothing missing on an ordinary start.
 */
import { isNull } from 'drizzle-orm'
import { complianceItems, states } from '../schema'
import type { DbOrTx } from './index'
import { COMPLIANCE_LIBRARY, type LibrarySeed } from './compliance-library'

export async function seedComplianceLibrary(db: DbOrTx): Promise<void> {
  const present = new Set(
    (await db.select({ code: complianceItems.code }).from(complianceItems).where(isNull(complianceItems.tenantId))).map((r) => r.code),
  )
  const missing = COMPLIANCE_LIBRARY.filter((i) => !present.has(i.code))
  if (missing.length === 0) return
  const stateIds = new Map((await db.select({ id: states.id, code: states.code }).from(states)).map((s) => [s.code, s.id]))
  const stateIdOf = (i: LibrarySeed) => {
    if (i.state === null) return null
    const id = stateIds.get(i.state)
    if (id === undefined) throw new Error(`compliance item ${i.code} for unknown state ${i.state}`)
    return id
  }
  await db
    .insert(complianceItems)
    .values(
      missing.map((i) => ({
        tenantId: null,
        code: i.code,
        act: i.act,
        ruleOrSection: i.ruleOrSection,
        form: i.form,
        header: i.header,
        description: i.description,
        category: i.category,
        appliesTo: i.state === null ? ('central' as const) : ('state' as const),
        stateId: stateIdOf(i),
        minHeadCount: i.minHeadCount,
        branchTypes: i.branchTypes,
        frequency: i.frequency,
        yearStartMonth: i.yearStartMonth,
        dueRule: i.dueRule,
        criticality: i.criticality,
        penalty: i.penalty,
        proofRequired: i.proofRequired,
        effectiveFrom: i.effectiveFrom,
        effectiveTo: i.effectiveTo,
        source: i.source,
        isCustom: false,
      })),
    )
    .onConflictDoNothing()
}
