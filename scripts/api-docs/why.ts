/** Why the project departs from API.md where a row's own description does not say it. */
import type { Endpoint } from '@ihrc/contract'
import type { WrittenCall } from './api-md'

const ADDED: Record<string, string> = {}
const MISSING: Record<string, string> = {}
const FIELDS: Record<string, string> = {}

export const whyAdded = (area: string): string | undefined => ADDED[area]
export const whyMissing = (call: WrittenCall): string | undefined => MISSING[`${call.method} ${call.path}`]
export const whyField = (row: Endpoint, part: string, name: string): string | undefined =>
  FIELDS[`${row.method} ${row.path} ${name}`] ?? FIELDS[`${part} ${name}`]
