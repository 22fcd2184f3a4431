/**
 * A tracker family's spreadsheets: the template (`export-data`, its code column a
 * dropdown of the company's codes with `?company_id=`), the all-or-nothing bulk upload
 * (`bulk-upload`) and the export of the list (`export-all`), columns made from the
 * family's map entry.
 */
import { and, eq } from 'drizzle-orm'
import {
  CHALLAN_TYPE,
  PERIOD_RE,
  TRACKER_ROW_STATUS,
  trackerTemplateQuery,
  WAGE_BANDS_HINT,
  type TrackerFamilyDef,
  type TrackerFamilyKey,
  type TrackerFieldType,
  type TrackerItem,
} from '@ihrc/contract'
import { companies, trackerRows } from '../../db/schema'
import { notFound } from '../../lib/errors'
import type { FieldIssue, RequestContext, SheetSpec } from '../../lib/crud'
import type { CellText, SheetColumn } from '../../lib/xlsx'
import { enumCell } from '../organisation/sheet-cells'
import { SETUP_KINDS, periodStartIssue, registrationsOf, type Registration } from './registrations'
import { loadStatutoryFacts } from '../statutory'
import type { Db } from '../../db/client'

const challan = enumCell(CHALLAN_TYPE)
const DATE_NOTE = 'A date written YYYY-MM-DD (or a date cell), not in the future.'
const NUMBER_RE = /^-?\d+(\.\d+)?$/
export const DUPLICATE_ROW = 'The same code, period and challan type are on an earlier row'
export const ROW_EXISTS = 'A row for this code, period and challan type already exists'

/** A number cell as a number; any other text is left for the body schema to name ("… must be a number"). */
function numberCell(text: CellText): number | string | null {
  if (text === undefined) return null
  const plain = text.replaceAll(',', '').trim()
  return NUMBER_RE.test(plain) ? Number(plain) : text
}

/** A period typed as a date cell (2025-04-01) is its month. */
function periodCell(text: CellText): string | undefined {
  return text && /^\d{4}-\d{2}-01$/.test(text) ? text.slice(0, 7) : text
}

/** The template's preset company must be the tenant's, as everywhere else (404 otherwise). */
async function requireCompany({ db, auth }: RequestContext, id: number) {
  const [found] = await db
    .select({ id: companies.id })
    .from(companies)
    .where(and(eq(companies.tenantId, auth.tenantId), eq(companies.id, id)))
  if (!found) throw notFound('Company')
}

const keyOf = (setupId: number, period: string, challanType: string) => `${setupId}|${period}|${challanType}`

/** What a family field's template column tells the person filling it. */
const FIELD_NOTES: Partial<Record<TrackerFieldType, string>> = {
  date: 'A date written YYYY-MM-DD.',
  wage_bands: `${WAGE_BANDS_HINT}. Where the slab is a percentage of wages, add the band's wages: 0:3:36000.`,
}

