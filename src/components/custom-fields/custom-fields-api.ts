import { MAX_PAGE_SIZE, type Paged } from '@ihrc/contract/envelope'
import type { CustomField, CustomFieldModule } from '@ihrc/contract/settings'
import { endpoints, requestOf } from '@ihrc/contract/endpoints'
import { api } from '@/services/api'
import { tagsOf } from '@/services/cache-tags'

/**
 * A module's custom field definitions (Global Settings → Custom Fields), cached per
 * module under the definitions' tag, so a field added or removed there shows on every
 * form and table of the module at once.
 */
export const customFieldsApi = api.injectEndpoints({
  endpoints: (build) => ({
    customFields: build.query<CustomField[], CustomFieldModule>({
      query: (module) => ({
        ...requestOf(endpoints.customField.list),
        params: { module, page_size: MAX_PAGE_SIZE, sort: 'created_at' },
        skipErrorToast: true,
      }),
      transformResponse: (res: Paged<CustomField>) => res.data,
      providesTags: tagsOf(endpoints.customField.list),
    }),
  }),
})
