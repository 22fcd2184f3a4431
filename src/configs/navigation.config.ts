// Sub-path imports: the package index also loads the zod schemas, which the sign-in page must not pay for.
import { spelledOut } from '@ihrc/contract/abbreviations'
import { can, MODULES, type MenuKey, type Principal } from '@ihrc/contract/permissions'
import { TRACKER_FAMILIES, type TrackerMenuKey } from '@ihrc/contract/tracker-families'
import type { IconName } from '@/components/shared/icons'

interface MenuRoute {
  /** Route path inside the basename; may carry params (`:id?`). */
  path: string
  /** Where the menu link goes, when the path has params. */
  link?: string
  /** Reachable by every signed-in user (the entry page), whatever their grants. */
  open?: boolean
}

/** Each tracker family's menu opens at its stem (`/pf-tracker`). */
const TRACKER_ROUTES = Object.fromEntries(Object.values(TRACKER_FAMILIES).map((f) => [f.menu, { path: `/${f.stem}` }])) as Record<
  TrackerMenuKey,
  MenuRoute
>

/**
 * THE route table of the menu: one row per menu key of the contract's permission
 * catalogue (a missing key is a compile error). The menu, the routes, the permission
 * gate and every link into an area read their paths here. Data only: the pages are
 * mapped to menu keys beside the router (app/pages.ts), so this file imports no feature.
 */
const MENU_ROUTES: Record<MenuKey, MenuRoute> = {
  'dashboard.dashboard': { path: '/home', open: true },

  'audit.recommended_checklist': { path: '/recommended-checklist' },
  'audit.compliance_details': { path: '/compliance-details/:id?', link: '/compliance-details' },
  'audit.assigned_checklist': { path: '/assigned-checklist' },
  'audit.custom_checklist': { path: '/custom-checklist' },
  'audit.due_compliance': { path: '/due-compliance' },
  'audit.status': { path: '/status' },
  'audit.compliance_certificate': { path: '/compliance-certificate' },
  'audit.history': { path: '/history' },

  'settings.certificate_template': { path: '/certificate-template' },
  // Each user's own reminders and calendar link: the routes serve anyone signed in their own row.
  'settings.notification_settings': { path: '/notification-settings', open: true },
  'settings.status_settings': { path: '/status-settings' },
  'settings.custom_fields': { path: '/custom-fields' },
  'settings.register_template': { path: '/register-template' },
  'settings.designation': { path: '/designation/*', link: '/designation' },
  // The same company edit-request screen as Company Setup's, one copy (app/pages.ts).
  'settings.edit_permission': { path: '/edit-permission' },
  'settings.notice_edit_permission': { path: '/notice-edit-permission' },
  // Public law, not tenant data: every signed-in user who sees a due date may read the rule behind it (issue 21).
  'settings.statutory_rules': { path: '/statutory-rules', open: true },

  'company.entity': { path: '/group-company-setup/entity' },
  'company.company': { path: '/group-company-setup/company' },
  'company.state': { path: '/group-company-setup/state' },
  'company.district': { path: '/group-company-setup/district' },
  'company.location': { path: '/group-company-setup/location' },
  // The list plus its full-page add / edit forms (new, :id/edit) under one menu route.
  'company.branch': { path: '/group-company-setup/branch/*', link: '/group-company-setup/branch' },
  'company.edit_permission': { path: '/group-company-setup/edit-permission' },
  'company.branch_agreement': { path: '/group-company-setup/branch-agreement' },
  'company.user_setup': { path: '/user-setup' },
  'company.user_access_permission': { path: '/user-access-permission' },

  ...TRACKER_ROUTES,
  'remittance.notice_tracker': { path: '/notice-tracker/*', link: '/notice-tracker' },

  'external_user.external_user': { path: '/external-user/*', link: '/external-user' },
  'agreement.agreement': { path: '/agreements' },

  'registers.input_salary': { path: '/input-registers/salary' },
  'registers.input_attendance': { path: '/input-registers/attendance' },
  'registers.input_leave': { path: '/input-registers/leave' },
  'registers.input_bonus': { path: '/input-registers/bonus' },
  'registers.input_maternity': { path: '/input-registers/maternity' },
  'registers.output': { path: '/output-registers' },
}

type ModuleKey = (typeof MODULES)[number]['key']

const MODULE_ICONS: Record<ModuleKey, IconName> = {
  dashboard: 'dashboard',
  audit: 'checklist',
  settings: 'settings',
  company: 'building',
  remittance: 'wallet',
  external_user: 'users',
  agreement: 'document',
  registers: 'book',
}

export interface NavItem {
  key: MenuKey
  label: string
  /** An abbreviated label spelled out ("PT RC — Professional Tax Registration Certificate (employer)"): the link's tooltip. */
  description?: string
  /** Sub-heading inside the module ("Group Company Setup", "Input Registers"). */
  group?: string
  path: string
  link: string
  icon: IconName
  open: boolean
}

export interface NavModule {
  key: ModuleKey
  label: string
  icon: IconName
  /** The module is one screen (Dashboard, External User, Agreement): the menu shows a link, not a section. */
  single: boolean
  items: NavItem[]
}

export const NAVIGATION: readonly NavModule[] = MODULES.map((m) => ({
  key: m.key,
  label: m.label,
  icon: MODULE_ICONS[m.key],
  single: m.menus.length === 1,
  items: m.menus.map((menu): NavItem => {
    const route = MENU_ROUTES[menu.key]
    return {
      key: menu.key,
      label: menu.label,
      description: spelledOut(menu.label),
      group: 'group' in menu ? menu.group : undefined,
      path: route.path,
      link: route.link ?? route.path,
      icon: MODULE_ICONS[m.key],
      open: route.open ?? false,
    }
  }),
}))

export const NAV_ITEMS: readonly NavItem[] = NAVIGATION.flatMap((m) => m.items)

/** Where the menu entry of `key` links to: areas build their in-app links from it, so links never drift from routes. */
export function linkOf(key: MenuKey): string {
  const item = NAV_ITEMS.find((i) => i.key === key)
  if (!item) throw new Error(`No route for ${key}`)
  return item.link
}

/** The gate for both the menu and the route: the entry page is open, the rest need `list`. */
export function mayOpen(item: NavItem, who: Principal): boolean {
  return item.open || can(who, item.key, 'list')
}

/** The menu a user sees: entries they cannot list are hidden; modules left empty too. */
export function visibleNavigation(who: Principal): NavModule[] {
  return NAVIGATION.map((m) => ({ ...m, items: m.items.filter((i) => mayOpen(i, who)) })).filter((m) => m.items.length > 0)
}

/** Items of a module split by their sub-heading, in catalogue order. */
export function groupItems(items: readonly NavItem[]): { group?: string; items: NavItem[] }[] {
  const out: { group?: string; items: NavItem[] }[] = []
  for (const item of items) {
    const last = out[out.length - 1]
    if (last && last.group === item.group) last.items.push(item)
    else out.push({ group: item.group, items: [item] })
  }
  return out
}
