import type { z } from 'zod'
import type { ReadError } from '@/store/resource-slice'

/** Field → first message, from a contract schema's check or the server's object-of-arrays answer. */
export type FieldErrors = Record<string, string>

export function checkBody<S extends z.ZodType>(schema: S, body: unknown): { data: z.infer<S> } | { errors: FieldErrors } {
  const result = schema.safeParse(body)
  if (result.success) return { data: result.data }
  const errors: FieldErrors = {}
  for (const issue of result.error.issues) errors[String(issue.path[0] ?? 'form')] ??= issue.message
  return { errors }
}

export function serverErrors(error: ReadError): FieldErrors {
  if (!error.fields) return { form: error.message }
  return Object.fromEntries(Object.entries(error.fields).map(([k, v]) => [k, v[0] ?? error.message]))
}
