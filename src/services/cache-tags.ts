import type { Endpoint, endpoints } from '@ihrc/contract/endpoints'

type Table = typeof endpoints
type Row = { [Area in keyof Table]: Table[Area][keyof Table[Area]] }[keyof Table]
type Read = Extract<Row, { readonly method: 'GET' }>

/**
 * A cache tag: the path of a read without parameters in the endpoint table (a list or a
 * lookup: `company-group`, `states`). The list slices key their cache on the same path, so a
 * write invalidates exactly the reads of its resource, and a tag the table lacks does not compile.
 */
export type CacheTag = Exclude<Read['path'], `${string}:${string}`>

/** A row whose path is a cache tag: what `tagsOf` and `resourceChanged` take. */
export type TaggedEndpoint = Endpoint<CacheTag>

/** The tags of these rows, for `providesTags` / `invalidatesTags`: written from rows, never as strings. */
export const tagsOf = (...rows: readonly TaggedEndpoint[]): CacheTag[] => rows.map((row) => row.path)
