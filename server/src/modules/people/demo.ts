/**
 * The demo tenant's designations, to try delegation with at once: who runs compliance,
 * who feeds it per branch, who checks it.
 */
import { MODULES, permission, type Action, type MenuKey, type Permission } from '@ihrc/contract'
import { roles } from '../../db/schema'
import type { DemoPiece } from '../demo-piece'

const menusOf = (module: (typeof MODULES)[number]['key']): MenuKey[] => MODULES.find((m) => m.key === module)!.menus.map((m) => m.key)
const grants = (menus: readonly MenuKey[], actions: readonly Action[]): Permission[] =>
  menus.flatMap((menu) => actions.map((action) => permission(menu, action)))
const READ: Action[] = ['list']
const WORK: Action[] = ['list', 'create', 'edit']

/** Designations to try delegation with at once: who runs compliance, who feeds it per branch, who checks it. */
const DEMO_DESIGNATIONS: { name: string; permissions: Permission[] }[] = [
  {
    name: 'Compliance manager',
    permissions: [
      ...grants(['dashboard.dashboard', 'company.company', 'company.branch', 'agreement.agreement', 'company.user_setup'], READ),
      ...grants([...menusOf('remittance'), ...menusOf('audit'), ...menusOf('registers')], WORK),
      ...grants(['company.branch_agreement'], WORK),
    ],
  },
  {
    name: 'Branch HR',
    permissions: [
      ...grants(['dashboard.dashboard', 'company.branch', ...menusOf('remittance'), 'registers.output'], READ),
      ...grants(
        menusOf('registers').filter((m) => m !== 'registers.output'),
        WORK,
      ),
    ],
  },
  {
    name: 'Auditor',
    permissions: grants(
      [
        'dashboard.dashboard',
        'company.company',
        'company.branch',
        'agreement.agreement',
        ...menusOf('remittance'),
        ...menusOf('audit'),
        ...menusOf('registers'),
      ],
      READ,
    ),
  },
]

export const peopleDemo: DemoPiece = {
  name: 'designations',
  async seed({ db, auth }) {
    await db.insert(roles).values(DEMO_DESIGNATIONS.map((d) => ({ ...d, tenantId: auth.tenantId, createdBy: auth.userId })))
  },
}
