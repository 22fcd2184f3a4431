import { describe, expect, test } from 'vitest'
import { FALLBACK } from '@ihrc/contract'
import { roles, updateRolePermissions } from '@/features/role/slices'
import { updateUserPermissions, users } from '@/features/user/slices'
import { aRole } from './fixtures'

const fulfilled = (id: number, permissions: string[]) =>
  updateRolePermissions.fulfilled({ id, name: 'X', permissions }, 'req', { id, permissions })

describe('role state (SPEC section 4)', () => {
  test("updating a role's permissions sets the current role's permissions when the ids match", () => {
    const start = {
      ...roles.reducer(undefined, { type: 'init' }),
      current: aRole({ id: 7 }),
      list: [aRole({ id: 7 }), aRole({ id: 8, name: 'Other' })],
    }
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

describe('permission saves keep their loading and error state in the store (SPEC section 4)', () => {
  const arg = { id: 7, permissions: ['company.branch:list'] }
  test("a role's permission save: saving while pending, the message on failure, and the list state untouched", () => {
    const start = roles.reducer(undefined, { type: 'init' })
    const pending = roles.reducer(start, updateRolePermissions.pending('req', arg))
    expect(pending).toMatchObject({ saving: true, saveError: null, loading: false, error: null })
    const failed = roles.reducer(pending, updateRolePermissions.rejected(null, 'req', arg, { message: 'Designation is locked' }))
    expect(failed).toMatchObject({ saving: false, saveError: 'Designation is locked', loading: false, error: null })
    expect(roles.reducer(failed, updateRolePermissions.pending('req2', arg)).saveError).toBeNull()
  })

  test("a user's permission save: the same transitions on the user slice", () => {
    const start = users.reducer(undefined, { type: 'init' })
    const pending = users.reducer(start, updateUserPermissions.pending('req', arg))
    expect(pending).toMatchObject({ saving: true, saveError: null, loading: false, error: null })
    const failed = users.reducer(pending, updateUserPermissions.rejected(null, 'req', arg, { message: FALLBACK.updateUserPermissions }))
    expect(failed).toMatchObject({ saving: false, saveError: FALLBACK.updateUserPermissions, error: null })
    const saved = { user_id: 7, own: arg.permissions, from_role: [], effective: arg.permissions, permissions: arg.permissions }
    expect(users.reducer(pending, updateUserPermissions.fulfilled(saved, 'req', arg))).toMatchObject({ saving: false, permissions: saved })
  })
})
