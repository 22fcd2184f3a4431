/**
 * Global Settings → Status Settings (the tenant's label and colour per due-item status)
 * and Custom Fields (extra fields per module, shown on its forms, tables, templates,
 * bulk uploads and exports through the resource machinery).
 */
import { z } from 'zod'
import { enumOf, labelled, listQuery, plainText } from './envelope'
import { withRules } from './field-rules'
import { dateText } from './form-fields'
import type { CustomValues } from './custom-values'
import { noticeStatusKey } from './status-labels'
import { SHOWN_STATUS } from './status-labels'
import { TRACKER_CUSTOM_MODULES } from './tracker-families'

const shownStatus = enumOf(SHOWN_STATUS)

// ---------------------------------------------------------------- status settings

const HEX_RE = /^#[0-9a-f]{6}$/

export const statusSetting = z.object({
  status: shownStatus,
  label: z.string(),
  colour: z.string(),
  /** True while the tenant has not chosen this status's label and colour. */
  is_default: z.boolean(),
})
export type StatusSetting = z.infer<typeof statusSetting>

const statusLabel = plainText({ error: 'Label is required' })
  .trim()
  .min(1, 'Label is required')
  .max(40, 'Label must be at most 40 characters')
const statusColour = plainText({ error: 'Colour is required' }).trim().toLowerCase().regex(HEX_RE, 'Colour must be written #rrggbb')
export const statusSettingInput = z.object({ status: shownStatus, label: statusLabel, colour: statusColour })
/** PUT settings/status: the statuses to set (others keep theirs); each status at most once. */
export const statusSettingsBody = z.object({
  statuses: z
    .array(statusSettingInput)
    .min(1, 'Choose at least one status')
    .max(SHOWN_STATUS.values.length)
    .refine((rows) => new Set(rows.map((r) => r.status)).size === rows.length, 'Each status may appear only once'),
})
export type StatusSettingsBody = z.infer<typeof statusSettingsBody>

export const UNKNOWN_NOTICE_STATUS = 'Not one of the notice statuses: add it to the notice status list first'

export const noticeStatusSetting = z.object({
  /** The status's name, as notices store it and the list filters by it. */
  status: z.string(),
  label: z.string(),
  colour: z.string(),
  is_default: z.boolean(),
})
export type NoticeStatusSetting = z.infer<typeof noticeStatusSetting>
/** PUT settings/notice-status: the notice statuses to set (others keep theirs); each at most once. */
export const noticeStatusSettingsBody = z.object({
  statuses: z
    .array(
      z.object({
        status: plainText({ error: 'Status is required' }).trim().min(1, 'Status is required').max(100),
        label: statusLabel,
        colour: statusColour,
      }),
    )
    .min(1, 'Choose at least one status')
    .max(200)
    .refine((rows) => new Set(rows.map((r) => noticeStatusKey(r.status))).size === rows.length, 'Each status may appear only once'),
})
export type NoticeStatusSettingsBody = z.infer<typeof noticeStatusSettingsBody>

// ---------------------------------------------------------------- custom fields

/**
 * Modules whose records take custom fields: a module built on the resource machinery
 * declares `customFields: '<key>'` on its resource and adds its key here.
 */
export const CUSTOM_FIELD_MODULE = labelled({
  branch: 'Branch',
  company: 'Company',
  agreement: 'Agreement',
  pf_setup: 'PF setup',
  esi_setup: 'ESI setup',
  pt_setup: 'PT setup',
  lwf_setup: 'LWF setup',
  ...TRACKER_CUSTOM_MODULES,
  notice: 'Notice',
  compliance_custom: 'Custom checklist item',
})
export type CustomFieldModule = (typeof CUSTOM_FIELD_MODULE.values)[number]

export const CUSTOM_FIELD_TYPE = labelled({ text: 'Text', number: 'Number', date: 'Date', select: 'Select' })
export type CustomFieldType = (typeof CUSTOM_FIELD_TYPE.values)[number]

const KEY_RE = /^[a-z][a-z0-9_]{0,39}$/

/**
 * The key a field's name suggests ("Cost centre" → `cost_centre`, "PF Bank Ref #" →
 * `pf_bank_ref`): lower-case snake_case that the key rule accepts, or '' when the name
 * has no letter or digit. The console offers it as the name is typed; the user may change it.
 */
