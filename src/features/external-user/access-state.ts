import { businessToday } from '@ihrc/contract/business-day'
import type { User } from '@ihrc/contract/people'
import { linkOf } from '@/configs/navigation.config'

export const EXTERNAL_USER_PATH = linkOf('external_user.external_user')

/** What the list says about a person's access on `today` (India's day, as the server decides). */
export function accessState(u: User, today = businessToday()): { label: 'Active' | 'Expired' | 'Revoked'; tone: 'green' | 'red' | 'gray' } {
  if (u.status !== 'active') return { label: 'Revoked', tone: 'gray' }
  if (u.access_until && u.access_until < today) return { label: 'Expired', tone: 'red' }
  return { label: 'Active', tone: 'green' }
}

/** The state in a sentence: a revoked person's end date no longer applies, so it is not shown. */
export function accessSummary(u: User, today = businessToday()): string {
  const { label } = accessState(u, today)
  if (label === 'Revoked' || !u.access_until) return label
  return `${label} ${label === 'Expired' ? 'since' : 'until'} ${u.access_until}`
}
