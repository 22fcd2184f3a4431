/**
 * Reading the JSON Schema that zod's `z.toJSONSchema` writes (OpenAPI 3.0 flavour, as
 * the server's document carries it) back into the short words a reader wants: a type
 * with its limits and allowed values, and an object's fields.
 */
export interface JsonSchema {
  type?: string
  nullable?: boolean
  enum?: readonly unknown[]
  anyOf?: readonly JsonSchema[]
  oneOf?: readonly JsonSchema[]
  allOf?: readonly JsonSchema[]
  items?: JsonSchema
  properties?: Record<string, JsonSchema>
  required?: readonly string[]
  additionalProperties?: boolean | JsonSchema
  minimum?: number
  maximum?: number
  exclusiveMinimum?: number | boolean
  exclusiveMaximum?: number | boolean
  minLength?: number
  maxLength?: number
  minItems?: number
  maxItems?: number
  pattern?: string
  format?: string
  default?: unknown
}

export interface OpenApiParameter {
  in: 'query' | 'path' | 'header'
  name: string
  required?: boolean
  schema: JsonSchema
}
export interface OpenApiOperation {
  parameters?: OpenApiParameter[]
  requestBody?: { content: Record<string, { schema: JsonSchema }> }
  responses?: Record<string, { description?: string; content?: Record<string, { schema: JsonSchema }> }>
}
export interface OpenApiDocument {
  paths: Record<string, Record<string, OpenApiOperation>>
}

/** Whether the schema is an object with named fields (or a union or intersection of such). */
export const hasFields = (schema: JsonSchema): boolean =>
  Boolean(schema.properties) || [...(schema.anyOf ?? []), ...(schema.oneOf ?? []), ...(schema.allOf ?? [])].some(hasFields)

/** Bounds zod writes for every int (`z.int()`, `z.int32()`, ids): they say nothing to a reader. */
const SILENT_BOUNDS = new Set([Number.MAX_SAFE_INTEGER, Number.MIN_SAFE_INTEGER, 2_147_483_647, -2_147_483_648])

const range = (min: number | undefined, max: number | undefined, unit = ''): string | undefined => {
  const lo = min === undefined || SILENT_BOUNDS.has(min) ? undefined : min
  const hi = max === undefined || SILENT_BOUNDS.has(max) ? undefined : max
  if (lo !== undefined && hi !== undefined) return lo === hi ? `exactly ${lo}${unit}` : `${lo}–${hi}${unit}`
  if (lo !== undefined) return `≥ ${lo}${unit}`
  if (hi !== undefined) return `≤ ${hi}${unit}`
  return undefined
}

const literal = (value: unknown) => `\`${typeof value === 'string' ? value : JSON.stringify(value)}\``

/** One schema in words: `integer ≥ 1`, `string, 1–100 chars`, `` `due` or `overdue` ``, `array of …`. */
export function typeText(schema: JsonSchema): string {
  const base = bareTypeText(schema)
  const extras = [
    schema.nullable && base !== '`null`' ? 'or null' : undefined,
    schema.default !== undefined ? `default ${literal(schema.default)}` : undefined,
  ]
  return [base, ...extras].filter(Boolean).join(', ')
}

function bareTypeText(schema: JsonSchema): string {
  const union = schema.anyOf ?? schema.oneOf
  if (union) return [...new Set(union.map(typeText))].join(' or ')
  if (schema.allOf) return schema.allOf.map(typeText).join(' and ')
  if (schema.enum) return schema.enum.length === 1 ? literal(schema.enum[0]) : `one of ${schema.enum.map(literal).join(', ')}`
  switch (schema.type) {
    case 'integer':
    case 'number': {
      const lo = typeof schema.exclusiveMinimum === 'number' ? undefined : schema.minimum
      const limits = range(lo, schema.maximum)
      const above = typeof schema.exclusiveMinimum === 'number' ? `> ${schema.exclusiveMinimum}` : undefined
      return [schema.type, limits ?? above].filter(Boolean).join(' ')
    }
    case 'string': {
      const limits =
        schema.minLength === 1 && schema.maxLength === undefined ? 'not empty' : range(schema.minLength, schema.maxLength, ' chars')
      const format = schema.format ? ` (${schema.format})` : ''
      // zod writes a format's own pattern beside it (an email's): the format says it.
      const pattern = schema.pattern && !schema.format ? `matching ${literal(schema.pattern)}` : undefined
      return [`string${format}`, limits, pattern].filter(Boolean).join(', ')
    }
    case 'array': {
      const count = range(schema.minItems, schema.maxItems, ' items')
      return [`array of ${schema.items ? typeText(schema.items) : 'anything'}`, count && `(${count})`].filter(Boolean).join(' ')
    }
    case 'object':
      if (schema.properties && Object.keys(schema.properties).length) return `object {${Object.keys(schema.properties).join(', ')}}`
      if (typeof schema.additionalProperties === 'object') return `object of ${typeText(schema.additionalProperties)} by key`
      return 'object'
    case undefined:
      return 'any'
    default:
      return schema.type
  }
}

/** The fields of an object schema (the union of its alternatives' fields), with whether each is required everywhere. */
export function fieldsOf(schema: JsonSchema): { name: string; schema: JsonSchema; required: boolean }[] {
  // An intersection (`a.and(b)`) has the fields of all its parts.
  if (schema.allOf) return [...new Map(schema.allOf.flatMap(fieldsOf).map((f) => [f.name, f] as const)).values()]
  const alternatives = schema.anyOf ?? schema.oneOf ?? [schema]
  const fields = new Map<string, { name: string; schema: JsonSchema; required: boolean }>()
  for (const alt of alternatives) {
    for (const [name, field] of Object.entries(alt.properties ?? {})) {
      const required = (alt.required ?? []).includes(name)
      const seen = fields.get(name)
      if (seen) seen.required &&= required
      else fields.set(name, { name, schema: field, required })
    }
  }
  for (const alt of alternatives) for (const f of fields.values()) if (!(f.name in (alt.properties ?? {}))) f.required = false
  return [...fields.values()]
}
