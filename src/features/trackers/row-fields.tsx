import type { ReactNode } from 'react'
import type { FieldConfig, FormValues, ResourceColumn } from '@/components/resource/types'
import { Tag } from '@/components/ui/Tag'
import type { FamilyView } from './family-view'
import { monthLabel } from './grid/months'
import { rupees } from './money'
import type { TrackerRow } from './tracker-row'

/** What every family's row shows and edits; a family adds its own fields (families.ts). */

export const rowName = (r: TrackerRow) => `${r.code} ${monthLabel(r.period)}`

const dash = (v: unknown) => (v === null || v === undefined || v === '' ? '—' : String(v))

/** Delay in days, red with words when late (never colour alone). */
export function delayCell(r: TrackerRow): ReactNode {
  if (r.delay_days === null) return r.payment_date ? '—' : <Tag tone="gray">Not paid</Tag>
  if (r.delay_days <= 0) return <Tag tone="green">On time</Tag>
  return <Tag tone="red">Late {r.delay_days} d</Tag>
}

/** "2/3 uploaded": how many of the family's document kinds are on file. */
export function documentsCell(family: FamilyView, r: TrackerRow): ReactNode {
  const kinds = family.documents.kinds
  const onFile = kinds.filter(({ kind }) => family.documents.present(r, kind) !== null).length
  return <Tag tone={onFile === kinds.length ? 'green' : onFile === 0 ? 'gray' : 'amber'}>{`${onFile}/${kinds.length} uploaded`}</Tag>
}

export function rowColumns(family: FamilyView): ResourceColumn<TrackerRow>[] {
  return [
    { key: 'code', header: family.codeLabel, sortable: true },
    { key: 'company_name', header: 'Company', sortable: true },
    { key: 'period', header: 'Period', sortable: true, cell: (r) => monthLabel(r.period) },
    { key: 'due_date', header: 'Due date', sortable: true, cell: (r) => dash(r.due_date) },
    { key: 'payment_date', header: 'Payment date', sortable: true, cell: (r) => dash(r.payment_date) },
    { key: 'delay_days', header: 'Delay', sortable: true, cell: delayCell },
    ...family.columns,
    { key: 'total_paid_amount', header: 'Total paid', cell: (r) => rupees(r.total_paid_amount) },
    ...(family.exposure
      ? [{ key: 'exposure', header: 'Exposure', cell: (r: TrackerRow) => (r.exposure ? rupees(r.exposure.total) : '—') }]
      : []),
    { key: 'documents', header: 'Documents', cell: (r) => documentsCell(family, r) },
  ]
}

/** Every field of a row as the details drawer lists it. */
export function detailsOf(family: FamilyView): { label: string; value: (r: TrackerRow) => ReactNode }[] {
  const columns = rowColumns(family).map((c) => ({
    label: c.header,
    value: (r: TrackerRow) => (c.cell ? c.cell(r) : dash(r[c.key])),
  }))
  return [
    ...columns.filter((c) => c.label !== 'Documents'),
    { label: 'State', value: (r) => dash(r.state_name) },
    { label: 'Challan type', value: (r) => dash(r.challan_type) },
    { label: 'Delay reason', value: (r) => dash(r.delay_reason) },
    { label: 'Difference', value: (r) => rupees(r.difference_amount) },
    { label: 'Difference reason', value: (r) => dash(r.difference_reason) },
    ...(family.exposure
      ? [
          { label: 'Interest', value: (r: TrackerRow) => rupees(r.exposure?.interest) },
          { label: 'Damages', value: (r: TrackerRow) => rupees(r.exposure?.damages) },
        ]
      : []),
    { label: 'Uploaded by', value: (r) => dash(r.uploaded_by?.name) },
    { label: 'Uploaded at', value: (r) => new Date(r.uploaded_at).toLocaleString('en-IN', { dateStyle: 'medium', timeStyle: 'short' }) },
  ]
}

export const SHARED_FIELDS: FieldConfig[] = [
  { name: 'payment_date', label: 'Payment date', kind: 'date' },
  { name: 'delay_reason', label: 'Delay reason', kind: 'text' },
  {
    name: 'challan_type',
    label: 'Challan type',
    kind: 'select',
    required: true,
    options: [
      { value: 'main', label: 'Main' },
      { value: 'arrear', label: 'Arrear' },
      { value: 'damage', label: 'Damage' },
    ],
  },
  { name: 'total_paid_amount', label: 'Total paid amount', kind: 'number' },
  { name: 'difference_amount', label: 'Difference amount', kind: 'number' },
  { name: 'difference_reason', label: 'Difference reason', kind: 'text', wide: true },
]

/** A row's values as the edit form holds them: text for every control. */
export function formValuesOf(fields: FieldConfig[], r: TrackerRow): FormValues {
  return Object.fromEntries(fields.map((f) => [f.name, r[f.name] === null || r[f.name] === undefined ? '' : String(r[f.name])]))
}
