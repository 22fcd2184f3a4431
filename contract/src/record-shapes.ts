/** Read shapes many records share: time stamps, a named reference, stored documents, a bulk upload's result. */
import { z } from 'zod'

export const stamps = { created_at: z.string(), updated_at: z.string() }
export const namedRef = z.object({ id: z.number().int(), name: z.string() })
export type NamedRef = z.infer<typeof namedRef>

/** A stored document as the console sees it; download through its own route. */
export const fileRef = z.object({ id: z.number().int(), name: z.string(), mime: z.string(), size: z.number().int() })
export type FileRef = z.infer<typeof fileRef>
/** A record's document of one named kind: the file, and who put it there when. */
export const recordDocument = fileRef.extend({ uploaded_at: z.string(), uploaded_by: namedRef.nullable() })
export type RecordDocument = z.infer<typeof recordDocument>
/** The item fields of a resource's document kinds: one per kind, null while missing (`{se_document, lease_document}`). */
export function documentFields<const K extends string>(kinds: readonly K[]) {
  return Object.fromEntries(kinds.map((k) => [k, recordDocument.nullable()])) as Record<K, z.ZodNullable<typeof recordDocument>>
}
export const bulkResult = z.object({ created: z.number().int() })
