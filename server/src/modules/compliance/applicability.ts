/**
 * Which items apply to a branch (DOMAIN.md "Compliance": by its state, office type and
 * head count), and why: pure, so the rule is read and tested in one place.
 */
import { OFFICE_TYPE, type ComplianceItem, type OfficeType } from '@ihrc/contract'

export interface BranchFacts {
  stateId: number
  stateName: string
  officeType: OfficeType
  headCount: number
}

type Applicable = Pick<ComplianceItem, 'applies_to' | 'state_id' | 'branch_types' | 'min_head_count' | 'effective_from' | 'effective_to'>

/**
 * The branch facts that make `item` apply on `on`, as a person reads them ("Maharashtra
 * branch", "25 employees ≥ 20", "Factory"), or null when it does not apply: not in
 * force that day, another state's item, another office type, or too few employees.
 */
export function whyApplies(item: Applicable, branch: BranchFacts, on: string): string[] | null {
  if (item.effective_from > on || (item.effective_to !== null && item.effective_to <= on)) return null
  const why: string[] = []
  if (item.applies_to === 'state') {
    if (item.state_id !== branch.stateId) return null
    why.push(`${branch.stateName} branch`)
  } else {
    why.push('Central law')
  }
  if (item.branch_types.length) {
    if (!item.branch_types.includes(branch.officeType)) return null
    why.push(OFFICE_TYPE.labels[branch.officeType])
  }
  if (item.min_head_count > 0) {
    if (branch.headCount < item.min_head_count) return null
    why.push(`${branch.headCount} employees ≥ ${item.min_head_count}`)
  }
  return why
}

/** The items that apply, each with its reasons, in the given order. */
export function applicableItems<T extends Applicable>(items: readonly T[], branch: BranchFacts, on: string): (T & { why: string[] })[] {
  return items.flatMap((item) => {
    const why = whyApplies(item, branch, on)
    return why ? [{ ...item, why }] : []
  })
}
