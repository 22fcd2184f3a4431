import { get, set, type FieldErrors } from 'react-hook-form'
import type { FieldConfig, FormSection, FormValues } from './types'

/**
 * Kinds that hold one value, whose emptiness reads "<label> is required". A checkbox is
 * never "missing", documents have their own rules, and a list's schema already says it
 * in the list's words ("Choose at least one branch").
 */
const CHECKED = new Set<FieldConfig['kind']>(['text', 'password', 'textarea', 'number', 'date', 'month', 'select'])

const isEmpty = (value: unknown) =>
  value === undefined ||
  value === null ||
  (typeof value === 'string' && value.trim() === '') ||
  (Array.isArray(value) && value.length === 0)

/** The fields the user can see now (their section and they themselves shown for these values). */
export function visibleFields(sections: FormSection[], values: FormValues): FieldConfig[] {
  return sections.filter((s) => !s.visible || s.visible(values)).flatMap((s) => s.fields.filter((f) => !f.visible || f.visible(values)))
}

/**
 * Every field marked required and left empty, reported under that field in its label's
 * words ("PF code is required"). The contract's schema names the wire field (a tracker's
 * `setup_id` is "Registration"), and a field that only narrows another (a tracker row's
 * Company) is not in the schema at all; the user reads the label, so the label speaks.
 */
export function withMissingRequired(
  sections: FormSection[],
  values: FormValues,
  errors: FieldErrors<FormValues>,
): { errors: FieldErrors<FormValues>; missing: number } {
  const merged = { ...errors }
  let missing = 0
  for (const field of visibleFields(sections, values)) {
    if (!field.required || !CHECKED.has(field.kind) || !isEmpty(get(values, field.name))) continue
    set(merged, field.name, { type: 'required', message: `${field.label} is required` })
    missing += 1
  }
  return { errors: merged, missing }
}
