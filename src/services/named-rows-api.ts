import type { Paged } from '@ihrc/contract'
import { requestOf } from '@ihrc/contract/endpoints'
import { api } from './api'
import { tagsOf, type TaggedEndpoint } from './cache-tags'

/** A row of any named list (designations, users): what a dropdown shows of it. */
export interface NamedRow {
  id: number
  name: string
  email?: string
}

/**
 * Up to 200 rows of a resource's list (its endpoint-table row), cached under that resource's tag (its path), so
 * a designation added or renamed on its own screen is in every designation dropdown.
 */
export const namedRowsApi = api.injectEndpoints({
  endpoints: (build) => ({
    namedRows: build.query<NamedRow[], TaggedEndpoint>({
      query: (endpoint) => ({ ...requestOf(endpoint), params: { page_size: 200 } }),
      transformResponse: (res: Paged<NamedRow>) => res.data,
      providesTags: (_r, _e, endpoint) => tagsOf(endpoint),
    }),
  }),
})

export const { useNamedRowsQuery } = namedRowsApi
