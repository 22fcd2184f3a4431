/**
 * Register formats (Global Settings → Register Template): how an output register is laid
 * out from the input registers' fields and computed values, and when and where a format
 * is in force.
 */
import { z } from 'zod'
import { listQuery, plainText, recordId } from './envelope'
import { withRules } from './field-rules'
import { dateText, nullable, requiredText, text } from './form-fields'
import { stamps } from './record-shapes'
import { INPUT_KIND } from './register-inputs'
import { INPUT_KINDS, INPUT_REGISTERS, type InputKind } from './register-kinds'

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

export { TITLE_PLACEHOLDERS, fillTitle, type TitlePlaceholder } from './register-title'

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
