/**
 * A resource's list statements that are built and prepared once, their values given as
 * placeholders at each call: building a page's select (joins, subqueries, every column)
 * was a sixth of a list request's server CPU. On samePlanFor's connections they are also
 * planned once.
 */
import { and, sql } from 'drizzle-orm'
import type { SelectedFields } from 'drizzle-orm/pg-core'
import { samePlanFor, type DbOrTx } from '../../db/client'
import { mentionsOtherTable, totalColumn } from './list'
import type { ReadModel } from './read-model'
import { preparedOnce, preparedWithReader, type Prepared } from './row-reader'
import type { RowScope } from './row-scope'
import type { ListQueryShape, TenantTable } from './types'

/** The list's total as a column of each row (see totalColumn). */
export const TOTAL = '__total'

export interface ListPlans {
  /**
   * The rows of the given ids (`ids`) in the list's order, a window of them (`limit`,
   * `offset`), of the tenant (`tenant`): a primary-key lookup whose one plan fits every call.
   */
  rowsByIds(db: DbOrTx, query: ListQueryShape): Prepared
  /**
   * A page (`limit`, `offset`) of the rows every caller of the tenant (`tenant`) who sees
   * all branches sees, unfiltered, with its capped count as the TOTAL column or without.
   */
  wholeListPage(db: DbOrTx, query: ListQueryShape, counted: boolean): Prepared
}

export function listPlans(table: TenantTable, scope: RowScope, model: ReadModel<unknown>, countThroughJoins = false): ListPlans {
  /** Statements whose text depends only on the resource and the sort, per database handle (tests run several). */
  const built = new WeakMap<object, Map<string, Prepared>>()
  const builtOnce = (db: DbOrTx, key: string, build: () => Prepared) => preparedOnce(built, db, key, build)
  const placeholder = <T>(name: string) => sql.placeholder(name) as unknown as T
  const tenant = () => placeholder<number>('tenant')

  return {
    rowsByIds(db, query) {
      const { name, order } = model.sortOf(query)
      return builtOnce(db, `ids ${name} ${order}`, () => {
        const generic = samePlanFor(db)
        const page = model
          .from(generic, model.fields)
          .where(and(scope.ofTenant(tenant()), sql`${table.id} = any(${sql.placeholder('ids')}::int[])`))
          .orderBy(...model.orderBy(query))
          .limit(placeholder('limit'))
          .offset(placeholder('offset'))
        return preparedWithReader(generic, page, model.fields)
      })
    },
    wholeListPage(db, query, counted) {
      const { name, order } = model.sortOf(query)
      return builtOnce(db, `page ${name} ${order} ${counted}`, () => {
        const generic = samePlanFor(db)
        const where = and(...scope.tenantRows(tenant()))
        const joined = countThroughJoins || mentionsOtherTable(where, table)
        const counter = (selected: SelectedFields) => model.from(generic, selected, joined)
        const extra: SelectedFields = counted ? { [TOTAL]: totalColumn(counter, where, false) } : {}
        const page = model
          .from(generic, { ...model.fields, ...extra })
          .where(where)
          .orderBy(...model.orderBy(query))
          .limit(placeholder('limit'))
          .offset(placeholder('offset'))
        return preparedWithReader(generic, page, { ...model.fields, ...extra })
      })
    },
  }
}
