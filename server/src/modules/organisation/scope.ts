/**
 * Which companies and groups a user limited to some branches may see: those they hold a
 * branch of (the dropdowns of every filter and form read these lists, and offering a
 * company whose lists are all empty to that user misleads), and those no branch is under
 * yet: nobody's data is there, and whoever creates one must find it to add its first
 * branch (and is answered the record they created, not a 404). Admins see them all.
 */
import { sql, type SQL } from 'drizzle-orm'
import { branches, companies, companyGroups } from '../../db/schema'
import { qualified } from '../../lib/crud'

const mine = (branchIds: readonly number[]) => sql`b.id = any(${sql.param([...branchIds])}::int[])`

/** A company one of `branchIds` belongs to, or one with no branch yet. */
export function companyScope(branchIds: readonly number[]): SQL {
  const under = sql`select 1 from ${branches} b where b.company_id = ${qualified(companies.id)}`
  return sql`(not exists (${under}) or exists (${under} and ${mine(branchIds)}))`
}

/** A group with a company one of `branchIds` belongs to, or one with no branch under it yet. */
export function companyGroupScope(branchIds: readonly number[]): SQL {
  const under = sql`select 1 from ${branches} b join ${companies} c on c.id = b.company_id where c.group_id = ${qualified(companyGroups.id)}`
  return sql`(not exists (${under}) or exists (${under} and ${mine(branchIds)}))`
}