export function trackerSheet(key: TrackerFamilyKey, family: TrackerFamilyDef): SheetSpec<TrackerItem> {
  const fields = Object.entries(family.fields)
  const numeric = new Set([
    'total_paid_amount',
    'difference_amount',
    ...fields.filter(([, f]) => f.type === 'count' || f.type === 'amount').map(([k]) => k),
  ])
  const { rowColumn } = SETUP_KINDS[family.setup]

  return {
    sheetName: `${family.label} tracker`,
    fileStem: family.stem,
    templateQuery: trackerTemplateQuery,
    instructions: [
      `Fill one payment per row on the ${family.label} tracker sheet, starting at row 2. Do not rename the headers.`,
      `${family.codeLabel} must be one of your registrations (the dropdown offers them).`,
      'Period is the first month of the period, written YYYY-MM (2025-04). Arrears and damages are rows of their own (Challan type).',
      'The upload is all-or-nothing: if any row has an error, nothing is created and every error is listed as "Row N, column X: reason".',
    ],
    async columns(ctx, preset) {
      const companyId = preset?.company_id as number | undefined
      if (companyId !== undefined) await requireCompany(ctx, companyId)
      const codes = (await registrationsOf(ctx, family, { companyId })).flatMap((r) => (r.code ? [r.code] : []))
      const columns: SheetColumn[] = [
        { key: 'setup_id', header: family.codeLabel, required: true, width: 24, options: [...new Set(codes)].sort() },
        { key: 'period', header: 'Period', required: true, note: 'YYYY-MM: the first month of the period.' },
        { key: 'challan_type', header: 'Challan type', options: challan.options, note: 'Main when left empty.' },
        { key: 'payment_date', header: 'Payment date', note: DATE_NOTE },
        ...fields.map(([k, f]) => ({ key: k, header: f.label, note: FIELD_NOTES[f.type] })),
        { key: 'total_paid_amount', header: 'Total paid amount' },
        { key: 'difference_amount', header: 'Difference amount' },
        { key: 'difference_reason', header: 'Difference reason', width: 30 },
        { key: 'delay_reason', header: 'Delay reason', width: 30 },
      ]
      return columns
    },
    async importer(ctx: RequestContext) {
      const byCode = new Map<string, Registration[]>()
      for (const r of await registrationsOf(ctx, family))
        if (r.code) byCode.set(r.code.toLowerCase(), [...(byCode.get(r.code.toLowerCase()) ?? []), r])
      const rules = await loadStatutoryFacts(ctx.db as Db, { scheme: family.scheme })
      const existing = await ctx.db
        .select({ setupId: rowColumn, period: trackerRows.period, challanType: trackerRows.challanType })
        .from(trackerRows)
        .where(and(eq(trackerRows.tenantId, ctx.auth.tenantId), eq(trackerRows.family, key)))
      const stored = new Set(existing.map((r) => keyOf(r.setupId!, r.period.slice(0, 7), r.challanType)))
      const seen = new Set<string>()
      return async (v) => {
        const issues: FieldIssue[] = []
        const matches = v.setup_id === undefined ? [] : (byCode.get(v.setup_id.toLowerCase()) ?? [])
        if (v.setup_id !== undefined && matches.length !== 1) {
          issues.push({
            field: 'setup_id',
            message: matches.length ? `${v.setup_id} is registered in several states` : `Unknown ${family.codeLabel}: ${v.setup_id}`,
          })
        }
        const reg = matches.length === 1 ? matches[0]! : null
        const period = periodCell(v.period)
        const input: Record<string, unknown> = { ...v, period, setup_id: reg?.id }
        for (const k of numeric) input[k] = numberCell(v[k])
        input.challan_type = challan.read('challan_type', v.challan_type, issues) ?? undefined
        if (reg && period && PERIOD_RE.test(period)) {
          const rowKey = keyOf(reg.id, period, String(input.challan_type ?? 'main'))
          const issue = periodStartIssue(rules, family, reg, period)
          if (issue) issues.push(issue)
          else if (stored.has(rowKey)) issues.push({ field: 'period', message: ROW_EXISTS })
          else if (seen.has(rowKey)) issues.push({ field: 'period', message: DUPLICATE_ROW })
          seen.add(rowKey)
        }
        return { input, issues, unresolved: v.setup_id !== undefined && !reg ? ['setup_id'] : [] }
      }
    },
    exportColumns: [
      { header: 'Company', width: 28, value: (r) => r.company_name },
      { header: 'State', width: 20, value: (r) => r.state_name },
      { header: family.codeLabel, width: 24, value: (r) => r.code },
      { header: 'Period', value: (r) => r.period },
      { header: 'Challan type', value: (r) => challan.label(r.challan_type) },
      { header: 'Due date', value: (r) => r.due_date },
      { header: 'Payment date', value: (r) => r.payment_date },
      { header: 'Delay days', value: (r) => r.delay_days },
      { header: 'Status', value: (r) => TRACKER_ROW_STATUS.labels[r.status] },
      ...fields.map(([k, f]) => ({ header: f.label, value: (r: TrackerItem) => r[k] })),
      { header: 'Total paid amount', value: (r) => r.total_paid_amount },
      { header: 'Difference amount', value: (r) => r.difference_amount },
      { header: 'Difference reason', width: 30, value: (r) => r.difference_reason },
      { header: 'Delay reason', width: 30, value: (r) => r.delay_reason },
      ...(family.arrears
        ? [
            { header: 'Interest', value: (r: TrackerItem) => r.exposure?.interest ?? null },
            { header: 'Damages', value: (r: TrackerItem) => r.exposure?.damages ?? null },
            { header: 'Exposure total', value: (r: TrackerItem) => r.exposure?.total ?? null },
          ]
        : []),
      { header: 'Uploaded by', width: 22, value: (r) => r.uploaded_by?.name ?? null },
    ],
  }
}
