/**
 * The access rule written in SQL over rows of `users`, for queries that choose people
 * (whom a request or a missing payment reaches) rather than check the caller:
 * - `userCan` is the contract's `can` (admins may do everything, auditors only read, a
 *   user needs the grant, their own or their designation's, and any grant on a menu
 *   lets them read it); test/people/can-sql.test.ts holds the two to one answer;
 * - `seesEveryBranch` is the caller's reach of plugins/access.ts (an admin's is the
 *   tenant's every branch; anyone else's their `branch_ids`).
 * `u` names the query's alias of the users row.
 */
import { sql, type SQL } from 'drizzle-orm'
import type { Action } from '@ihrc/contract'

/** The user's own grants and their designation's, as a text[]. */
function grantsOf(u: SQL): SQL {
  return sql`(${u}.permissions || coalesce((select r.permissions from roles r where r.id = ${u}.role_id), '{}'::text[]))`
}

/** True where the user `u` may do `action` on `menu` (a menu key, or an expression giving one). */
export function userCan(u: string, menu: SQL | string, action: Action): SQL {
  const user = sql`${sql.identifier(u)}`
  const grants = grantsOf(user)
  if (action === 'list') {
    return sql`(${user}.type = 'admin' or (${user}.type in ('user', 'auditor')
      and exists (select 1 from unnest(${grants}) g where split_part(g, ':', 1) = ${menu}::text)))`
  }
  return sql`(${user}.type = 'admin' or (${user}.type = 'user' and (${menu}::text || ${`:${action}`}::text) = any(${grants})))`
}

/** True where the user `u` sees every branch of the tenant; anyone else sees those of their `branch_ids`. */
export function seesEveryBranch(u: string): SQL {
  return sql`(${sql.identifier(u)}.type = 'admin')`
}

/** The tenant's active admins' ids, as an int[], for a tenant id expression. */
export function activeAdminsOf(tenantId: SQL): SQL {
  return sql`array(select a.id from users a where a.tenant_id = ${tenantId} and a.type = 'admin' and a.status = 'active' order by a.id)`
}
