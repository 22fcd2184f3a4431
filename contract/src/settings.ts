/**
 * Global Settings → Status Settings (the tenant's label and colour per due-item status)
 * and Custom Fields (extra fields per module, shown on its forms, tables, templates,
 * bulk uploads and exports through the resource machinery).
 */
import { z } from 'zod'
import { labelled, listQuery, plainText } from './envelope'
import { withRules } from './field-rules'
import { dateText } from './form-fields'
import type { CustomValues } from './custom-values'
import { SHOWN_STATUS, type ShownStatus } from './status-labels'
import { TRACKER_CUSTOM_MODULES } from './tracker-families'

// ---------------------------------------------------------------- status settings

const HEX_RE = /^#[0-9a-f]{6}$/
/** The colour of each status until the tenant chooses another (each readable with white or near-black text). */
export const DEFAULT_STATUS_COLOURS: Readonly<Record<ShownStatus, string>> = {
  due: '#1d4ed8',
  overdue: '#b91c1c',
  submitted: '#7c3aed',
  approved: '#15803d',
  rejected: '#c2410c',
  complied_with_delay: '#a16207',
}

export const statusSetting = z.object({
  status: SHOWN_STATUS.schema,
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
export const statusSettingInput = z.object({ status: SHOWN_STATUS.schema, label: statusLabel, colour: statusColour })
/** PUT settings/status: the statuses to set (others keep theirs); each status at most once. */
export const statusSettingsBody = z.object({
  statuses: z
    .array(statusSettingInput)
    .min(1, 'Choose at least one status')
    .max(SHOWN_STATUS.values.length)
    .refine((rows) => new Set(rows.map((r) => r.status)).size === rows.length, 'Each status may appear only once'),
})
export type StatusSettingsBody = z.infer<typeof statusSettingsBody>

/** The appearance of every status: the tenant's choices over the defaults. */
export function statusAppearance(chosen: readonly { status: ShownStatus; label: string; colour: string }[]): StatusSetting[] {
  const byStatus = new Map(chosen.map((c) => [c.status, c]))
  return SHOWN_STATUS.values.map((status) => {
    const c = byStatus.get(status)
    return c
      ? { status, label: c.label, colour: c.colour, is_default: false }
      : { status, label: SHOWN_STATUS.labels[status], colour: DEFAULT_STATUS_COLOURS[status], is_default: true }
  })
}

/** Every status with its default label and colour. */
export const FALLBACK_STATUS_APPEARANCE: readonly StatusSetting[] = statusAppearance([])

/**
 * Notice statuses are the tenant's own list (`noticetracker/status`: Open and Closed, then
 * whatever it adds); Status Settings gives each a label and colour the same way. A notice
 * stores the status's name, so the setting is keyed by that name ignoring case.
 */
export const noticeStatusKey = (name: string) => name.trim().toLowerCase()
/** SCREENS.md: open red, closed green; a status the tenant added starts neutral. */
export const DEFAULT_NOTICE_STATUS_COLOURS: Readonly<Record<string, string>> = { open: '#b91c1c', closed: '#15803d' }
export const OTHER_NOTICE_STATUS_COLOUR = '#4b5563'
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

/** The appearance of each of the tenant's notice statuses (`names`): its choice, else the name in the default colour. */
export function noticeStatusAppearance(
  names: readonly string[],
  chosen: readonly { status: string; label: string; colour: string }[],
): NoticeStatusSetting[] {
  const byKey = new Map(chosen.map((c) => [noticeStatusKey(c.status), c]))
  return names.map((status) => {
    const c = byKey.get(noticeStatusKey(status))
    return c
      ? { status, label: c.label, colour: c.colour, is_default: false }
      : {
          status,
          label: status,
          colour: DEFAULT_NOTICE_STATUS_COLOURS[noticeStatusKey(status)] ?? OTHER_NOTICE_STATUS_COLOUR,
          is_default: true,
        }
  })
}

// WCAG 2 relative luminance and contrast ratio: a badge's text colour is whichever of white
// and near-black reads better on the chosen colour, so no colour choice makes a label unreadable.
function luminance(hex: string): number {
  const channel = (i: number) => {
    const c = parseInt(hex.slice(i, i + 2), 16) / 255
    return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4
  }
  return 0.2126 * channel(1) + 0.7152 * channel(3) + 0.0722 * channel(5)
}
export function contrastRatio(a: string, b: string): number {
  const [hi, lo] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number]
  return (hi + 0.05) / (lo + 0.05)
}
export const BADGE_DARK_TEXT = '#111827'
export const BADGE_LIGHT_TEXT = '#ffffff'
/** The text colour for a badge of `background`, and the contrast it reaches (WCAG AA asks 4.5 for text). */
export function badgeText(background: string): { colour: string; contrast: number } {
  const light = contrastRatio(background, BADGE_LIGHT_TEXT)
  const dark = contrastRatio(background, BADGE_DARK_TEXT)
  return light >= dark ? { colour: BADGE_LIGHT_TEXT, contrast: light } : { colour: BADGE_DARK_TEXT, contrast: dark }
}
export const MIN_TEXT_CONTRAST = 4.5

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
