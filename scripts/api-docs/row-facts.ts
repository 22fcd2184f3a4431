/**
 * What docs/api.md says of one row of the endpoint table, gathered from the row (access,
 * file), the table's comments and the row's operation in the server's OpenAPI document
 * (its zod schemas): parameters, body fields and the answer's top-level shape.
 */
import { MODULES, type Endpoint, type EndpointAccess } from '@ihrc/contract'
import { API_PREFIX, API_ROOT } from '../../server/src/lib/api-paths'
import { fieldsOf, hasFields, typeText, type JsonSchema, type OpenApiDocument, type OpenApiOperation } from './json-schema'
import type { TableComments } from './row-notes'

export interface Field {
  name: string
  type: string
  required: boolean
}

export interface RowFacts {
  area: string
  key: string
  row: Endpoint
  access: string
  description: string
  pathParams: Field[]
  query: Field[]
  /** JSON body fields (also the fields of a multipart body, where the route takes one); a form's own where it takes no JSON. */
  body: Field[]
  /** The request body's content types (`application/json`, `multipart/form-data`). */
  bodyTypes: string[]
  answers: { status: string; text: string }[]
}

const MENU_LABELS = new Map<string, string>(
  MODULES.flatMap((m) => m.menus.map((menu) => [menu.key, `${m.label} → ${menu.label}`] as const)),
)

export function accessText(access: EndpointAccess): string {
  if (access === 'public') return 'public (no sign-in)'
  if (access === 'authenticated') return 'signed in (any user)'
  const menus = [access.menu].flat()
  const named = menus.map((m) => `\`${m}:${access.action}\` (${MENU_LABELS.get(m) ?? m})`)
  return menus.length === 1 ? named[0]! : `any one of ${named.join(', ')}`
}

/** What the factory's and the families' common row names mean, for rows the table says nothing of. */
const COMMON_KEYS: Record<string, string | ((row: Endpoint) => string)> = {
  list: 'The list.',
  get: (row) => (row.path.endsWith('/:id') ? 'One record by id.' : 'Reads it.'),
  create: 'Creates a record.',
  update: (row) => (row.path.endsWith('/:id') ? 'Updates the record.' : 'Saves it.'),
  remove: 'Deletes the record.',
  history: "The record's audit trail: who changed which field, from what to what, and when.",
  template: 'The xlsx template of the bulk upload.',
  bulkUpload: 'Bulk upload of the filled template, all-or-nothing: one bad row writes nothing and the 400 lists every bad row.',
  export: "The list as an xlsx file, with the list's filters.",
  document: 'Downloads the document.',
  uploadDocument: 'Uploads the document of the kind in the path.',
  removeDocument: 'Removes the document of the kind in the path.',
  grid: "The family's registrations by the periods of a financial year, each cell's payment status.",
  gridExport: 'The grid as an xlsx file.',
  missingExport: 'The missing periods as an xlsx file.',
  rows: "The upload's rows, page by page.",
}

const commonText = (key: string, row: Endpoint) => {
  const text = COMMON_KEYS[key]
  return typeof text === 'function' ? text(row) : text
}

/** `branchSeStatusGraph` → `Branch se status graph.` */
const fromKey = (key: string) => {
  const words = key.replace(/([a-z0-9])([A-Z])/g, '$1 $2').toLowerCase()
  return `${words[0]!.toUpperCase()}${words.slice(1)}.`
}

const openApiPath = (row: Endpoint) => `${API_PREFIX}/${row.path}`.replace(/:(\w+)/g, '{$1}')

export function operationOf(doc: OpenApiDocument, row: Endpoint): OpenApiOperation | undefined {
  return doc.paths[openApiPath(row)]?.[row.method.toLowerCase()]
}

const fieldsFrom = (schema: JsonSchema | undefined): Field[] =>
  schema ? fieldsOf(schema).map((f) => ({ name: f.name, type: typeText(f.schema), required: f.required })) : []

