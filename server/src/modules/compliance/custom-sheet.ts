/**
 * Custom Checklist's spreadsheets: the template, the all-or-nothing bulk upload and the
 * export of the list with its filters. The due rule is written as flat columns (its kind,
 * then the one or two values that kind needs), as the console's form shows it.
 */
import { and, eq, isNotNull, sql } from 'drizzle-orm'
import {
  APPLIES_TO,
  COMPLIANCE_CATEGORY,
  COMPLIANCE_DUE_KIND,
  COMPLIANCE_FREQUENCY,
  CRITICALITY,
  OFFICE_TYPE,
  STATUTORY_SCHEME,
  complianceDueRule,
  type ComplianceDueRule,
  type ComplianceItem,
} from '@ihrc/contract'
import { complianceItems, states } from '../../db/schema'
import type { FieldIssue, SheetSpec } from '../../lib/crud'
import type { CellText, SheetColumn } from '../../lib/xlsx'
import { enumCell } from '../organisation/sheet-cells'

const category = enumCell(COMPLIANCE_CATEGORY)
const criticality = enumCell(CRITICALITY)
const appliesTo = enumCell(APPLIES_TO)
const frequency = enumCell(COMPLIANCE_FREQUENCY)
const dueKind = enumCell(COMPLIANCE_DUE_KIND)
const scheme = enumCell(STATUTORY_SCHEME)
const officeType = enumCell(OFFICE_TYPE)
const YES_NO = ['Yes', 'No'] as const

export const CODE_TAKEN = 'A custom item with this code already exists'
export const CODE_REPEATED = 'The same code is on an earlier row'
const DATE_NOTE = 'A date written YYYY-MM-DD (or a date cell).'

/** Text of a number cell as a number; other text is left for the body schema to name. */
function numberCell(text: CellText): number | string | undefined {
  if (text === undefined) return undefined
  const plain = text.trim()
  return /^-?\d+(\.\d+)?$/.test(plain) ? Number(plain) : text
}

/** The due rule's columns → the contract's `due_rule`; its issues named on their own columns. */
function readDueRule(v: Record<string, CellText>, issues: FieldIssue[]): ComplianceDueRule | undefined {
  const kind = dueKind.read('due_kind', v.due_kind, issues)
  if (!kind) {
    if (v.due_kind === undefined) issues.push({ field: 'due_kind', message: 'Due rule is required' })
    return undefined
  }
  const candidate = {
    kind,
    days: numberCell(v.due_days),
    day: numberCell(v.due_day),
    period_month: numberCell(v.due_period_month),
    dates: (v.due_dates ?? '').split(/[\s,]+/).filter(Boolean),
    scheme: scheme.read('due_scheme', v.due_scheme, issues) ?? undefined,
    event: v.due_event,
  }
  const parsed = complianceDueRule.safeParse(candidate)
  if (parsed.success) return parsed.data
  for (const issue of parsed.error.issues) {
    const part = issue.path[0]
    issues.push({ field: typeof part === 'string' && part !== 'kind' ? `due_${part}` : 'due_kind', message: issue.message })
  }
  return undefined
}

function yesNo(field: string, text: CellText, issues: FieldIssue[]): boolean | undefined {
  if (text === undefined) return undefined
  const t = text.trim().toLowerCase()
  if (t === 'yes' || t === 'true') return true
  if (t === 'no' || t === 'false') return false
  issues.push({ field, message: 'Use one of: Yes, No' })
  return undefined
}

function branchTypes(text: CellText, issues: FieldIssue[]): string[] {
  const names = (text ?? '')
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean)
  return names.flatMap((n) => officeType.read('branch_types', n, issues) ?? [])
}

const dueColumns = (r: ComplianceItem) => {
  const rule = r.due_rule
  return {
    days: 'days' in rule ? rule.days : null,
    day: 'day' in rule ? rule.day : null,
    periodMonth: 'period_month' in rule ? rule.period_month : null,
    dates: 'dates' in rule ? rule.dates.join(', ') : null,
    scheme: 'scheme' in rule ? scheme.label(rule.scheme) : null,
    event: 'event' in rule ? rule.event : null,
  }
}

