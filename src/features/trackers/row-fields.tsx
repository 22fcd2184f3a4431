import { CHALLAN_TYPE, type TrackerItem } from '@ihrc/contract/trackers'
import { useCompanyOptions } from '@/components/options/company-options'
import { enumOptions } from '@/components/options/enum-options'
import type { ReactNode } from 'react'
import type { FieldConfig, FormValues, ResourceColumn } from '@/components/resource/types'
import { Tag } from '@/components/ui/Tag'
import type { FamilyView } from './family-view'
import { useCodeOptions } from './codes-api'
import { expectedCell } from './expected-cell'
import { PaymentTag } from '@/components/status/payment-status'
import { formatAmount, formatDate, formatDateTime, formatMonth } from '@/components/ui/format'

/** What every family's row shows and edits; a family adds its own fields (families.ts). */

export const rowName = (r: TrackerItem) => `${r.code} ${formatMonth(r.period)}`

const dash = (v: unknown) => (v === null || v === undefined || v === '' ? '—' : String(v))

/**
 * The payment state in words, icon and colour (the grid's own), with the days when late or
 * unpaid past the due date; unpaid with no due date on record is the grid's "due rule not
 * confirmed" (issue 21), never "not yet due".
 */
export const delayCell = (r: TrackerItem): ReactNode => (
  <PaymentTag status={r.status === 'due_unknown' ? 'not_confirmed' : r.status} days={r.delay_days} />
)

/** "2/3 uploaded": how many of the family's document kinds are on file. */
export function documentsCell(family: FamilyView, r: TrackerItem): ReactNode {
  const kinds = family.documents.kinds
  const onFile = kinds.filter(({ kind }) => family.documents.present(r, kind) !== null).length
  return <Tag tone={onFile === kinds.length ? 'green' : onFile === 0 ? 'gray' : 'amber'}>{`${onFile}/${kinds.length} uploaded`}</Tag>
}

/**
 * A row's columns, those read first leading (issue 19 item 9: period, due, paid, status
 * and delay, exposure within 1366 px), then what identifies and proves the payment, then
 * the family's own figures. Long names stay on one line, cut, whole on hover and in View.
 */
export function rowColumns(family: FamilyView): ResourceColumn<TrackerItem>[] {
  return [
    { key: 'period', header: 'Period', sortable: true, cell: (r) => formatMonth(r.period) },
    { key: 'due_date', header: 'Due date', sortable: true, cell: (r) => formatDate(r.due_date) },
    { key: 'payment_date', header: 'Paid on', sortable: true, cell: (r) => formatDate(r.payment_date) },
    { key: 'delay_days', header: 'Status', sortable: true, cell: delayCell },
    ...(family.exposure
      ? [
          {
            key: 'exposure',
            header: 'Exposure',
            align: 'end' as const,
            cell: (r: TrackerItem) => (r.exposure ? formatAmount(r.exposure.total) : '—'),
          },
        ]
      : []),
    { key: 'code', header: family.codeLabel, sortable: true, maxWidth: 150 },
    { key: 'company_name', header: 'Company', sortable: true, maxWidth: 140 },
    { key: 'total_paid_amount', header: 'Total paid', align: 'end', cell: (r) => formatAmount(r.total_paid_amount) },
    // What the slabs or rates in force give, with any shortfall (issue 21): one compact column beside what was paid.
    { key: 'expected', header: 'Expected', align: 'end', cell: expectedCell },
    { key: 'documents', header: 'Documents', cell: (r) => documentsCell(family, r) },
    ...family.columns,
  ]
}

/** Every field of a row as the details drawer lists it. */
export function detailsOf(family: FamilyView): { label: string; value: (r: TrackerItem) => ReactNode }[] {
  // What the row pays comes first in the details: the registration and its company, then the columns in the list's order.
  const first = ['code', 'company_name']
  const ordered = rowColumns(family).sort((a, b) => Number(first.includes(b.key)) - Number(first.includes(a.key)))
  const columns = ordered.map((c) => ({
    label: c.header,
    value: (r: TrackerItem) => (c.cell ? c.cell(r) : dash(r[c.key])),
  }))
  return [
    ...columns.filter((c) => c.label !== 'Documents'),
    { label: 'State', value: (r) => dash(r.state_name) },
    ...family.hiddenFields.map(({ name, label }) => ({ label, value: (r: TrackerItem) => dash(r[name]) })),
    { label: 'Challan type', value: (r) => CHALLAN_TYPE.labels[r.challan_type] },
    { label: 'Delay reason', value: (r) => dash(r.delay_reason) },
    { label: 'Difference', value: (r) => formatAmount(r.difference_amount) },
    { label: 'Difference reason', value: (r) => dash(r.difference_reason) },
    ...(family.exposure
      ? [
          { label: 'Interest', value: (r: TrackerItem) => formatAmount(r.exposure?.interest) },
          { label: 'Damages', value: (r: TrackerItem) => formatAmount(r.exposure?.damages) },
        ]
      : []),
    { label: 'Uploaded by', value: (r) => dash(r.uploaded_by?.name) },
    { label: 'Uploaded at', value: (r) => formatDateTime(r.uploaded_at) },
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
  { name: 'period', label: 'Period', kind: 'month', required: true },
  { name: 'payment_date', label: 'Payment date', kind: 'date' },
  { name: 'delay_reason', label: 'Delay reason', kind: 'text' },
  {
    name: 'challan_type',
    label: 'Challan type',
    kind: 'select',
    required: true,
    options: enumOptions(CHALLAN_TYPE),
  },
  { name: 'total_paid_amount', label: 'Total paid amount', kind: 'number', amount: true },
  { name: 'difference_amount', label: 'Difference amount', kind: 'number', amount: true },
  { name: 'difference_reason', label: 'Difference reason', kind: 'text', wide: true },
]

/** A row's values as the edit form holds them: text for every control. */
export function formValuesOf(fields: FieldConfig[], r: TrackerItem): FormValues {
  return Object.fromEntries(fields.map((f) => [f.name, r[f.name] === null || r[f.name] === undefined ? '' : String(r[f.name])]))
}
