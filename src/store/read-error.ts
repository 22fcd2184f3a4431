import { isAxiosError } from 'axios'

/**
 * A failed call, read once: `message` for the state and toasts, `fields` when the
 * server answered with the object-of-arrays form (so a form can put each under its
 * field), `lines` when it answered with a list (bulk-upload row errors).
 */
export interface ReadError {
  message: string
  status?: number
  fields?: Record<string, string[]>
  lines?: string[]
}

export function readError(error: unknown, fallback: string): ReadError {
  const response = isAxiosError(error) ? error.response : undefined
  return readErrorBody(response?.data, response?.status, fallback)
}

/** The same reading of an error body already taken out of its response (an RTK Query error's `data`). */
export function readErrorBody(body: unknown, status: number | undefined, fallback: string): ReadError {
  const raw = body && typeof body === 'object' && 'message' in body ? (body as { message: unknown }).message : undefined
  if (typeof raw === 'string' && raw.trim()) return { message: raw, status }
  if (Array.isArray(raw) && raw.length) {
    const lines = raw.map(String)
    return { message: lines.join('\n'), status, lines }
  }
  if (raw && typeof raw === 'object') {
    const fields: Record<string, string[]> = {}
    for (const [key, value] of Object.entries(raw)) fields[key] = Array.isArray(value) ? value.map(String) : [String(value)]
    const lines = Object.values(fields).flat()
    if (lines.length) return { message: lines.join('\n'), status, fields, lines }
  }
  return { message: fallback, status }
}
