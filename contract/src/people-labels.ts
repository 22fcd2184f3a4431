/**
 * How people's codes read on screen and in exports (User Setup's table and the users
 * export show the same words).
 */
import type { PersonStatus } from './people'
import type { UserType } from './permissions'

export const USER_TYPE_LABELS: Record<UserType, string> = { admin: 'Admin', user: 'User', auditor: 'Auditor' }
export const PERSON_STATUS_LABELS: Record<PersonStatus, string> = { active: 'Active', suspended: 'Suspended', disabled: 'Disabled' }

/** The Branches column (SCREENS.md): admins reach every branch of the tenant, whatever their list holds; anyone else reaches those listed, or none. */
export function branchesLabel(person: { type: UserType; branch_ids: readonly number[] }): number | 'All' | 'No branch assigned' {
  if (person.type === 'admin') return 'All'
  return person.branch_ids.length || 'No branch assigned'
}
