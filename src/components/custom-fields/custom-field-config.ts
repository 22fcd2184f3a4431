import { customFieldPath, type CustomField } from '@ihrc/contract/settings'
import type { CustomValues } from '@ihrc/contract/custom-values'
import { customValueText } from './custom-value-text'
import type { FieldConfig, FieldKind, FormSection, FormValues, ResourceColumn } from '@/components/resource/types'

/**
 * Custom field definitions as the resource machinery's own pieces: a form section, table
 * columns and form values. Controls are named `custom.<key>`, the same name the server's
 * field errors use, so its messages land under them.
 */

const KIND: Record<CustomField['type'], FieldKind> = { text: 'text', number: 'number', date: 'date', select: 'select' }

export const CUSTOM_FIELDS_TITLE = 'Custom fields'

export function customFieldSection(defs: readonly CustomField[]): FormSection | null {
  if (!defs.length) return null
  const fields: FieldConfig[] = defs.map((d) => ({
    name: customFieldPath(d.key),
    label: d.name,
    kind: KIND[d.type],
    required: d.required,
    ...(d.type === 'select' && { options: d.options.map((o) => ({ value: o, label: o })) }),
  }))
  return { title: CUSTOM_FIELDS_TITLE, fields }
}

export function customFieldColumns<T>(defs: readonly CustomField[]): ResourceColumn<T>[] {
  return defs.map((d) => ({
    key: customFieldPath(d.key),
    header: d.name,
    cell: (row: T) => customValueText(d, (row as { custom?: CustomValues }).custom),
  }))
}

/** A record's stored values as the controls hold them (text). */
export function customFormValues(custom: CustomValues | undefined): FormValues {
  const values = Object.fromEntries(Object.entries(custom ?? {}).map(([k, v]) => [k, v === null ? '' : String(v)]))
  // Nested under `custom`, where controls named `custom.<key>` read them.
  return { custom: values } as unknown as FormValues
}
