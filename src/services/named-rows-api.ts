import type { Paged } from '@ihrc/contract'
import { api } from './api'

/** A row of any named list (designations, users): what a dropdown shows of it. */
export interface NamedRow {
  id: number
  name: string
  email?: string
}

/**
 * Up to 200 rows of the list at a resource's path, cached under that resource's tag, so
 * a designation added or renamed on its own screen is in every designation dropdown.
 */
export const namedRowsApi = api.injectEndpoints({
  endpoints: (build) => ({
    namedRows: build.query<NamedRow[], string>({
      query: (path) => ({ url: path, params: { page_size: 200 } }),
      transformResponse: (res: Paged<NamedRow>) => res.data,
      providesTags: (_r, _e, path) => [path],
    }),
  }),
})

export const { useNamedRowsQuery } = namedRowsApi
