/**
 * The permission catalogue: the module → menu tree of SPEC.md section 1. Keys are
 * stable strings stored in roles and users; labels are the menu's words. The server's
 * route guard and the console's menu and buttons both ask `can()`.
 */
import { TRACKER_MENUS } from './tracker-families'

export const ACTIONS = ['list', 'create', 'edit', 'delete'] as const
export type Action = (typeof ACTIONS)[number]
/** The actions' names in the permission tree's columns. */
export const ACTION_LABELS: Record<Action, string> = { list: 'View', create: 'Create', edit: 'Edit', delete: 'Delete' }

export interface MenuDef {
  key: string
  label: string
  /** Sub-heading inside a module (e.g. "Group Company Setup"). */
  group?: string
}
export interface ModuleDef {
  key: string
  label: string
  menus: readonly MenuDef[]
}

export const MODULES = [
  { key: 'dashboard', label: 'Dashboard', menus: [{ key: 'dashboard.dashboard', label: 'Dashboard' }] },
  {
    key: 'audit',
    label: 'Audit Checklist',
    menus: [
      { key: 'audit.recommended_checklist', label: 'Recommended Checklist' },
      { key: 'audit.compliance_details', label: 'Compliance Details' },
      { key: 'audit.assigned_checklist', label: 'Assigned Checklist' },
      { key: 'audit.custom_checklist', label: 'Custom Checklist' },
      { key: 'audit.due_compliance', label: 'Due Compliance' },
      { key: 'audit.status', label: 'Status' },
      { key: 'audit.compliance_certificate', label: 'Compliance Certificate' },
      { key: 'audit.history', label: 'History' },
    ],
  },
  {
    key: 'settings',
    label: 'Global Settings',
    menus: [
      { key: 'settings.certificate_template', label: 'Certificate Template' },
      { key: 'settings.notification_settings', label: 'Notification Settings' },
      { key: 'settings.status_settings', label: 'Status Settings' },
      { key: 'settings.custom_fields', label: 'Custom Fields' },
      { key: 'settings.register_template', label: 'Register Template' },
      { key: 'settings.designation', label: 'Designation' },
      { key: 'settings.edit_permission', label: 'Edit Permission' },
      { key: 'settings.notice_edit_permission', label: 'Notice Edit Permission' },
      // Ours (issue 21): the statutory rules behind every due date, read-only reference data.
      { key: 'settings.statutory_rules', label: 'Statutory Rules' },
    ],
  },
  {
    key: 'company',
    label: 'Company Setup',
    menus: [
      { key: 'company.entity', label: 'Entity', group: 'Group Company Setup' },
      { key: 'company.company', label: 'Company', group: 'Group Company Setup' },
      { key: 'company.state', label: 'State', group: 'Group Company Setup' },
      { key: 'company.district', label: 'District', group: 'Group Company Setup' },
      { key: 'company.location', label: 'Location', group: 'Group Company Setup' },
      { key: 'company.branch', label: 'Branch', group: 'Group Company Setup' },
      { key: 'company.edit_permission', label: 'Edit Permission', group: 'Group Company Setup' },
      { key: 'company.branch_agreement', label: 'Branch Agreement', group: 'Group Company Setup' },
      { key: 'company.user_setup', label: 'User Setup' },
      { key: 'company.user_access_permission', label: 'User Access Permission' },
    ],
  },
  {
    key: 'remittance',
    label: 'Remittance Tracker',
    menus: [
      // One menu per tracker family, made from its map entry (tracker-families.ts).
      ...TRACKER_MENUS,
      { key: 'remittance.notice_tracker', label: 'Notice Tracker' },
    ],
  },
  { key: 'external_user', label: 'External User', menus: [{ key: 'external_user.external_user', label: 'External User' }] },
  { key: 'agreement', label: 'Agreement', menus: [{ key: 'agreement.agreement', label: 'Agreement' }] },
  {
    key: 'registers',
    label: 'Register and Return',
    menus: [
      { key: 'registers.input_salary', label: 'Salary', group: 'Input Registers' },
      { key: 'registers.input_attendance', label: 'Attendance', group: 'Input Registers' },
      { key: 'registers.input_leave', label: 'Leave', group: 'Input Registers' },
      { key: 'registers.input_bonus', label: 'Bonus', group: 'Input Registers' },
      { key: 'registers.input_maternity', label: 'Maternity', group: 'Input Registers' },
      { key: 'registers.output', label: 'Output Registers' },
    ],
  },
] as const satisfies readonly ModuleDef[]

export type MenuKey = (typeof MODULES)[number]['menus'][number]['key']
export const MENU_KEYS: readonly MenuKey[] = MODULES.flatMap((m) => m.menus.map((x) => x.key))

/** A grant string as stored and sent on the wire: `company.branch:edit`. */
export type Permission = `${MenuKey}:${Action}`

export function permission(menu: MenuKey, action: Action): Permission {
  return `${menu}:${action}`
}

const KNOWN = new Set<string>(MENU_KEYS.flatMap((m) => ACTIONS.map((a) => `${m}:${a}`)))
export function isPermission(value: string): value is Permission {
  return KNOWN.has(value)
}

/**
 * Grants in the permission tree's words, one line per menu in catalogue order:
 * "Company Setup / Branch: View, Edit". Unknown strings are left out.
 */
export function describePermissions(grants: readonly string[]): string[] {
  const held = new Set(grants)
  return MODULES.flatMap((m) =>
    m.menus.flatMap((menu) => {
      const actions = ACTIONS.filter((a) => held.has(permission(menu.key, a)))
      return actions.length ? [`${m.label} / ${menu.label}: ${actions.map((a) => ACTION_LABELS[a]).join(', ')}`] : []
    }),
  )
}

/** Create, edit and delete imply list; unknown strings are dropped. Sorted, unique. */
export function normalizePermissions(grants: readonly string[]): Permission[] {
  const out = new Set<Permission>()
  for (const g of grants) {
    if (!isPermission(g)) continue
    out.add(g)
    const [menu, action] = g.split(':') as [MenuKey, Action]
    if (action !== 'list') out.add(permission(menu, 'list'))
  }
  return [...out].sort()
}

export const USER_TYPES = ['admin', 'user', 'auditor'] as const
export type UserType = (typeof USER_TYPES)[number]

export interface Principal {
  type: UserType | ''
  permissions: readonly string[]
}

/**
 * The one answer to "may this user do X on menu M". Admins may do everything in their
 * tenant; auditors read what they are granted and never write; users need the grant
 * (a write grant implies list).
 */
export function can(who: Principal, menu: MenuKey, action: Action): boolean {
  if (who.type === 'admin') return true
  if (who.type === 'auditor' && action !== 'list') return false
  if (who.type !== 'user' && who.type !== 'auditor') return false
  const grants = who.permissions
  if (grants.includes(permission(menu, action))) return true
  return action === 'list' && ACTIONS.some((a) => grants.includes(permission(menu, a)))
}

/**
 * Who may propose changes to a record through an edit request: someone who feeds these
 * records (Create or Edit on one of its menus; a tracker row's uploader after the
 * uploader's 24 hours holds Create), never an auditor and never a holder of View alone.
 */
export function mayRequestEdit(who: Principal, menus: readonly MenuKey[]): boolean {
  if (who.type === 'auditor') return false
  return menus.some((m) => can(who, m, 'create') || can(who, m, 'edit'))
}
export const REQUEST_EDIT_NOT_ALLOWED = 'Only people who add or edit these records may request a change; ask one of them, or an admin'
