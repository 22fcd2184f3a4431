import { NAV_ITEMS } from '@/configs/navigation.config'
import type { MenuKey } from '@ihrc/contract'

/** Links into Company Setup, read from the one navigation config so they never drift from the routes. */
export function linkOf(key: MenuKey): string {
  const item = NAV_ITEMS.find((i) => i.key === key)
  if (!item) throw new Error(`No route for ${key}`)
  return item.link
}

export const branchPaths = {
  list: () => linkOf('company.branch'),
  add: () => `${linkOf('company.branch')}/new`,
  edit: (id: number) => `${linkOf('company.branch')}/${id}/edit`,
}

/**
 * The statutory setups per company (row menu of the Company tab): the setups area's
 * pages (configs/routes.config.ts), opened filtered to the company with `?company_id=`.
 */
export const SETUP_LINKS = [
  { label: 'PF setup', path: '/pf-setup' },
  { label: 'ESI setup', path: '/esi-setup' },
  { label: 'PT setup', path: '/pt-setup' },
  { label: 'LWF setup', path: '/lwf-setup' },
] as const
