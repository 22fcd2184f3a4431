/**
 * Register and Return (DOMAIN.md "Registers and returns", API.md "Screens the menu names
 * but the spec gives no calls for"): the monthly input registers uploaded per branch
 * (their kinds are the map in register-kinds.ts), the register formats of Global
 * Settings → Register Template, and the output registers generated from them.
 */
import { z } from 'zod'
import { labelled, listQuery, optionalId, plainText, recordId } from './envelope'
import { withRules } from './field-rules'
import { dateText, namedRef, nullable, requiredText, stamps, text } from './organisation'
import { MONTH_NAMES } from './certificate-text'
import { monthRange, periodQuery } from './period'
import {
  ATTENDANCE_CODES,
  INPUT_KINDS,
  INPUT_REGISTERS,
  type InputFieldDef,
  type InputKind,
  type InputRegisterDef,
  type InputRow,
  type RegisterMonth,
} from './register-kinds'

export * from './register-kinds'

export const INPUT_KIND = labelled(
  Object.fromEntries(INPUT_KINDS.map((k) => [k, INPUT_REGISTERS[k].label])) as { [K in InputKind]: InputRegisters[K]['label'] },
)
type InputRegisters = typeof INPUT_REGISTERS

/** `2026-03` → "March 2026". */
export function monthLabel(month: string): string {
  const [year, m] = month.split('-')
  return `${MONTH_NAMES[Number(m) - 1]} ${year}`
}

/**
 * The console's texts when the server gives none, worded like SPEC.md section 8's (which
 * lists none for registers).
 */
export const REGISTER_MESSAGES = {
  fetchUploads: (label: string) => `Failed to fetch ${label.toLowerCase()} register uploads`,
  fetchRows: 'Failed to fetch register rows',
  downloadTemplate: 'Failed to download template',
  fetchRegisters: 'Failed to fetch registers',
  generate: 'Failed to generate registers',
  fetchJob: 'Failed to fetch generation progress',
  download: 'Failed to download register',
  fetchFormats: 'Failed to fetch register templates',
  createFormat: 'Failed to create register template',
  updateFormat: 'Failed to update register template',
  deleteFormat: 'Failed to delete register template',
} as const

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

// ---------------------------------------------------------------- register formats

export const registerColumnValue = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('serial') }),
  z.object({ kind: z.literal('field'), input: INPUT_KIND.schema, field: plainText().max(60) }),
  z.object({ kind: z.literal('derived'), input: INPUT_KIND.schema, name: plainText().max(60) }),
  z.object({ kind: z.literal('blank') }),
])
export type RegisterColumnValue = z.infer<typeof registerColumnValue>

export const registerColumn = z
  .object({
    header: requiredText(150, 'Column header'),
    /** A heading over several adjacent columns ("Deductions"), printed once above the first of them. */
    group: text(80, 'Column group'),
    value: registerColumnValue,
    /** Summed in the register's totals row. */
    total: z.boolean().default(false),
    width: z.number().int().min(4).max(80).optional(),
  })
  .superRefine((c, ctx) => {
    const v = c.value
    if (v.kind === 'field' && !Object.hasOwn(INPUT_REGISTERS[v.input].fields, v.field))
      ctx.addIssue({ code: 'custom', path: ['value'], message: `${INPUT_REGISTERS[v.input].label} register has no field ${v.field}` })
    if (v.kind === 'derived' && !Object.hasOwn(INPUT_REGISTERS[v.input].derived, v.name))
      ctx.addIssue({
        code: 'custom',
        path: ['value'],
        message: `${INPUT_REGISTERS[v.input].label} register has no computed value ${v.name}`,
      })
  })
export type RegisterColumn = z.infer<typeof registerColumn>

/** A column as answers carry it: plain types only (the API's answers are encoded by their schema, which cannot run a body's preprocessing backwards). */
export const registerColumnItem = z.object({
  header: z.string(),
  group: z.string().nullable(),
  value: z.discriminatedUnion('kind', [
    z.object({ kind: z.literal('serial') }),
    z.object({ kind: z.literal('field'), input: INPUT_KIND.schema, field: z.string() }),
    z.object({ kind: z.literal('derived'), input: INPUT_KIND.schema, name: z.string() }),
    z.object({ kind: z.literal('blank') }),
  ]),
  total: z.boolean(),
  width: z.number().int().optional(),
})

