/**
 * Answer schemas the contract writes for rows whose routes do not declare them (the due
 * items' routes send their answers unserialised by a schema): the contract's schema maps,
 * keyed like the endpoint table, turned into JSON Schema with zod 4's `z.toJSONSchema` as
 * the server's document does for the rest.
 */
import { z } from 'zod'
import { complianceSchemas, dueItemEndpointSchemas } from '@ihrc/contract'
import type { JsonSchema } from './json-schema'

type SchemaMap = Record<string, Record<string, object>>
const MAPS: SchemaMap = { ...dueItemEndpointSchemas(), compliance: complianceSchemas }

export function contractAnswer(area: string, key: string): JsonSchema | undefined {
  const schemas = MAPS[area]?.[key]
  const response = schemas && 'response' in schemas && schemas.response instanceof z.ZodType ? schemas.response : undefined
  return response ? (z.toJSONSchema(response, { target: 'openapi-3.0', io: 'output', unrepresentable: 'any' }) as JsonSchema) : undefined
}
