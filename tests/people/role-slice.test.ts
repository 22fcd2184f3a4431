import { describe, expect, test } from 'vitest'
import { roles, updateRolePermissions } from '@/features/role/slices'
import { aRole } from './fixtures'

const fulfilled = (id: number, permissions: string[]) => updateRolePermissions.fulfilled({ id, name: 'X', permissions }, 'req', { id, permissions })

describe('role state (SPEC section 4)', () => {
  test("updating a role's permissions sets the current role's permissions when the ids match", () => {
    const start = { ...roles.reducer(undefined, { type: 'init' }), current: aRole({ id: 7 }), list: [aRole({ id: 7 }), aRole({ id: 8, name: 'Other' })] }
    const next = roles.reducer(start, fulfilled(7, ['company.branch:list']))
    expect(next.current?.permissions).toEqual(['company.branch:list'])
    expect(next.list.find((r) => r.id === 7)?.permissions).toEqual(['company.branch:list'])
    expect(next.list.find((r) => r.id === 8)?.permissions).toEqual([])
  })

  test('leaves the current role alone when the ids differ', () => {
    const start = { ...roles.reducer(undefined, { type: 'init' }), current: aRole({ id: 7 }) }
    expect(roles.reducer(start, fulfilled(8, ['company.branch:list'])).current?.permissions).toEqual([])
  })
})
