import { EMPTY } from '@/components/ui/format'

/** A field no form names, by its wire name ("bank_reference" → "Bank reference"). */
export const fieldLabel = (field: string) => field.replace(/_/g, ' ').replace(/^./, (c) => c.toUpperCase())

/** A value nothing more is known of, as text. */
export const showValue = (value: unknown) =>
  value === null || value === undefined || value === '' ? EMPTY : typeof value === 'object' ? JSON.stringify(value) : String(value)