/** The words a title line may hold, filled when a register is generated. */
export const TITLE_PLACEHOLDERS = {
  establishment: 'the company and branch name',
  company: 'the company name',
  branch: 'the branch name',
  address: "the branch's address",
  state: "the branch's state",
  se_registration: "the branch's Shops and Establishments registration number",
  pf_codes: "the company's PF codes",
  esi_codes: "the company's ESI codes",
  month: 'the month, e.g. March 2026',
  period_from: 'the first day of the month',
  period_to: 'the last day of the month',
} as const
export type TitlePlaceholder = keyof typeof TITLE_PLACEHOLDERS

/** A title line with its `{placeholders}` filled; unknown names are left as written. */
export function fillTitle(line: string, values: Readonly<Record<TitlePlaceholder, string>>): string {
  return line.replace(/\{([a-z_]+)\}/g, (whole, key: string) => (Object.hasOwn(values, key) ? values[key as TitlePlaceholder] : whole))
}

/** Lines of a title block or notes; `label` as it reads inside a sentence ("the title"). */
const lines = (max: number, label: string) =>
  z
    .array(plainText().trim().max(300, `Each line of ${label} must be at most 300 characters`))
    .max(max, `${label.charAt(0).toUpperCase()}${label.slice(1)} may have at most ${max} lines`)

export const SOURCE_URL_INVALID = 'Enter the source as a web address starting with https:// or http://'
export const registerFormatBody = withRules(
  z.object({
    name: requiredText(150, 'Name'),
    /** "Form B": how lists and file names call it; formats of one form replace each other by date. */
    form: requiredText(40, 'Form'),
    /** The input register whose rows are the register's rows (one per employee). */
    rows_from: INPUT_KIND.schema,
    /** Only the rows where this field of `rows_from` is filled (a register of recoveries lists those with one). */
    rows_with: nullable(plainText().trim().max(60)),
    title: lines(12, 'the title'),
    columns: z.array(registerColumn).min(1, 'Add at least one column').max(60, 'A register may have at most 60 columns'),
    notes: lines(12, 'the notes').default([]),
    /** State codes (MH, KA …) the format serves; none means every state. */
    state_codes: z.array(plainText().trim().toUpperCase().max(4)).max(40).default([]),
    effective_from: dateText(),
    effective_to: nullable(dateText()),
    instrument: requiredText(300, 'Instrument'),
    source: requiredText(2000, 'Source'),
    source_url: nullable(
      plainText()
        .trim()
        .max(500)
        .regex(/^https?:\/\/\S+$/, SOURCE_URL_INVALID),
    ),
    /** The format this one was copied from (a tenant adjusts a seeded format by copying it). */
    copied_from_id: nullable(recordId()),
  }),
  (rule) => [
    rule(
      ['effective_from', 'effective_to'],
      'effective_to',
      'Effective to must be after effective from',
      (b) => b.effective_to !== null && b.effective_to <= b.effective_from,
    ),
    rule(
      ['rows_from', 'rows_with'],
      'rows_with',
      (b) => `${INPUT_REGISTERS[b.rows_from].label} register has no field ${b.rows_with}`,
      (b) => b.rows_with !== null && !Object.hasOwn(INPUT_REGISTERS[b.rows_from].fields, b.rows_with),
    ),
  ],
)
export type RegisterFormatBody = z.infer<typeof registerFormatBody>

export const registerFormat = z.object({
  id: z.number().int(),
  name: z.string(),
  form: z.string(),
  rows_from: INPUT_KIND.schema,
  rows_with: z.string().nullable(),
  title: z.array(z.string()),
  columns: z.array(registerColumnItem),
  notes: z.array(z.string()),
  state_codes: z.array(z.string()),
  effective_from: z.string(),
  effective_to: z.string().nullable(),
  instrument: z.string(),
  source: z.string(),
  source_url: z.string().nullable(),
  copied_from_id: z.number().int().nullable(),
  /** Seeded with the product: read-only; copy it to adjust it. */
  seeded: z.boolean(),
  ...stamps,
})
export type RegisterFormat = z.infer<typeof registerFormat>

export const registerFormatQuery = listQuery.extend({
  form: plainText().trim().max(40).optional(),
  rows_from: INPUT_KIND.schema.optional(),
})
export const SEEDED_FORMAT_READ_ONLY = 'Seeded formats are read-only; copy this format and adjust the copy'

