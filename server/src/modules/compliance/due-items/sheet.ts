/**
 * Due items as a spreadsheet: the export (the list's filters, an ID column first) and
 * the bulk update, which reads the same ID, Complied on and Remark columns back, so an
 * exported sheet, edited, uploads as it is. All or nothing: any bad row and nothing is
 * written, every fault named "Row N, column X: reason".
 */
import {
  COMPLIANCE_CATEGORY,
  DUE_OUTCOME,
  dueItemUpdateBody,
  proofBySubmission,
  recordId,
  type DueItem,
  type ShownStatus,
} from '@ihrc/contract'
import { HttpError, badRequest } from '../../../lib/errors'
import type { RequestContext } from '../../../lib/crud'
import { slices } from '../../../lib/time-slices'
import { SpreadsheetError, readSheet, rowError, type SheetColumn } from '../../../lib/xlsx'
import { applyUpdate, assertUpdatable } from './transitions'

export const SHEET_NAME = 'Due items'

export const UPDATE_COLUMNS: readonly SheetColumn[] = [
  { key: 'id', header: 'ID', required: true, note: 'The due item, as exported; not changed.' },
  { key: 'complied_on', header: 'Complied on', note: 'YYYY-MM-DD; the owner, while the item is due or rejected.' },
  { key: 'remark', header: 'Remark', note: 'Added to the item’s trail.' },
]
export const UPDATE_INSTRUCTIONS = [
  'Export the due items, fill in Complied on or Remark, and upload the sheet.',
  'Rows are matched by ID; other columns are ignored.',
]

/** A refusal's sentence: its message, or the first of its field messages. */
function firstMessage(err: HttpError): string {
  const m = err.body.message
  if (typeof m === 'string') return m
  return (Array.isArray(m) ? m : Object.values(m).flat())[0] ?? 'This item cannot be updated'
}

/** The proof's file names, a rejected submission's marked as on screen: "v2.pdf; rejected submission of 2026-11-20: v1.pdf". */
function proofText(item: DueItem): string {
  return proofBySubmission(item)
    .map((g) => {
      const names = g.files.map((f) => f.name).join(', ')
      return g.decision === 'rejected' ? `rejected submission of ${g.submitted_at!.slice(0, 10)}: ${names}` : names
    })
    .join('; ')
}

/** The export's columns; `labels`: the tenant's word for each status (Status Settings). */
export const exportColumns = (
  labels: Record<ShownStatus, string>,
): readonly { header: string; width?: number; value(item: DueItem): unknown }[] => [
  { header: 'ID', value: (i) => i.id },
  { header: 'Code', value: (i) => i.code },
  { header: 'Compliance', width: 40, value: (i) => i.header },
  { header: 'Act', width: 30, value: (i) => i.act },
  { header: 'Category', value: (i) => COMPLIANCE_CATEGORY.labels[i.category] },
  { header: 'Criticality', value: (i) => i.criticality },
  { header: 'Company', value: (i) => i.company.name },
  { header: 'Branch', value: (i) => i.branch.name },
  { header: 'Owner', value: (i) => i.owner?.name },
  { header: 'Approver', value: (i) => i.approver?.name },
  { header: 'Period start', value: (i) => i.period_start },
  { header: 'Period end', value: (i) => i.period_end },
  { header: 'Due date', value: (i) => i.due_date },
  { header: 'Status', value: (i) => labels[i.data_status] },
  { header: 'Outcome', value: (i) => (i.outcome ? DUE_OUTCOME.labels[i.outcome] : null) },
  { header: 'Complied on', value: (i) => i.complied_on },
  { header: 'Delay days', value: (i) => i.delay_days },
  { header: 'Proof', width: 30, value: (i) => proofText(i) },
  { header: 'Remark', width: 40, value: () => null },
]

/** Applies every row in one transaction; returns how many items were updated. */
export async function bulkUpdate(ctx: RequestContext, file: Buffer): Promise<number> {
  const rows = await readSheet(file, UPDATE_COLUMNS).catch((err: unknown) => {
    if (err instanceof SpreadsheetError) throw badRequest(err.messages)
    throw err
  })
  const header = new Map(UPDATE_COLUMNS.map((c) => [c.key, c.header]))
  return ctx.db.transaction(async (tx) => {
    const errors: string[] = []
    let updated = 0
    // Rows refused without a database call (no ID, a bad date) would otherwise hold the event loop for the whole sheet.
    const breathe = slices()
    for (const { row, values } of rows) {
      await breathe()
      const input = { remark: values.remark, ...(values.complied_on !== undefined && { complied_on: values.complied_on }) }
      // Read like an id in a path: a whole number the database can hold, else the row is named.
      const read = recordId().safeParse(values.id?.trim() || undefined)
      const hasId = read.success
      const id = read.data ?? 0
      if (!hasId) errors.push(rowError(row, 'ID', 'Enter the ID of a due item'))
      const parsed = dueItemUpdateBody.safeParse(input)
      if (!parsed.success)
        for (const issue of parsed.error.issues) errors.push(rowError(row, header.get(String(issue.path[0])) ?? 'ID', issue.message))
      if (!hasId) continue
      try {
        if (parsed.success) {
          // A savepoint per row (applyUpdate's own): a refused row is reported and the others still checked; any fault rolls back all.
          await applyUpdate({ ...ctx, db: tx }, id, parsed.data)
          updated++
        }
        // The item is judged even when the row's values are not: every fault of the row in one answer.
        else await assertUpdatable({ ...ctx, db: tx }, id, { complied_on: values.complied_on?.trim() })
      } catch (err) {
        if (!(err instanceof HttpError)) throw err
        errors.push(rowError(row, 'ID', firstMessage(err)))
      }
    }
    if (errors.length) throw badRequest(errors.slice(0, 1000))
    return updated
  })
}
