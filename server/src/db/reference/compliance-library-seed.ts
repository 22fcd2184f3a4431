/**
 * Seeds COMPLIANCE_LIBRARY. The library is the code's, corrected as research goes on
 * (issue 21 re-dated every item): when it changes, its items are upserted by code in one
 * transaction (an item keeps its id, so assignments and due items already made keep
 * pointing at it; their due dates, already generated, are not touched). An unchanged
 * library costs one read on start.
 */
import { isNull, sql } from 'drizzle-orm'
import { businessToday } from '@ihrc/contract'
import { complianceItems, states } from '../schema'
import type { DbOrTx } from '../client'
import { COMPLIANCE_LIBRARY, type LibrarySeed } from './compliance-library'
import { applyWhenChanged } from './reference-version'

export async function seedComplianceLibrary(db: DbOrTx, library: readonly LibrarySeed[] = COMPLIANCE_LIBRARY): Promise<void> {
  await applyWhenChanged(db, 'compliance_library', library, async (tx) => {
    const stateIds = new Map((await tx.select({ id: states.id, code: states.code }).from(states)).map((s) => [s.code, s.id]))
    const stateIdOf = (i: LibrarySeed) => {
      if (i.state === null) return null
      const id = stateIds.get(i.state)
      if (id === undefined) throw new Error(`compliance item ${i.code} for unknown state ${i.state}`)
      return id
    }
    const present = new Map(
      (
        await tx
          .select({ id: complianceItems.id, code: complianceItems.code })
          .from(complianceItems)
          .where(isNull(complianceItems.tenantId))
      ).map((r) => [r.code.toLowerCase(), r.id]),
    )
    for (const i of library) {
      const values = {
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
        successorCode: i.successorCode,
        source: i.source,
        isCustom: false,
      }
      const id = present.get(i.code.toLowerCase())
      if (id === undefined) await tx.insert(complianceItems).values(values)
      else
        await tx
          .update(complianceItems)
          .set({ ...values, updatedAt: sql`now()` })
          .where(sql`${complianceItems.id} = ${id}`)
    }
    // An item the research dropped (a levy the facts no longer show) stops being recommended, and says why.
    const codes = library.map((i) => i.code.toLowerCase())
    const today = businessToday()
    await tx
      .update(complianceItems)
      .set({
        effectiveTo: today,
        source: sql`coalesce(${complianceItems.source}, '') || ${`; withdrawn from the library on ${today}: the statutory facts no longer support it (issue 21)`}`,
        updatedAt: sql`now()`,
      })
      .where(
        sql`${complianceItems.tenantId} is null and ${complianceItems.effectiveTo} is null and ${complianceItems.effectiveFrom} < ${today}::date
          and lower(${complianceItems.code}) <> all(${sql.param(codes)}::text[])`,
      )
  })
}
