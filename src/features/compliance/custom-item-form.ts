import { z } from 'zod'
import {
  APPLIES_TO,
  COMPLIANCE_CATEGORY,
  COMPLIANCE_DUE_KIND,
  COMPLIANCE_FREQUENCY,
  CRITICALITY,
  FINANCIAL_YEAR_START,
  customItemBody,
  type ComplianceDueKind,
  type ComplianceItem,
} from '@ihrc/contract/compliance'
import { OFFICE_TYPE } from '@ihrc/contract/organisation'
import { STATUTORY_SCHEME } from '@ihrc/contract/statutory'
import { useStateOptions } from '@/components/options/company-options'
import { enumOptions } from '@/components/options/enum-options'
import type { FormValues, ResourceFormConfig } from '@/components/resource/types'

/**
 * The Custom Checklist form: the library's fields, with the due rule as flat controls
 * (its kind, then the one or two numbers that kind needs), folded into the contract's
 * `due_rule` before the contract's own checks run.
 */

type DueKind = ComplianceDueKind
const kindOptions = enumOptions(COMPLIANCE_DUE_KIND)

const str = (v: unknown) => (typeof v === 'string' ? v : '')
// Number boxes reach the schema as numbers already (withNumbers); an empty one as undefined.
const num = (v: unknown) => (typeof v === 'number' ? v : str(v).trim() === '' ? undefined : Number(v))

function dueRuleOf(v: Record<string, unknown>): unknown {
  const kind = str(v.due_kind) as DueKind
  switch (kind) {
    case 'days_after_period_end':
      return { kind, days: num(v.due_days) }
    case 'day_of_next_month':
      return { kind, day: num(v.due_day) }
    case 'day_of_period_month':
      return { kind, day: num(v.due_day), period_month: num(v.due_period_month) }
    case 'fixed_dates':
      return {
        kind,
        dates: str(v.due_dates)
          .split(/[\s,]+/)
          .filter(Boolean),
      }
    case 'statutory':
      return { kind, scheme: str(v.due_scheme) }
    case 'on_event':
      return { kind, event: str(v.due_event) }
    default:
      return undefined
  }
}

/** The control a message of the contract belongs under: the due rule's parts under their own controls. */
function controlOf(path: readonly PropertyKey[]): PropertyKey[] {
  if (path[0] !== 'due_rule') return [...path]
  const part = path[1]
  return [typeof part === 'string' && part !== 'kind' ? `due_${part}` : 'due_kind']
}

/** Flat control values → the contract's body, judged by the contract's own checks. */
const formSchema = z.unknown().transform((raw, ctx) => {
  const v = (raw ?? {}) as Record<string, unknown>
  const result = customItemBody.safeParse({ ...v, state_id: v.applies_to === 'state' ? v.state_id : null, due_rule: dueRuleOf(v) })
  if (result.success) return result.data
  for (const issue of result.error.issues) ctx.addIssue({ code: 'custom', message: issue.message, path: controlOf(issue.path) })
  return z.NEVER
})

const shows =
  (...kinds: DueKind[]) =>
  (v: FormValues) =>
    kinds.includes(v.due_kind as DueKind)

