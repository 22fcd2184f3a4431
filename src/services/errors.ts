import { isAxiosError } from 'axios'

/**
 * What the console shows for a failed call (SPEC.md section 8): the server's message in
 * any of the three shapes of the error envelope (a string, a list, or an object of
 * field → list), else the client's own error message. Pure, so it can be tested alone
 * and reused by thunks that show errors inline.
 */
export function extractMessages(error: unknown): string[] {
  const server = serverMessages(error)
  if (server.length > 0) return server
  if (error instanceof Error && error.message.trim() !== '') return [error.message]
  if (typeof error === 'string' && error.trim() !== '') return [error]
  return []
}

/** One line for places that show a single message (inline alerts, thunk rejections). */
export function messageOf(error: unknown, fallback: string): string {
  const messages = extractMessages(error)
  return messages.length > 0 ? messages.join('\n') : fallback
}

/** True when the server answered with more than one entry or a list/object form: show bullets. */
export function isListMessage(error: unknown): boolean {
  const raw = rawServerMessage(error)
  return Array.isArray(raw) || (raw !== null && typeof raw === 'object')
}

function rawServerMessage(error: unknown): unknown {
  if (!isAxiosError(error)) return null
  const body: unknown = error.response?.data
  if (body === null || typeof body !== 'object' || !('message' in body)) return null
  return (body as { message: unknown }).message
}

/** The server's own words only, flattened (empty when it gave none). */
export function serverMessages(error: unknown): string[] {
  return flatten(rawServerMessage(error))
}

function flatten(raw: unknown): string[] {
  if (typeof raw === 'string') return raw.trim() === '' ? [] : [raw]
  if (Array.isArray(raw)) return raw.flatMap(flatten)
  if (raw !== null && typeof raw === 'object') return Object.values(raw).flatMap(flatten)
  return []
}

/** Like `messageOf`, but only the server's words count (SPEC.md section 8 "Failed login"). */
export function serverMessageOf(error: unknown, fallback: string): string {
  const messages = serverMessages(error)
  return messages.length > 0 ? messages.join('\n') : fallback
}
