/**
 * Shared set-up for the compliance tests: library ids by code, and branches in any
 * seeded state made through the API.
 */
import { and, eq, isNull } from 'drizzle-orm'
import { complianceItems } from '../../src/db/schema'
import type { TestContext } from '../helpers'
import { createBranch, place, type Org } from '../organisation/fixtures'

/** The clock of these tests: after the Labour Codes took effect (21 November 2025). */
export const ON = '2026-01-15'

export async function libraryId(t: TestContext, code: string): Promise<number> {
  const [row] = await t.db
    .select({ id: complianceItems.id })
    .from(complianceItems)
    .where(and(eq(complianceItems.code, code), isNull(complianceItems.tenantId)))
  if (!row) throw new Error(`fixture: library item ${code} not seeded`)
  return row.id
}

/** A branch of `org` in the given state and district (its location created on the way). */
export async function branchIn(
  t: TestContext,
  org: Org,
  stateName: string,
  districtName: string,
  overrides: Record<string, unknown> = {},
): Promise<number> {
  const { stateId, districtId } = await place(t, stateName, districtName)
  const location = await org.call('POST', '/location', { district_id: districtId, name: `${districtName} Centre` })
  // 200: the location exists already (suggest-or-create).
  if (location.statusCode !== 201 && location.statusCode !== 200) throw new Error(location.body)
  return createBranch(org, { state_id: stateId, district_id: districtId, location_id: location.json().data.id, ...overrides })
}

interface Recommended {
  code: string
  why: string[]
}
export async function recommended(org: Org, branchId: number, on = ON): Promise<Recommended[]> {
  const res = await org.call('GET', `/compliance/recommend?branch_id=${branchId}&on=${on}`)
  if (res.statusCode !== 200) throw new Error(res.body)
  return res.json().data
}

/** The n-th valid custom item body (Custom Checklist): a Maharashtra item for factories of 10 or more. */
export function customItemBody(stateId: number, n = 1) {
  return {
    code: `CUSTOM-${n}`,
    act: 'Company fire safety policy',
    header: `Fire drill ${n}`,
    description: 'Hold a fire evacuation drill and record attendance.',
    category: 'other',
    applies_to: 'state',
    state_id: stateId,
    min_head_count: 10,
    branch_types: ['factory'],
    frequency: 'quarterly',
    due_rule: { kind: 'days_after_period_end', days: 15 },
    criticality: 'medium',
    effective_from: '2024-04-01',
  }
}