export const customItemForm: ResourceFormConfig<ComplianceItem> = {
  schema: formSchema,
  sections: [
    {
      fields: [
        { name: 'code', label: 'Code', kind: 'text', required: true },
        { name: 'act', label: 'Act', kind: 'text', required: true },
        { name: 'rule_or_section', label: 'Rule or section', kind: 'text' },
        { name: 'form', label: 'Form', kind: 'text' },
        { name: 'header', label: 'Header', kind: 'text', required: true, wide: true },
        { name: 'description', label: 'Description', kind: 'textarea', required: true, wide: true },
        { name: 'category', label: 'Category', kind: 'select', required: true, options: enumOptions(COMPLIANCE_CATEGORY) },
        { name: 'criticality', label: 'Criticality', kind: 'select', required: true, options: enumOptions(CRITICALITY) },
      ],
    },
    {
      title: 'Applies to',
      fields: [
        {
          name: 'applies_to',
          label: 'Central or state',
          kind: 'select',
          required: true,
          options: enumOptions(APPLIES_TO),
          clears: ['state_id'],
        },
        {
          name: 'state_id',
          label: 'State',
          kind: 'select',
          required: true,
          useOptions: useStateOptions,
          visible: (v) => v.applies_to === 'state',
        },
        {
          name: 'branch_types',
          label: 'Branch types',
          kind: 'multiselect',
          options: enumOptions(OFFICE_TYPE),
          placeholder: 'Every type',
          hint: 'None chosen: the item applies to every type of branch.',
        },
        { name: 'min_head_count', label: 'Minimum head count', kind: 'number' },
        { name: 'effective_from', label: 'Effective from', kind: 'date', required: true },
        { name: 'effective_to', label: 'Effective to', kind: 'date' },
      ],
    },
    {
      title: 'When it is due',
      fields: [
        { name: 'frequency', label: 'Frequency', kind: 'select', required: true, options: enumOptions(COMPLIANCE_FREQUENCY) },
        { name: 'year_start_month', label: 'Year starts in month (1–12)', kind: 'number' },
        { name: 'due_kind', label: 'Due rule', kind: 'select', required: true, options: kindOptions },
        { name: 'due_days', label: 'Days after the period ends', kind: 'number', required: true, visible: shows('days_after_period_end') },
        {
          name: 'due_period_month',
          label: 'Month of the period (1 = first)',
          kind: 'number',
          required: true,
          visible: shows('day_of_period_month'),
        },
        {
          name: 'due_day',
          label: 'Day of the month',
          kind: 'number',
          required: true,
          visible: shows('day_of_next_month', 'day_of_period_month'),
        },
        { name: 'due_dates', label: 'Dates (MM-DD, comma separated)', kind: 'text', required: true, visible: shows('fixed_dates') },
        {
          name: 'due_scheme',
          label: 'Scheme',
          kind: 'select',
          options: enumOptions(STATUTORY_SCHEME),
          required: true,
          visible: shows('statutory'),
        },
        { name: 'due_event', label: 'Event', kind: 'text', required: true, visible: shows('on_event') },
      ],
    },
    {
      title: 'Proof and penalty',
      fields: [
        { name: 'proof_required', label: 'Proof required', kind: 'checkbox' },
        { name: 'penalty', label: 'Penalty', kind: 'textarea', wide: true },
        { name: 'source', label: 'Source', kind: 'text', wide: true },
      ],
    },
  ],
  empty: {
    code: '',
    act: '',
    rule_or_section: '',
    form: '',
    header: '',
    description: '',
    category: '',
    criticality: '',
    applies_to: 'central',
    state_id: '',
    branch_types: [],
    min_head_count: '0',
    effective_from: '',
    effective_to: '',
    frequency: '',
    year_start_month: String(FINANCIAL_YEAR_START),
    due_kind: '',
    due_days: '',
    due_period_month: '',
    due_day: '',
    due_dates: '',
    due_scheme: '',
    due_event: '',
    proof_required: true,
    penalty: '',
    source: '',
  },
  fromRecord: (r) => {
    const rule = r.due_rule
    return {
      ...customItemForm.empty,
      code: r.code,
      act: r.act,
      rule_or_section: r.rule_or_section ?? '',
      form: r.form ?? '',
      header: r.header,
      description: r.description,
      category: r.category,
      criticality: r.criticality,
      applies_to: r.applies_to,
      state_id: r.state_id === null ? '' : String(r.state_id),
      branch_types: [...r.branch_types],
      min_head_count: String(r.min_head_count),
      effective_from: r.effective_from,
      effective_to: r.effective_to ?? '',
      frequency: r.frequency,
      year_start_month: String(r.year_start_month),
      due_kind: rule.kind,
      due_days: 'days' in rule ? String(rule.days) : '',
      due_period_month: 'period_month' in rule ? String(rule.period_month) : '',
      due_day: 'day' in rule ? String(rule.day) : '',
      due_dates: 'dates' in rule ? rule.dates.join(', ') : '',
      due_scheme: 'scheme' in rule ? rule.scheme : '',
      due_event: 'event' in rule ? rule.event : '',
      proof_required: r.proof_required,
      penalty: r.penalty ?? '',
      source: r.source ?? '',
    }
  },
}
