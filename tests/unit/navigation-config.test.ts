import { describe, expect, test } from 'vitest'
import { MENU_KEYS } from '@ihrc/contract'
import { groupItems, NAV_ITEMS, NAVIGATION, visibleNavigation } from '@/configs/navigation.config'

describe('navigation config (menu, routes and gate from one table)', () => {
  test('every menu key of the permission catalogue has exactly one route', () => {
    expect(NAV_ITEMS.map((i) => i.key)).toEqual([...MENU_KEYS])
    const paths = NAV_ITEMS.map((i) => i.path)
    expect(new Set(paths).size).toBe(paths.length)
    for (const p of paths) expect(p).toMatch(/^\/[a-z0-9-]+(\/[a-z0-9-]+|\/:[a-z]+\?)*(\/\*)?$/)
  })

  test('the paths SCREENS.md names are used', () => {
    // A trailing /* only lets an area own its sub-pages; the address SCREENS.md names is the same.
    const byKey = Object.fromEntries(NAV_ITEMS.map((i) => [i.key, i.path.replace(/\/\*$/, '')]))
    expect(byKey).toMatchObject({
      'dashboard.dashboard': '/home',
      'audit.recommended_checklist': '/recommended-checklist',
      'audit.compliance_details': '/compliance-details/:id?',
      'audit.due_compliance': '/due-compliance',
      'audit.compliance_certificate': '/compliance-certificate',
      'remittance.ptec_tracker': '/ptec-tracker',
      'remittance.notice_tracker': '/notice-tracker',
      'external_user.external_user': '/external-user',
      'agreement.agreement': '/agreements',
    })
  })

  test('an auditor with one grant sees the open entry page and that one entry', () => {
    const menu = visibleNavigation({ type: 'auditor', permissions: ['company.branch:list'] })
    expect(menu.map((m) => [m.label, m.items.map((i) => i.label)])).toEqual([
      ['Dashboard', ['Dashboard']],
      // Their own notification settings and the statutory rules are open to every signed-in user (issues 23, 21).
      ['Global Settings', ['Notification Settings', 'Statutory Rules']],
      ['Company Setup', ['Branch']],
    ])
  })

  test('no type (profile failed) sees only the open pages: the entry page, their own notification settings and the statutory rules', () => {
    expect(visibleNavigation({ type: '', permissions: ['company.branch:list'] }).map((m) => [m.key, m.items.map((i) => i.key)])).toEqual([
      ['dashboard', ['dashboard.dashboard']],
      ['settings', ['settings.notification_settings', 'settings.statutory_rules']],
    ])
  })

  test('entries keep their sub-headings in catalogue order', () => {
    const company = NAVIGATION.find((m) => m.key === 'company')!
    expect(groupItems(company.items).map((g) => [g.group, g.items.length])).toEqual([
      ['Group Company Setup', 8],
      [undefined, 2],
    ])
  })
})