const names = (schema: JsonSchema) =>
  fieldsOf(schema)
    .map((f) => `\`${f.name}\``)
    .join(', ')

/** The answer's top-level shape in words: the envelope's fields, `data`'s fields or items' fields, paged or not. */
export function answerText(schema: JsonSchema | undefined): string {
  if (!schema) return 'not described by a response schema'
  const top = fieldsOf(schema)
  const data = top.find((f) => f.name === 'data')?.schema
  const paged = top.some((f) => f.name === 'meta')
  const rest = top.filter((f) => f.name !== 'data' && f.name !== 'meta').map((f) => `\`${f.name}\``)
  const parts: string[] = []
  if (!data) parts.push(top.length ? `fields ${top.map((f) => `\`${f.name}\``).join(', ')}` : typeText(schema))
  else if (data.type === 'array' && data.items) {
    const items = hasFields(data.items) ? `, each with ${names(data.items)}` : ` (${typeText(data.items)})`
    parts.push(`${paged ? 'paged list: `data` is one page' : '`data` is an array'}${items}`)
    if (paged) parts.push('`meta` is {`page`, `page_size`, `total`}')
  } else if (hasFields(data)) parts.push(`\`data\` has ${names(data)}`)
  else parts.push(`\`data\` is ${typeText(data)}`)
  if (data && rest.length) parts.push(`also ${rest.join(', ')}`)
  return parts.join('; ')
}

/** A file answer (server/src/lib/file-answer.ts) in words: its media types and description. */
function fileText(response: { description?: string; content?: Record<string, unknown> }): string | undefined {
  const types = Object.keys(response.content ?? {})
  if (!types.length) return undefined
  return `a file, ${types.map((t) => `\`${t}\``).join(' or ')}: ${response.description ?? ''}`.replace(/: $/, '')
}

/** The routes outside the prefix and the table (the health probes), in words: `GET /ihrc-api/health` (200, 503): fields `status`, `db`. */
export function probesOf(doc: OpenApiDocument): string[] {
  return Object.entries(doc.paths)
    .filter(([path]) => path.startsWith(`${API_ROOT}/`) && !path.startsWith(`${API_PREFIX}/`))
    .flatMap(([path, ops]) =>
      Object.entries(ops).map(([method, op]) => {
        const statuses = Object.keys(op.responses ?? {})
        const schema = Object.values(op.responses ?? {})[0]?.content?.['application/json']?.schema
        return `\`${method.toUpperCase()} ${path}\` (${statuses.join(', ')}): ${answerText(schema)}`
      }),
    )
}

export function rowFacts(doc: OpenApiDocument, comments: TableComments, area: string, key: string, row: Endpoint): RowFacts {
  const op = operationOf(doc, row)
  if (!op) throw new Error(`${row.method} ${row.path} (endpoints.${area}.${key}) is not in the server's OpenAPI document`)
  const params = (where: 'path' | 'query') =>
    (op.parameters ?? [])
      .filter((p) => p.in === where)
      .map((p) => ({ name: p.name, type: typeText(p.schema), required: where === 'path' || Boolean(p.required) }))
  const content = op.requestBody?.content ?? {}
  const bodySchema = (content['application/json'] ?? Object.values(content)[0])?.schema
  const answers = Object.entries(op.responses ?? {})
    .filter(([status]) => status.startsWith('2'))
    .map(([status, response]) => {
      const declared = response.content?.['application/json']?.schema
      if (status === '204') return { status, text: 'no body' }
      const file = !declared && fileText(response)
      if (file) return { status, text: file }
      return { status, text: answerText(declared) }
    })
  return {
    area,
    key,
    row,
    access: accessText(row.access),
    description: comments.row(key, row) ?? commonText(key, row) ?? fromKey(key),
    pathParams: params('path'),
    query: params('query'),
    body: fieldsFrom(bodySchema),
    bodyTypes: Object.keys(content),
    answers,
  }
}
