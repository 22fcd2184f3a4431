/**
 * What one row of the endpoint table is, and the helpers that write and read rows.
 * The table itself is in endpoints.ts. Nothing here imports zod: the console's first
 * page loads this module (every call's path comes from it) and must stay small.
 */
import type { Action, MenuKey } from './permissions'

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'DELETE'

/**
 * Who may call: anyone, any signed-in user, or a holder of `menu:action`. Several menus
 * mean any one of them (the Agreement menu and Company Setup's Branch agreement tab show
 * the same records).
 */
export type EndpointAccess = 'public' | 'authenticated' | { readonly menu: MenuKey | readonly MenuKey[]; readonly action: Action }

/**
 * What a multipart route takes in its field `file`: a document that is stored and keeps
 * its name (challan, proof, agreement copy), or a spreadsheet that is read and dropped.
 */
export type FileKind = 'document' | 'spreadsheet'

export interface Endpoint<Path extends string = string> {
  readonly method: HttpMethod
  /** Relative to /ihrc-api/companyadmin, parameters written `:name`. */
  readonly path: Path
  readonly access: EndpointAccess
  /** Set on routes that take a file (multipart, field `file`). */
  readonly file?: FileKind
}

export const PUBLIC = 'public' as const
export const SIGNED_IN = 'authenticated' as const
export function grant(menu: MenuKey | readonly MenuKey[], action: Action): EndpointAccess {
  return { menu, action }
}

// The method stays a literal on each row, so the console can tell its reads (cache tags) from its writes by type.
const row =
  <const Method extends HttpMethod>(method: Method) =>
  <const Path extends string>(path: Path, access: EndpointAccess): Endpoint<Path> & { readonly method: Method } => ({
    method,
    path,
    access,
  })
export const GET = row('GET')
export const POST = row('POST')
export const PUT = row('PUT')
export const DELETE = row('DELETE')

/** The row, marked as taking a file of `kind` in multipart field `file`. */
export function takesFile<const E extends Endpoint>(endpoint: E, kind: FileKind): E & { readonly file: FileKind } {
  return { ...endpoint, file: kind }
}

/**
 * The routes of a resource registered by the server's factory (list, get, create,
 * update, delete, the record's history). `read` is the access of list and get when any
 * signed-in user may read (dropdowns); `alsoRead`: menus that grant the reads only (the
 * spec's `readMenu`).
 */
export function crud<const Path extends string>(
  path: Path,
  menu: MenuKey | readonly MenuKey[],
  read?: EndpointAccess,
  alsoRead: readonly MenuKey[] = [],
) {
  const reader = grant(readers(menu, alsoRead), 'list')
  return {
    list: GET(path, read ?? reader),
    get: GET(`${path}/:id`, read ?? reader),
    create: POST(path, grant(menu, 'create')),
    update: PUT(`${path}/:id`, grant(menu, 'edit')),
    remove: DELETE(`${path}/:id`, grant(menu, 'delete')),
    history: GET(`${path}/:id/history`, reader),
  }
}

function readers(menu: MenuKey | readonly MenuKey[], alsoRead: readonly MenuKey[]): MenuKey | readonly MenuKey[] {
  const all = [...[menu].flat(), ...alsoRead]
  return all.length === 1 ? all[0]! : all
}

/** The factory's routes of a resource's documents of named kinds (`documents: { kinds }`). */
export function documentKinds<const Path extends string>(
  path: Path,
  menu: MenuKey | readonly MenuKey[],
  alsoRead: readonly MenuKey[] = [],
) {
  return {
    document: GET(`${path}/:id/document/:kind`, grant(readers(menu, alsoRead), 'list')),
    uploadDocument: takesFile(POST(`${path}/:id/document/:kind`, grant(menu, 'edit')), 'document'),
    removeDocument: DELETE(`${path}/:id/document/:kind`, grant(menu, 'edit')),
  }
}

/** The `:name` parameters of a path, e.g. `'id' | 'kind'` for `branch/:id/document/:kind`. */
export type PathParamNames<Path extends string> = Path extends `${string}:${infer Name}/${infer Rest}`
  ? Name | PathParamNames<Rest>
  : Path extends `${string}:${infer Name}`
    ? Name
    : never
export type PathParams<Path extends string> = { readonly [Name in PathParamNames<Path>]: string | number }
type PathArgs<Path extends string> = [PathParamNames<Path>] extends [never] ? [] : [params: PathParams<Path>]

/** A URL built from a row of the table; helpers that take one (file downloads) accept no other string. */
export type ApiPath = string & { readonly __fromEndpointTable: true }

/** The URL of one call, relative to the API prefix: `pathOf(endpoints.branch.get, { id: 7 })` is `branch/7`. */
export function pathOf<Path extends string>(endpoint: Endpoint<Path>, ...[params]: PathArgs<Path>): ApiPath {
  const values = (params ?? {}) as Record<string, string | number | undefined>
  return endpoint.path.replace(/:(\w+)/g, (_, name: string) => {
    const value = values[name]
    if (value === undefined || value === '') throw new Error(`${endpoint.method} ${endpoint.path}: no value for :${name}`)
    return encodeURIComponent(String(value))
  }) as ApiPath
}

/** Method and URL of one call, for RTK Query and `http.request`. */
export function requestOf<Path extends string>(endpoint: Endpoint<Path>, ...params: PathArgs<Path>): { method: HttpMethod; url: string } {
  return { method: endpoint.method, url: pathOf(endpoint, ...params) }
}

/**
 * Whether a concrete path (`branch/7`) or a pattern with parameters (`branch/:id`) is
 * the row's path: same segments, a `:name` segment of the row matching any one segment.
 */
export function pathMatches(endpoint: Endpoint, path: string): boolean {
  const want = endpoint.path.split('/')
  const got = path.replace(/^\/+|\/+$/g, '').split('/')
  return want.length === got.length && want.every((segment, i) => (segment.startsWith(':') ? got[i] !== '' : segment === got[i]))
}
