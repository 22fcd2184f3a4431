/** A resource's rows of the endpoint table, and what every factory route registrar shares. */
import type { Endpoint, MenuKey } from '@ihrc/contract'

/**
 * The rows the factory serves a resource at (`endpoints.branch`, or `crud(...)` in a
 * test): the spec says which routes the resource has, the rows where they are and who
 * may call them. Sheets and documents are served at their rows when the spec has them.
 */
export interface CrudRows {
  list: Endpoint
  get: Endpoint
  history: Endpoint
  create?: Endpoint
  update?: Endpoint
  remove?: Endpoint
  template?: Endpoint
  bulkUpload?: Endpoint
  export?: Endpoint
  /** `GET :id/document` (`document: { key }`), or `GET :id/document/:kind` (`documents: { kinds }`). */
  document?: Endpoint
  uploadDocument?: Endpoint
  removeDocument?: Endpoint
}

/**
 * The menus a resource's writes are granted by, as its rows say (the one place a
 * resource's menu is written): those of its update row, else its create row.
 */
export function menusOf(rows: CrudRows): readonly MenuKey[] {
  const access = (rows.update ?? rows.create)?.access
  return typeof access === 'object' ? [access.menu].flat() : []
}

export interface RouteKit {
  rows: CrudRows
  /** The row of a route the spec serves: a missing one stops the start-up, naming it. */
  row(name: keyof CrudRows): Endpoint
  tags: string[]
  /** The create's message. */
  created(body: Record<string, unknown>): string
}

export function routeKit(path: string, rows: CrudRows, created: RouteKit['created']): RouteKit {
  return {
    rows,
    row(name) {
      const row = rows[name]
      if (!row) throw new Error(`Resource ${path} serves '${name}', but its rows of the endpoint table have no '${name}'`)
      return row
    },
    tags: [path],
    created,
  }
}