export const customItemSheet: SheetSpec<ComplianceItem> = {
  sheetName: 'Custom items',
  fileStem: 'custom-checklist',
  instructions: [
    'Fill one obligation per row on the Custom items sheet, starting at row 2. Do not rename the headers.',
    'Category, Criticality, Central or state, Frequency, Due rule and the other dropdown columns must match their lists (the dropdowns offer them).',
    'A state item needs its State; a central item has none. Branch types: labels separated by commas, empty for every type.',
    'Due rule: choose its kind, then fill the column that kind needs (Due days; Due day, with Month of the period; Due dates as MM-DD, comma separated; Statutory scheme; Due event).',
    'The upload is all-or-nothing: if any row has an error, nothing is created and every error is listed as "Row N, column X: reason".',
  ],
  async columns(ctx) {
    const stateRows = await ctx.db.select({ name: states.name }).from(states).orderBy(states.name)
    const columns: SheetColumn[] = [
      { key: 'code', header: 'Code', required: true, width: 18, note: 'Unique among your custom items.' },
      { key: 'act', header: 'Act', required: true, width: 30 },
      { key: 'rule_or_section', header: 'Rule or section', width: 20 },
      { key: 'form', header: 'Form', width: 14 },
      { key: 'header', header: 'Header', required: true, width: 36 },
      { key: 'description', header: 'Description', required: true, width: 44 },
      { key: 'category', header: 'Category', required: true, options: category.options },
      { key: 'criticality', header: 'Criticality', required: true, options: criticality.options },
      { key: 'applies_to', header: 'Central or state', required: true, options: appliesTo.options },
      { key: 'state_id', header: 'State', width: 24, options: stateRows.map((s) => s.name), note: 'Only for a state item.' },
      { key: 'branch_types', header: 'Branch types', width: 28, note: `Comma separated, of: ${officeType.options.join(', ')}.` },
      { key: 'min_head_count', header: 'Minimum head count', note: 'A whole number; 0 when empty.' },
      { key: 'effective_from', header: 'Effective from', required: true, note: DATE_NOTE },
      { key: 'effective_to', header: 'Effective to', note: DATE_NOTE },
      { key: 'frequency', header: 'Frequency', required: true, options: frequency.options },
      { key: 'year_start_month', header: 'Year starts in month', note: '1–12; 4 (April) when empty.' },
      { key: 'due_kind', header: 'Due rule', required: true, width: 34, options: dueKind.options },
      { key: 'due_days', header: 'Due days', note: 'For "Days after the period ends".' },
      { key: 'due_day', header: 'Due day', note: 'Day of the month, for the two "A day of…" kinds.' },
      { key: 'due_period_month', header: 'Month of the period', note: 'For "A day of the period\'s n-th month" (1 = its first month).' },
      { key: 'due_dates', header: 'Due dates', width: 20, note: 'MM-DD, comma separated, for "Fixed dates".' },
      { key: 'due_scheme', header: 'Statutory scheme', options: scheme.options, note: 'For "Statutory rules".' },
      { key: 'due_event', header: 'Due event', width: 28, note: 'For "On an event".' },
      { key: 'proof_required', header: 'Proof required', options: YES_NO, note: 'Yes when empty.' },
      { key: 'penalty', header: 'Penalty', width: 36 },
      { key: 'source', header: 'Source', width: 36 },
    ]
    return columns
  },
  async importer(ctx) {
    const stateRows = await ctx.db.select({ id: states.id, name: states.name }).from(states)
    const stateByName = new Map(stateRows.map((s) => [s.name.toLowerCase(), s.id]))
    const taken = await ctx.db
      .select({ code: sql<string>`lower(${complianceItems.code})` })
      .from(complianceItems)
      .where(and(eq(complianceItems.tenantId, ctx.auth.tenantId), isNotNull(complianceItems.tenantId)))
    const stored = new Set(taken.map((r) => r.code))
    const seen = new Set<string>()
    return async (v) => {
      const issues: FieldIssue[] = []
      const unresolved: string[] = []
      let stateId: number | null | undefined = null
      if (v.state_id !== undefined) {
        stateId = stateByName.get(v.state_id.trim().toLowerCase())
        if (stateId === undefined) {
          issues.push({ field: 'state_id', message: `Unknown state: ${v.state_id}` })
          unresolved.push('state_id')
        }
      }
      const code = v.code?.trim().toLowerCase()
      if (code) {
        if (stored.has(code)) issues.push({ field: 'code', message: CODE_TAKEN })
        else if (seen.has(code)) issues.push({ field: 'code', message: CODE_REPEATED })
        seen.add(code)
      }
      const dueRule = readDueRule(v, issues)
      if (!dueRule) unresolved.push('due_rule')
      const input: Record<string, unknown> = {
        code: v.code,
        act: v.act,
        rule_or_section: v.rule_or_section ?? null,
        form: v.form ?? null,
        header: v.header,
        description: v.description,
        category: category.read('category', v.category, issues) ?? undefined,
        criticality: criticality.read('criticality', v.criticality, issues) ?? undefined,
        applies_to: appliesTo.read('applies_to', v.applies_to, issues) ?? undefined,
        state_id: stateId,
        branch_types: branchTypes(v.branch_types, issues),
        min_head_count: v.min_head_count,
        effective_from: v.effective_from,
        effective_to: v.effective_to ?? null,
        frequency: frequency.read('frequency', v.frequency, issues) ?? undefined,
        year_start_month: v.year_start_month,
        due_rule: dueRule,
        proof_required: yesNo('proof_required', v.proof_required, issues),
        penalty: v.penalty ?? null,
        source: v.source ?? null,
      }
      return { input, issues, unresolved }
    }
  },
  exportColumns: [
    { header: 'Code', width: 18, value: (r) => r.code },
    { header: 'Act', width: 30, value: (r) => r.act },
    { header: 'Rule or section', width: 20, value: (r) => r.rule_or_section },
    { header: 'Form', width: 14, value: (r) => r.form },
    { header: 'Header', width: 36, value: (r) => r.header },
    { header: 'Description', width: 44, value: (r) => r.description },
    { header: 'Category', value: (r) => category.label(r.category) },
    { header: 'Criticality', value: (r) => criticality.label(r.criticality) },
    { header: 'Central or state', value: (r) => appliesTo.label(r.applies_to) },
    { header: 'State', width: 24, value: (r) => r.state_name },
    { header: 'Branch types', width: 28, value: (r) => r.branch_types.map((t) => officeType.label(t)).join(', ') || null },
    { header: 'Minimum head count', value: (r) => r.min_head_count },
    { header: 'Effective from', value: (r) => r.effective_from },
    { header: 'Effective to', value: (r) => r.effective_to },
    { header: 'Frequency', value: (r) => frequency.label(r.frequency) },
    { header: 'Year starts in month', value: (r) => r.year_start_month },
    { header: 'Due rule', width: 34, value: (r) => dueKind.label(r.due_rule.kind) },
    { header: 'Due days', value: (r) => dueColumns(r).days },
    { header: 'Due day', value: (r) => dueColumns(r).day },
    { header: 'Month of the period', value: (r) => dueColumns(r).periodMonth },
    { header: 'Due dates', width: 20, value: (r) => dueColumns(r).dates },
    { header: 'Statutory scheme', value: (r) => dueColumns(r).scheme },
    { header: 'Due event', width: 28, value: (r) => dueColumns(r).event },
    { header: 'Proof required', value: (r) => (r.proof_required ? 'Yes' : 'No') },
    { header: 'Penalty', width: 36, value: (r) => r.penalty },
    { header: 'Source', width: 36, value: (r) => r.source },
  ],
}
