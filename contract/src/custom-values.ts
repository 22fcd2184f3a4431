/**
 * The `custom` object a record of a module with custom fields carries (Global Settings →
 * Custom Fields): field key → value. Kept apart from settings.ts so the record schemas
 * (organisation.ts…) can take it without importing the settings they do not need.
 */
import { z } from 'zod'
import { plainText } from './envelope'

/** What the wire may send; each value is checked against the tenant's definition (settings.ts `readCustomValue`). */
export const customValues = z.record(z.string().max(40), z.union([plainText().max(1000), z.number(), z.null()]))
export type CustomValues = z.infer<typeof customValues>

/** Spread into a body (optional: a PUT without it keeps the stored values) and an item. */
export const customBodyShape = { custom: customValues.optional() }
export const customItemShape = { custom: customValues.optional() }
