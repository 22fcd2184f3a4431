/**
 * Input registers as uploaded (DOMAIN.md "Registers and returns"): a kind's label, the
 * month an upload is for, the schema of one row built from the kind's entry in
 * register-kinds.ts, and the uploads themselves.
 */
import { z } from 'zod'
import { labelled, listQuery, optionalId, plainText, recordId } from './envelope'
import { withRules } from './field-rules'
import { dateText, nullable, requiredText, text } from './form-fields'
import { namedRef, stamps } from './record-shapes'
import { MONTH_NAMES } from './certificate-text'
import { monthRange, periodQuery } from './period'
import { INPUT_KINDS, INPUT_REGISTERS, type InputKind } from './register-kinds'
import { ATTENDANCE_CODES, type InputFieldDef, type InputRegisterDef, type InputRow, type RegisterMonth } from './register-kind-types'

export const INPUT_KIND = labelled(
  Object.fromEntries(INPUT_KINDS.map((k) => [k, INPUT_REGISTERS[k].label])) as { [K in InputKind]: InputRegisters[K]['label'] },
)
type InputRegisters = typeof INPUT_REGISTERS

/** `2026-03` → "March 2026". */
export function monthLabel(month: string): string {
  const [year, m] = month.split('-')
  return `${MONTH_NAMES[Number(m) - 1]} ${year}`
}

export const MONTH_TEXT_INVALID = 'Enter the month as YYYY-MM'
/** A month written `2026-03`, of the years the console accepts. */
export const registerMonthText = plainText({ error: MONTH_TEXT_INVALID })
  .trim()
  .refine((s) => monthRange(s) !== null, MONTH_TEXT_INVALID)

// ---------------------------------------------------------------- one row of an upload

const MAX_AMOUNT = 999_999_999_999.99
const NOT_A_NUMBER = (label: string) => `${label} must be a number`

/** A cell's number: typed numbers as they are, text parsed (a comma between thousands allowed); blank is null. */
const numeric = (label: string) =>
  z.preprocess(
    (v) => {
      if (v === undefined || v === null) return null
      if (typeof v === 'string') {
        const t = v.trim().replace(/,/g, '')
        return t === '' ? null : /^-?\d+(\.\d+)?$/.test(t) ? Number(t) : v
      }
      return v
    },
    z.number({ error: NOT_A_NUMBER(label) }).nullable(),
  )

const hasStep = (v: number, step: number) => Math.abs(v / step - Math.round(v / step)) < 1e-6

function boundOf(field: InputFieldDef, m: RegisterMonth): { ok: (d: string) => boolean; message: string } | null {
  const month = monthLabel(m.month)
  switch (field.bound) {
    case 'in_month':
      return { ok: (d) => d >= m.start && d <= m.end, message: `${field.label} must be inside ${month} (${m.start} to ${m.end})` }
    case 'until_month_end':
      return { ok: (d) => d <= m.end, message: `${field.label} cannot be after ${month}` }
    case 'from_month_start':
      return { ok: (d) => d >= m.start, message: `${field.label} cannot be before ${month}` }
    default:
      return null
  }
}

