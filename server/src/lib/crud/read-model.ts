/**
 * How a resource's rows are read and become items: its fields (with the columns the
 * factory adds: documents present, custom values, a waiting edit request), its joins,
 * its sort, and the row → item step.
 */
import { asc, desc, getTableName, sql, type SQL } from 'drizzle-orm'
import type { PgColumn, PgSelect, SelectedFields } from 'drizzle-orm/pg-core'
import type { SelectResultFields } from 'drizzle-orm/query-builders/select.types'
import type { DbOrTx } from '../../db/client'
import type { AuthContext } from '../../plugins/access'
import { customValuesColumn } from './custom-fields'
import { documentsColumn, withDocuments } from './document-kinds'
import { pendingEditRequestColumn } from './pending-edit-requests'
import type { ListQueryShape, ResourceSpec } from './types'

/**
 * A column written "table"."column". Drizzle drops the table name in single-table
 * selects, which silently de-correlates a subquery (`where group_id = id`); correlated
 * subqueries in `fields` must use this for the outer column.
 */
export function qualified(column: PgColumn): SQL {
  return sql.raw(`"${getTableName(column.table)}"."${column.name}"`)
}

const DOCUMENTS = '__documents'
const CUSTOM = '__custom'
const PENDING = '__edit_request_pending'

/** A list's sort: its name, the column or expression, the direction. */
export interface SortOf {
  name: string
  key: PgColumn | SQL
  order: 'asc' | 'desc'
}

export interface ReadModel<Item> {
  /** Every field a row is read with: the spec's and the factory's own. */
  fields: SelectedFields
  /** Whether `auth` reads the spec's scopedFields (a caller limited to some branches, of a resource that has them). */
  scoped(auth: AuthContext): boolean
  /** The fields `auth` reads rows with: `fields`, with the scoped ones for a limited caller. */
  fieldsFor(auth: AuthContext): SelectedFields
  /** `selected` from the resource's table, through its joins or from the table alone. */
  from(db: DbOrTx, selected: SelectedFields, joined?: boolean): PgSelect
  /** The fields `auth` reads (and `extra`), through the joins. */
  select(db: DbOrTx, auth: AuthContext, extra?: SelectedFields): PgSelect
  /** The sort a query asks for, or the default; also the export's keyset. With `auth`, a scoped field's sort is theirs. */
  sortOf(query: ListQueryShape, auth?: AuthContext): SortOf
  orderBy(query: ListQueryShape, auth?: AuthContext): SQL[]
  toItem(row: unknown): Item
}

export function readModel<Body extends Record<string, unknown>, Item>(spec: ResourceSpec<Body, Item, SelectedFields>): ReadModel<Item> {
  const { table } = spec
  const customModule = spec.customFields
  // With document kinds, each row also reads which are present; with custom fields, its
  // values; open to edit requests, whether one waits.
  const fields: SelectedFields = {
    ...spec.fields,
    ...(spec.documents && { [DOCUMENTS]: documentsColumn(spec.path, qualified(table.tenantId), qualified(table.id)) }),
    ...(customModule && { [CUSTOM]: customValuesColumn(customModule, qualified(table.tenantId), qualified(table.id)) }),
    ...(spec.editRequests && {
      [PENDING]: pendingEditRequestColumn(spec.editRequests.recordType, qualified(table.tenantId), qualified(table.id)),
    }),
  }

  function from(db: DbOrTx, selected: SelectedFields, joined = true): PgSelect {
    const base = db.select(selected).from(table).$dynamic() as unknown as PgSelect
    return joined && spec.joins ? spec.joins(base) : base
  }

  const scoped = (auth: AuthContext) => !!spec.scopedFields && auth.branchIds !== null
  const fieldsFor = (auth: AuthContext): SelectedFields =>
    scoped(auth) ? ({ ...fields, ...spec.scopedFields!(auth) } as SelectedFields) : fields

  function sortOf(query: ListQueryShape, auth?: AuthContext): SortOf {
    // Own keys only: `sort=__proto__` or `constructor` must fall back to the default, not reach Object.prototype.
    const known = query.sort !== undefined && Object.hasOwn(spec.sort, query.sort)
    const name = known ? query.sort! : spec.defaultSort.key
    const order = query.order ?? (known ? 'asc' : spec.defaultSort.order)
    const key = spec.sort[name]!
    if (!auth || !scoped(auth)) return { name, key, order }
    // A sort by a field the caller reads scoped sorts by their value of it.
    const own = spec.scopedFields!(auth) as Record<string, PgColumn | SQL>
    const field = Object.keys(own).find((f) => spec.fields[f] === key)
    return { name, key: field ? own[field]! : key, order }
  }

  const kinds = spec.documents?.kinds ?? []
  return {
    fields,
    scoped,
    fieldsFor,
    from,
    select: (db, auth, extra = {}) => from(db, { ...fieldsFor(auth), ...extra }),
    sortOf,
    orderBy(query, auth) {
      const { key, order } = sortOf(query, auth)
      const dir = order === 'desc' ? desc : asc
      return [dir(key), dir(table.id)]
    },
    toItem(row) {
      const item = spec.toItem(row as SelectResultFields<SelectedFields>) as Item
      const read = row as Record<string, unknown>
      const withCustom = customModule ? { ...item, custom: read[CUSTOM] ?? {} } : item
      const withPending = spec.editRequests ? { ...withCustom, edit_request_pending: read[PENDING] === true } : withCustom
      return spec.documents ? withDocuments(withPending, read[DOCUMENTS] as never, kinds) : withPending
    },
  }
}
