import { CHALLAN_TYPE, TRACKER_ROW_STATUS, type TrackerItem } from '@ihrc/contract'
import { useCompanyOptions } from '@/components/options/company-options'
import { enumOptions } from '@/components/options/enum-options'
import type { ReactNode } from 'react'
import type { FieldConfig, FormValues, ResourceColumn } from '@/components/resource/types'
import { Tag } from '@/components/ui/Tag'
import type { FamilyView } from './family-view'
import { useCodeOptions } from './codes-api'
import { expectedCell } from './expected-cell'
import { monthLabel } from './grid/months'
import { rupees } from './money'

/** What every family's row shows and edits; a family adds its own fields (families.ts). */

export const rowName = (r: TrackerItem) => `${r.code} ${monthLabel(r.period)}`

const dash = (v: unknown) => (v === null || v === undefined || v === '' ? '—' : String(v))

/** The payment state in words, red with the days when late or unpaid past the due date (never colour alone). */
export function delayCell(r: TrackerItem): ReactNode {
  const label = TRACKER_ROW_STATUS.labels[r.status]
  if (r.status === 'late' || r.status === 'unpaid') return <Tag tone="red">{r.delay_days ? `${label} ${r.delay_days} d` : label}</Tag>
  if (r.status === 'due_unknown') return <Tag tone="amber">{label}</Tag>
  return <Tag tone={r.status === 'on_time' ? 'green' : 'gray'}>{label}</Tag>
}

/** "2/3 uploaded": how many of the family's document kinds are on file. */
export function documentsCell(family: FamilyView, r: TrackerItem): ReactNode {
  const kinds = family.documents.kinds
  const onFile = kinds.filter(({ kind }) => family.documents.present(r, kind) !== null).length
  return <Tag tone={onFile === kinds.length ? 'green' : onFile === 0 ? 'gray' : 'amber'}>{`${onFile}/${kinds.length} uploaded`}</Tag>
}

export function rowColumns(family: FamilyView): ResourceColumn<TrackerItem>[] {
  return [
    { key: 'code', header: family.codeLabel, sortable: true },
    { key: 'company_name', header: 'Company', sortable: true },
    { key: 'period', header: 'Period', sortable: true, cell: (r) => monthLabel(r.period) },
    { key: 'due_date', header: 'Due date', sortable: true, cell: (r) => dash(r.due_date) },
    { key: 'payment_date', header: 'Payment date', sortable: true, cell: (r) => dash(r.payment_date) },
    { key: 'delay_days', header: 'Delay', sortable: true, cell: delayCell },
    ...family.columns,
    { key: 'total_paid_amount', header: 'Total paid', cell: (r) => rupees(r.total_paid_amount) },
    { key: 'expected', header: 'Expected', cell: expectedCell },
    ...(family.exposure
      ? [{ key: 'exposure', header: 'Exposure', cell: (r: TrackerItem) => (r.exposure ? rupees(r.exposure.total) : '—') }]
      : []),
    { key: 'documents', header: 'Documents', cell: (r) => documentsCell(family, r) },
  ]
}

/** Every field of a row as the details drawer lists it. */
export function detailsOf(family: FamilyView): { label: string; value: (r: TrackerItem) => ReactNode }[] {
  const columns = rowColumns(family).map((c) => ({
    label: c.header,
    value: (r: TrackerItem) => (c.cell ? c.cell(r) : dash(r[c.key])),
  }))
  return [
    ...columns.filter((c) => c.label !== 'Documents'),
    { label: 'State', value: (r) => dash(r.state_name) },
    ...family.hiddenFields.map(({ name, label }) => ({ label, value: (r: TrackerItem) => dash(r[name]) })),
    { label: 'Challan type', value: (r) => CHALLAN_TYPE.labels[r.challan_type] },
    { label: 'Delay reason', value: (r) => dash(r.delay_reason) },
    { label: 'Difference', value: (r) => rupees(r.difference_amount) },
    { label: 'Difference reason', value: (r) => dash(r.difference_reason) },
    ...(family.exposure
      ? [
          { label: 'Interest', value: (r: TrackerItem) => rupees(r.exposure?.interest) },
          { label: 'Damages', value: (r: TrackerItem) => rupees(r.exposure?.damages) },
        ]
      : []),
    { label: 'Uploaded by', value: (r) => dash(r.uploaded_by?.name) },
    {
      label: 'Uploaded at',
      value: (r) => (r.uploaded_at ? new Date(r.uploaded_at).toLocaleString('en-IN', { dateStyle: 'medium', timeStyle: 'short' }) : '—'),
    },
  ]
}

/**
 * The fields every family's row is written with: which registration and period it pays
 * (the company narrows the registrations; it is not sent), then the payment.
 */
export const sharedFields = (family: FamilyView): FieldConfig[] => [
  { name: 'company_id', label: 'Company', kind: 'select', required: true, useOptions: useCompanyOptions, clears: ['setup_id'] },
  {
    name: 'setup_id',
    label: family.codeLabel,
    kind: 'select',
    required: true,
    useOptions: (values) => useCodeOptions(family.codeLookup, values.company_id as string | undefined),
  },
  { name: 'period', label: 'Period', kind: 'text', required: true, placeholder: 'YYYY-MM, e.g. 2025-04' },
  { name: 'payment_date', label: 'Payment date', kind: 'date' },
  { name: 'delay_reason', label: 'Delay reason', kind: 'text' },
  {
    name: 'challan_type',
    label: 'Challan type',
    kind: 'select',
    required: true,
    options: enumOptions(CHALLAN_TYPE),
  },
  { name: 'total_paid_amount', label: 'Total paid amount', kind: 'number' },
  { name: 'difference_amount', label: 'Difference amount', kind: 'number' },
  { name: 'difference_reason', label: 'Difference reason', kind: 'text', wide: true },
]

/** A row's values as the edit form holds them: text for every control. */
export function formValuesOf(fields: FieldConfig[], r: TrackerItem): FormValues {
  return Object.fromEntries(fields.map((f) => [f.name, r[f.name] === null || r[f.name] === undefined ? '' : String(r[f.name])]))
}
