import type { CustomField, CustomValues } from '@ihrc/contract'
import { customValueText } from '@/components/custom-fields/custom-value-text'
import { EMPTY, formatAmount, formatCount, formatDate, formatMonth } from '@/components/ui/format'
import { fieldLabel, showValue } from './field-values'
import type { FieldConfig, FormValues, Option, OptionSource } from './types'

const NO_OPTIONS: OptionSource = { options: [] as Option[] }
const noOptions = () => NO_OPTIONS
const empty = (value: unknown) => value === null || value === undefined || value === ''

/** A value of a form's field as a person reads it: a choice by its option, an id by its record's name, a date or month as the app writes them. */
export function fieldValueText(field: FieldConfig, value: unknown, options: readonly Option[]): string {
  if (empty(value)) return EMPTY
  const chosen = (v: unknown) => options.find((o) => o.value === String(v))?.label ?? String(v)
  switch (field.kind) {
    case 'select':
      return chosen(value)
    case 'multiselect':
      return (Array.isArray(value) ? value : [value]).map(chosen).join(', ')
    case 'date':
      return formatDate(String(value))
    case 'month':
      return formatMonth(String(value))
    case 'checkbox':
      return value === true || value === 'true' ? 'Yes' : 'No'
    case 'number':
      return field.amount ? formatAmount(value as number) : formatCount(value as number)
    default:
      return showValue(value)
  }
}

/**
 * One value of a record as its form's field reads it (edit-request details, the record's
 * history). A field whose choices come from the API (a company, a registration) asks for
 * them with the record's other values (`values`), as the form itself does.
 */
export function FieldValue({ field, value, values }: { field: FieldConfig; value: unknown; values: FormValues }) {
  const source = (field.useOptions ?? noOptions)(values)
  return <>{fieldValueText(field, value, field.options ?? source.options)}</>
}

/** A change of one field: by the form's field, by a custom field's definition, or (neither known) by its wire name. */
export interface ChangeRow {
  key: string
  label: string
  field?: FieldConfig
  custom?: CustomField
  before: unknown
  after: unknown
}

const asObject = (v: unknown) => (v && typeof v === 'object' ? (v as CustomValues) : {})

/**
 * Changed fields as rows a person reads (issue 19 item 13): each labelled as the record's
 * form labels it, custom values one row per field, named as Global Settings defines it
 * (never "Custom: {} → {…}"), and only those whose value changed.
 */
export function changeRows(
  changes: readonly { field: string; before: unknown; after: unknown }[],
  fields: readonly FieldConfig[],
  customDefs: readonly CustomField[],
): ChangeRow[] {
  const byName = new Map(fields.map((f) => [f.name, f]))
  const defs = new Map(customDefs.map((d) => [d.key, d]))
  return changes.flatMap(({ field, before, after }): ChangeRow[] => {
    if (field !== 'custom') {
      const config = byName.get(field)
      return [{ key: field, label: config?.label ?? fieldLabel(field), field: config, before, after }]
    }
    const was = asObject(before)
    const now = asObject(after)
    return [...new Set([...Object.keys(was), ...Object.keys(now)])]
      .filter((key) => showValue(was[key]) !== showValue(now[key]))
      .map((key) => ({
        key: `custom.${key}`,
        label: defs.get(key)?.name ?? fieldLabel(key),
        custom: defs.get(key),
        before: was[key],
        after: now[key],
      }))
  })
}

/** One side of a change row, as its field reads it. */
export function ChangeValue({ row, value, values }: { row: ChangeRow; value: unknown; values: FormValues }) {
  if (row.field) return <FieldValue field={row.field} value={value} values={values} />
  if (row.custom) return <>{customValueText(row.custom, { [row.custom.key]: value as CustomValues[string] })}</>
  return <>{showValue(value)}</>
}