/** The input kinds a format reads: its rows' kind and every kind a column takes a value from. */
export function formatInputs(format: Pick<RegisterFormatBody, 'rows_from' | 'columns'>): InputKind[] {
  const kinds = new Set<InputKind>([format.rows_from])
  for (const c of format.columns) if (c.value.kind === 'field' || c.value.kind === 'derived') kinds.add(c.value.input)
  return INPUT_KINDS.filter((k) => kinds.has(k))
}

/** Whether a format is in force for a month starting `start` in a state (by code). */
export function formatApplies(
  f: Pick<RegisterFormat, 'effective_from' | 'effective_to' | 'state_codes'>,
  start: string,
  stateCode: string | null,
): boolean {
  const dated = f.effective_from <= start && (f.effective_to === null || f.effective_to > start)
  return dated && (f.state_codes.length === 0 || (stateCode !== null && f.state_codes.includes(stateCode)))
}

// ---------------------------------------------------------------- output registers

export const MAX_GENERATE_MONTHS = 12
export const generateBody = withRules(
  z.object({
    branch_id: recordId('Branch'),
    from: registerMonthText,
    /** The last month of a range; the same as `from` for one month. */
    to: z.preprocess((v) => (v === '' ? undefined : v), registerMonthText.optional()),
    /** The registers to generate, by form ("Form B"); default: every form with a format in force for the branch's state. */
    forms: z.array(plainText().trim().min(1).max(40)).max(40).optional(),
  }),
  (rule) => [
    rule(['from', 'to'], 'to', 'The last month must not be before the first', (b) => b.to !== undefined && b.to < b.from),
    rule(
      ['from', 'to'],
      'to',
      `Generate at most ${MAX_GENERATE_MONTHS} months at a time`,
      (b) => b.to !== undefined && monthsBetween(b.from, b.to).length > MAX_GENERATE_MONTHS,
    ),
  ],
)
export type GenerateBody = z.infer<typeof generateBody>

/** The months from `from` to `to`, both included: `2026-01`, `2026-02`, …. */
export function monthsBetween(from: string, to: string): string[] {
  const out: string[] = []
  let [y, m] = from.split('-').map(Number) as [number, number]
  for (let guard = 0; guard < 1200; guard++) {
    const month = `${y}-${String(m).padStart(2, '0')}`
    if (month > to) break
    out.push(month)
    if (m === 12) {
      m = 1
      y++
    } else m++
  }
  return out
}

/** One upload a register was made from: its kind, its file and when it came (null once the upload is gone). */
export const registerInput = z.object({
  kind: INPUT_KIND.schema,
  upload_id: z.number().int(),
  file_name: z.string().nullable(),
  uploaded_at: z.string().nullable(),
})

export const outputRegister = z.object({
  id: z.number().int(),
  branch: namedRef,
  month: z.string(),
  form: z.string(),
  format: z.object({ id: z.number().int().nullable(), name: z.string() }),
  inputs: z.array(registerInput),
  rows: z.number().int(),
  generated_by: namedRef.nullable(),
  generated_at: z.string(),
  /** An input upload it was made from has since been replaced: regenerate it. */
  stale: z.boolean(),
  ...stamps,
})
export type OutputRegister = z.infer<typeof outputRegister>

export const outputRegisterQuery = listQuery.extend({
  ...periodQuery.shape,
  branch_id: optionalId,
  form: plainText().trim().max(40).optional(),
})

export const DOWNLOAD_TYPE = labelled({ xlsx: 'Excel (.xlsx)', pdf: 'PDF' })
export const outputDownloadQuery = z.object({ type: DOWNLOAD_TYPE.schema.default('xlsx') })

export const JOB_STATUS = labelled({ queued: 'Queued', running: 'Running', done: 'Done', failed: 'Failed' })

export const registerJob = z.object({
  id: z.number().int(),
  status: JOB_STATUS.schema,
  /** Registers made so far, of all the job will make. */
  done: z.number().int(),
  total: z.number().int(),
  /** Why it failed. */
  message: z.string().nullable(),
  register_ids: z.array(z.number().int()),
  created_at: z.string(),
  finished_at: z.string().nullable(),
})
export type RegisterJob = z.infer<typeof registerJob>