export function suggestKey(name: string): string {
  const words = name
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '_')
    .replace(/^_+|_+$/g, '')
  if (!words) return ''
  return (/^[a-z]/.test(words) ? words : `field_${words}`).slice(0, 40).replace(/_+$/, '')
}
const option = plainText().trim().min(1, 'An option cannot be blank').max(100, 'An option must be at most 100 characters')

export const customFieldBody = withRules(
  z.object({
    module: CUSTOM_FIELD_MODULE.schema,
    name: plainText({ error: 'Name is required' }).trim().min(1, 'Name is required').max(60, 'Name must be at most 60 characters'),
    key: plainText({ error: 'Key is required' })
      .trim()
      .regex(KEY_RE, 'Key must start with a letter and hold only lower-case letters, digits and _ (at most 40)'),
    type: CUSTOM_FIELD_TYPE.schema,
    // A list, or text with one option per line (the console's box).
    options: z.preprocess(
      (v) =>
        typeof v === 'string'
          ? v
              .split('\n')
              .map((o) => o.trim())
              .filter(Boolean)
          : (v ?? []),
      z.array(option).max(100, 'At most 100 options'),
    ),
    required: z.boolean().default(false),
  }),
  (rule) => [
    rule(['type', 'options'], 'options', 'A select needs options', (b) => b.type === 'select' && b.options.length === 0),
    rule(['type', 'options'], 'options', 'Only a select has options', (b) => b.type !== 'select' && b.options.length > 0),
    rule(
      ['options'],
      'options',
      'Each option may appear only once',
      (b) => new Set(b.options.map((o) => o.toLowerCase())).size !== b.options.length,
    ),
  ],
)

export const customField = z.object({
  id: z.number().int(),
  module: CUSTOM_FIELD_MODULE.schema,
  name: z.string(),
  key: z.string(),
  type: CUSTOM_FIELD_TYPE.schema,
  options: z.array(z.string()),
  required: z.boolean(),
  created_at: z.string(),
  updated_at: z.string(),
})
export type CustomField = z.infer<typeof customField>
export const customFieldQuery = listQuery.extend({ module: CUSTOM_FIELD_MODULE.schema.optional() })

/** The definition as a value is checked against it. */
export type CustomFieldDefinition = Pick<CustomField, 'name' | 'key' | 'type' | 'options' | 'required'>

const NUMBER_RE = /^-?\d+(\.\d+)?$/
const dateValue = dateText()

/**
 * One value (a form's input, JSON, or a spreadsheet cell's text) read against its
 * definition: the value to store (blank → null), or the sentence to show on the field.
 * The server checks every write with it; the console's form uses it too.
 */
export function readCustomValue(def: CustomFieldDefinition, raw: unknown): { value: string | number | null } | { message: string } {
  const blank = raw === undefined || raw === null || (typeof raw === 'string' && raw.trim() === '')
  if (blank) return def.required ? { message: `${def.name} is required` } : { value: null }
  const text = typeof raw === 'string' ? raw.trim() : typeof raw === 'number' ? String(raw) : null
  if (text === null) return { message: `${def.name} is not valid` }
  switch (def.type) {
    case 'number': {
      const n = Number(text)
      return NUMBER_RE.test(text) && Number.isFinite(n) && Math.abs(n) < 1e15 ? { value: n } : { message: `${def.name} must be a number` }
    }
    case 'date': {
      const d = dateValue.safeParse(text)
      return d.success ? { value: d.data } : { message: `${def.name}: ${d.error.issues[0]!.message}` }
    }
    case 'select': {
      const match = def.options.find((o) => o.toLowerCase() === text.toLowerCase())
      return match !== undefined ? { value: match } : { message: `${def.name} must be one of: ${def.options.join(', ')}` }
    }
    default:
      return text.length <= 1000 ? { value: text } : { message: `${def.name} must be at most 1000 characters` }
  }
}

/** Field name of a custom value in field errors and forms: `custom.<key>`. */
export const customFieldPath = (key: string) => `custom.${key}`

/** A record's values checked against the definitions: unknown keys are dropped, each issue names `custom.<key>`. */
export function readCustomValues(
  defs: readonly CustomFieldDefinition[],
  input: Record<string, unknown> | undefined,
): { values: CustomValues; issues: { field: string; message: string }[] } {
  const values: CustomValues = {}
  const issues: { field: string; message: string }[] = []
  for (const def of defs) {
    const read = readCustomValue(def, input?.[def.key])
    if ('message' in read) issues.push({ field: customFieldPath(def.key), message: read.message })
    else if (read.value !== null) values[def.key] = read.value
  }
  return { values, issues }
}
