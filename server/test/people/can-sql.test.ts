/**
 * The SQL form of "may this user do X on menu M" (modules/people/can-sql.ts) gives the
 * contract's `can` answer for random people: admins, users and auditors holding random
 * grants of their own and of a designation, asked every action on a few menus.
 */
import fc from 'fast-check'
import { sql } from 'drizzle-orm'
import { afterAll, beforeAll, expect, it } from 'vitest'
import { ACTIONS, can, MENU_KEYS, normalizePermissions, permission, USER_TYPES, type MenuKey } from '@ihrc/contract'
import { users } from '../../src/db/schema'
import { userCan } from '../../src/modules/people/can-sql'
import { setupTestApp, type TestContext } from '../helpers'

let t: TestContext
beforeAll(async () => (t = await setupTestApp()))
afterAll(() => t.close())

// A few menus, so that random grants often land on the menu asked.
const MENUS = MENU_KEYS.slice(0, 4)
const grant = fc.constantFrom(...MENUS.flatMap((m) => ACTIONS.map((a) => permission(m, a))), 'not-a-menu:edit')
const person = fc.record({
  type: fc.constantFrom(...USER_TYPES),
  own: fc.uniqueArray(grant, { maxLength: 4 }),
  role: fc.option(fc.uniqueArray(grant, { maxLength: 4 }), { nil: undefined }),
})

it('answers as `can` does for every type, own grant and designation grant', async () => {
  let run = 0
  await fc.assert(
    fc.asyncProperty(fc.array(person, { minLength: 1, maxLength: 12 }), async (people) => {
      run += 1
      const { tenantId } = await t.createTenant()
      const ids: number[] = []
      for (const [i, p] of people.entries()) {
        const roleId = p.role ? (await t.createRole(tenantId, { name: `Role ${i}`, permissions: p.role })).id : null
        const [row] = await t.db
          .insert(users)
          .values({
            tenantId,
            name: `P${i}`,
            email: `can-${run}-${i}@test.local`,
            type: p.type,
            permissions: p.own,
            roleId,
            passwordHash: 'x',
          })
          .returning({ id: users.id })
        ids.push(row!.id)
      }
      for (const menu of MENUS) {
        for (const action of ACTIONS) {
          const rows = await t.db.execute<{ id: number; may: boolean }>(
            sql`select u.id, ${userCan('u', menu, action)} as may from users u where u.id = any(${sql.param(ids)}::int[]) order by u.id`,
          )
          const expected = people.map((p, i) => ({
            id: ids[i],
            may: can({ type: p.type, permissions: normalizePermissions([...p.own, ...(p.role ?? [])]) }, menu as MenuKey, action),
          }))
          expect(rows.rows, `${menu}:${action}`).toEqual(expected)
        }
      }
    }),
    { numRuns: 15 },
  )
})
