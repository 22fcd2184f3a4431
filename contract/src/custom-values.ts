/**
 * The `custom` object a record of a module with custom fields carries (Global Settings →
 * Custom Fields): field key → value. Kept apart from settings.ts so the record schemas
 * (organisation.ts…) can take it without importing the settings they do not need.
 */
import { z } from 'zod'
import { plainText } from './envelope'

const customValue = z.union([plainText().max(1000), z.number(), z.null()])
const customKey = z.string().max(40)

/** A record's values as stored and sent back; each was checked against the tenant's definition (settings.ts `readCustomValue`). */
export const customValues = z.record(customKey, customValue)
export type CustomValues = z.infer<typeof customValues>

/**
 * What a write may send. A key without a value is a field left empty, exactly like a
 * blank or null one (`readCustomValue` reads all three as "no value"): a form's control
 * the user never touched holds no value, and refusing it made every optional field
 * block its form (issue 19). JSON cannot carry such a key, so only the console's own
 * parse of its form ever meets one.
 */
const customInput = z.record(customKey, customValue.optional())

/** Spread into a body (optional: a PUT without it keeps the stored values) and an item. */
export const customBodyShape = { custom: customInput.optional() }
export const customItemShape = { custom: customValues.optional() }
