/**
 * Every resource's list is fast at 100,000 rows only if each own column it searches
 * has a trigram index and each own sort key a (tenant_id, key, id) index: this checks
 * the migrated database against what the resources declare (search, sort).
 */
import { Column, getTableName, is } from 'drizzle-orm'
import type { PgColumn } from 'drizzle-orm/pg-core'
import { afterAll, beforeAll, expect, it } from 'vitest'
import { agreementResource } from '../src/modules/organisation/agreement'
import { branchResource } from '../src/modules/organisation/branch'
import { companyResource } from '../src/modules/organisation/company'
import { companyGroupResource } from '../src/modules/organisation/company-group'
import { externalUserResource } from '../src/modules/people/external-users'
import { roleResource } from '../src/modules/people/roles'
import { userResource } from '../src/modules/people/users'
import { setupTestApp, type TestContext } from './helpers'

let t: TestContext
beforeAll(async () => (t = await setupTestApp()))
afterAll(() => t.close())

const resources = () => [
  branchResource,
  companyResource,
  companyGroupResource,
  agreementResource,
  userResource(t.app),
  externalUserResource(t.app),
  roleResource,
]

it('has a trigram index for each searched column and a (tenant, key, id) index for each sort key of every resource', async () => {
  const { rows } = await t.db.execute<{ tablename: string; indexdef: string }>(
    `select tablename, indexdef from pg_indexes where schemaname = 'public'`,
  )
  const missing: string[] = []
  for (const { spec } of resources()) {
    const table = getTableName(spec.table)
    const own = (c: unknown): c is PgColumn => is(c, Column) && (c as PgColumn).table === spec.table
    const defs = rows.filter((r) => r.tablename === table).map((r) => r.indexdef)
    for (const c of spec.search.filter(own)) {
      if (!defs.some((d) => d.includes(`USING gin (${c.name} gin_trgm_ops)`))) missing.push(`${table}.${c.name}: trigram`)
    }
    for (const c of Object.values(spec.sort).filter(own)) {
      if (!defs.some((d) => d.includes(`USING btree (tenant_id, ${c.name}, id)`)))
        missing.push(`${table}.${c.name}: (tenant_id, ${c.name}, id)`)
    }
  }
  expect(missing).toEqual([])
})
