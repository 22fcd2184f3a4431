import type { FieldValues, Path, UseFormSetError } from 'react-hook-form'
import type { ReadError } from '@/store/resource-slice'

/**
 * Puts a 400's field messages (the object-of-arrays error body) under the form's own
 * fields. Returns what no visible field can show, for the form's top-level alert.
 */
export function applyServerErrors<V extends FieldValues>(
  setError: UseFormSetError<V>,
  error: ReadError,
  fieldNames: readonly string[],
): string | null {
  if (!error.fields) return error.message
  const leftover: string[] = []
  let first = true
  for (const [field, messages] of Object.entries(error.fields)) {
    if (fieldNames.includes(field)) {
      setError(field as Path<V>, { type: 'server', message: messages.join(' ') }, { shouldFocus: first })
      first = false
    } else {
      leftover.push(...messages)
    }
  }
  return leftover.length ? leftover.join('\n') : null
}
