import { z } from 'zod'

/** Error body of every non-2xx answer (API.md "Conventions"). */
export const errorMessage = z.union([z.string(), z.array(z.string()), z.record(z.string(), z.array(z.string()))])
export type ErrorMessage = z.infer<typeof errorMessage>
export const errorBody = z.object({ message: errorMessage })
export type ErrorBody = z.infer<typeof errorBody>

export const pageMeta = z.object({
  page: z.number().int(),
  page_size: z.number().int(),
  total: z.number().int(),
  /** True when `total` is the database's estimate (a large unsearched list), shown as "about N". */
  total_is_estimate: z.boolean().optional(),
})
export type PageMeta = z.infer<typeof pageMeta>

export function envelope<T extends z.ZodType>(data: T) {
  return z.object({ data, message: z.string().optional() })
}
export function paged<T extends z.ZodType>(item: T) {
  return z.object({ data: z.array(item), meta: pageMeta, message: z.string().optional() })
}
export interface Envelope<T> {
  data: T
  message?: string
}
export interface Paged<T> {
  data: T[]
  meta: PageMeta
  message?: string
}

export const MAX_PAGE_SIZE = 200
/** Query every list endpoint accepts. */
export const listQuery = z.object({
  page: z.coerce.number().int().min(1).default(1),
  page_size: z.coerce.number().int().min(1).max(MAX_PAGE_SIZE).default(20),
  search: z.string().trim().max(200).optional(),
  sort: z.string().max(64).optional(),
  order: z.enum(['asc', 'desc']).optional(),
})
export type ListQuery = z.infer<typeof listQuery>

export const idParam = z.object({ id: z.coerce.number().int().positive() })
