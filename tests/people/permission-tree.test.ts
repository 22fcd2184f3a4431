import { describe, expect, test } from 'vitest'
import { moduleState, toggleMenu, toggleModule } from '@/components/permissions/permission-tree'

describe('permission tree tick rules', () => {
  test('ticking Create, Edit or Delete also ticks View', () => {
    expect(toggleMenu([], 'company.branch', 'edit', true)).toEqual(['company.branch:edit', 'company.branch:list'])
    expect(toggleMenu([], 'company.branch', 'delete', true)).toEqual(['company.branch:delete', 'company.branch:list'])
  })

  test('unticking View clears the whole row, and only that row', () => {
    const grants = ['company.branch:create', 'company.branch:edit', 'company.branch:list', 'company.entity:list']
    expect(toggleMenu(grants, 'company.branch', 'list', false)).toEqual(['company.entity:list'])
  })

  test('unticking a write keeps View', () => {
    expect(toggleMenu(['company.branch:edit', 'company.branch:list'], 'company.branch', 'edit', false)).toEqual(['company.branch:list'])
  })

  test('a module row sets its children, and reads all / some / none', () => {
    const all = toggleModule([], 'external_user', 'create', true)
    expect(all).toEqual(['external_user.external_user:create', 'external_user.external_user:list'])
    const settings = toggleModule([], 'settings', 'list', true)
    expect(settings).toHaveLength(9)
    expect(moduleState(settings, 'settings', 'list')).toBe('all')
    const oneOff = toggleMenu(settings, 'settings.designation', 'list', false)
    expect(moduleState(oneOff, 'settings', 'list')).toBe('some')
    expect(moduleState(oneOff, 'settings', 'edit')).toBe('none')
    expect(toggleModule(oneOff, 'settings', 'list', false)).toEqual([])
  })

  test('unknown strings are dropped and the list stays sorted and unique', () => {
    expect(toggleMenu(['nonsense', 'company.branch:list'], 'company.branch', 'list', true)).toEqual(['company.branch:list'])
  })
})
