import { customFieldPath } from '@ihrc/contract/settings'
import type { CustomValues } from '@ihrc/contract/custom-values'

/**
 * A form's parsed values as multipart fields (a record with a file travels so): each
 * value as text, and each custom value under its control's name, `custom.<key>`, which
 * the server gathers back into `custom` (a form field cannot hold an object).
 */
export function formDataOf(parsed: Record<string, unknown>): FormData {
  const body = new FormData()
  const { custom, ...own } = parsed
  for (const [key, value] of Object.entries(own)) if (value !== null && value !== undefined) body.append(key, String(value))
  for (const [key, value] of Object.entries((custom ?? {}) as CustomValues))
    if (value !== null && value !== undefined) body.append(customFieldPath(key), String(value))
  return body
}
