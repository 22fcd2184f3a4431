import type { CustomField, CustomValues } from '@ihrc/contract'
import { showValue } from '@/components/resource/field-values'
import { formatDate } from '@/components/ui/format'

/**
 * A record's value of one custom field as it reads on screen: a date in the app's date
 * format, a select as its option (an option whose case was edited later still matches),
 * a number or text as stored, and an empty value as the app shows every empty value.
 */
export function customValueText(def: CustomField, values: CustomValues | undefined): string {
  const value = values?.[def.key]
  if (value === null || value === undefined || value === '') return showValue(value)
  const text = String(value)
  switch (def.type) {
    case 'date':
      return formatDate(text)
    case 'select':
      return def.options.find((o) => o.toLowerCase() === text.toLowerCase()) ?? text
    default:
      return text
  }
}