/** The schema of one field's cell for a month's upload. */
export function inputFieldSchema(field: InputFieldDef, m: RegisterMonth): z.ZodType {
  const { label } = field
  const required = (s: z.ZodType) => s.refine((v) => v !== null, `${label} is required`)
  switch (field.type) {
    case 'code':
      return requiredText(30, label)
    case 'text':
      return field.required ? requiredText(200, label) : text(200, label)
    case 'choice': {
      const options = field.options ?? []
      const choose = `Choose one of: ${options.join(', ')}`
      const s = nullable(
        plainText()
          .trim()
          .transform((v, ctx) => {
            const found = options.find((o) => o.toLowerCase() === v.toLowerCase())
            if (!found) ctx.addIssue({ code: 'custom', message: choose })
            return found ?? v
          }),
      )
      return field.required ? required(s) : s
    }
    case 'amount':
    case 'days':
    case 'hours':
    case 'count': {
      const s = numeric(label).superRefine((v, ctx) => {
        if (v === null) return
        const fail = (message: string) => ctx.addIssue({ code: 'custom', message })
        if (v < 0) return fail(`${label} cannot be negative`)
        if (field.type === 'amount') {
          if (v > MAX_AMOUNT) return fail(`${label} is too large`)
          if (!hasStep(v, 0.01)) return fail(`${label} can have at most 2 decimals`)
        } else if (field.type === 'days') {
          if (v > 366) return fail(`${label} cannot be more than 366 days`)
          if (!hasStep(v, 0.5)) return fail(`${label} must be whole or half days`)
        } else if (field.type === 'hours') {
          if (v > 10_000) return fail(`${label} is too large`)
          if (!hasStep(v, 0.01)) return fail(`${label} can have at most 2 decimals`)
        } else {
          if (!Number.isInteger(v)) return fail(`${label} must be a whole number`)
          if (field.max !== undefined && v > field.max) return fail(`${label} cannot be more than ${field.max}`)
        }
      })
      return field.required ? required(s) : s
    }
    case 'date': {
      const bound = boundOf(field, m)
      const s = nullable(bound ? dateText().refine((d) => !/^\d{4}-\d{2}-\d{2}$/.test(d) || bound.ok(d), bound.message) : dateText())
      return field.required ? required(s) : s
    }
    case 'attendance': {
      const day = field.day ?? 1
      const codes = Object.keys(ATTENDANCE_CODES)
      const choose = `Enter an attendance code: ${codes.join(', ')}`
      return nullable(plainText().trim().toUpperCase()).superRefine((v, ctx) => {
        if (day > m.days) {
          if (v !== null) ctx.addIssue({ code: 'custom', message: `${monthLabel(m.month)} has ${m.days} days: leave ${label} empty` })
        } else if (v === null || !codes.includes(v)) ctx.addIssue({ code: 'custom', message: choose })
      })
    }
  }
}

/**
 * The schema of one row of an upload of `kind` for month `m`: every field's own rules,
 * then the kind's checks across fields, all reported at once (withRules).
 */
export function inputRowSchema(kind: InputKind, m: RegisterMonth) {
  const def: InputRegisterDef = INPUT_REGISTERS[kind]
  const shape = Object.fromEntries(Object.entries(def.fields).map(([key, f]) => [key, inputFieldSchema(f, m)]))
  return withRules(z.object(shape), (rule) =>
    def.rules.map((r) =>
      rule(
        r.reads,
        r.field,
        (row) => r.check(row as InputRow, m) ?? '',
        (row) => r.check(row as InputRow, m) !== null,
      ),
    ),
  )
}

/** A parsed row's values as stored (numbers, text, null). */
export type InputRowValues = InputRow

// ---------------------------------------------------------------- uploads

export const UPLOAD_STATUS = labelled({ current: 'Current', replaced: 'Replaced' })

/** The list of a kind's uploads: by branch and month (`month=2026-03`, `year=2026-27`, `from`/`to`). */
export const inputUploadQuery = listQuery.extend({
  ...periodQuery.shape,
  branch_id: optionalId,
  status: UPLOAD_STATUS.schema.optional(),
})

/** The text fields of the multipart upload beside `file`. `replace` confirms replacing the month's rows. */
export const inputUploadFields = z.object({
  branch_id: recordId('Branch'),
  month: registerMonthText,
  replace: z.preprocess((v) => v === true || v === 'true' || v === '1', z.boolean()).default(false),
})

export const inputUpload = z.object({
  id: z.number().int(),
  kind: INPUT_KIND.schema,
  branch: namedRef,
  company: namedRef,
  /** `2026-03`. */
  month: z.string(),
  rows: z.number().int(),
  file_name: z.string(),
  status: UPLOAD_STATUS.schema,
  uploaded_by: namedRef.nullable(),
  uploaded_at: z.string(),
  /** When a later upload of the same branch and month replaced this one. */
  replaced_at: z.string().nullable(),
  ...stamps,
})
export type InputUpload = z.infer<typeof inputUpload>

export const inputUploadResult = z.object({ upload: inputUpload, replaced: z.number().int().nullable() })

/** One stored row of an upload: its sheet row number and its values by field key. */
export const inputRowItem = z.object({
  row: z.number().int(),
  employee_code: z.string(),
  values: z.record(z.string(), z.union([z.string(), z.number(), z.null()])),
})
export type InputRowItem = z.infer<typeof inputRowItem>

export const REPLACE_NEEDS_CONFIRMATION = (rows: number, month: string, branch: string) =>
  `${monthLabel(month)} of ${branch} already has ${rows} rows; uploading replaces them. Confirm to replace them.`
