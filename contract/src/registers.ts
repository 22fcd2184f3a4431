/**
 * Register and Return (DOMAIN.md "Registers and returns", API.md "Screens the menu names
 * but the spec gives no calls for"): the monthly input registers uploaded per branch
 * (register-kinds.ts, register-inputs.ts), the register formats of Global Settings →
 * Register Template (register-formats.ts), and the output registers generated from them.
 */
import { z } from 'zod'
import { labelled, listQuery, optionalId, plainText, recordId } from './envelope'
import { withRules } from './field-rules'
import { namedRef, stamps } from './record-shapes'
import { periodQuery } from './period'
import { INPUT_KIND, registerMonthText } from './register-inputs'

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
