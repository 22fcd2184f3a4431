import type { CustomField } from '@ihrc/contract'
import { endpoints } from '@ihrc/contract/endpoints'
import { rootReducer } from '@/store/root-reducer'
import { createResourceSlice, type ResourceState } from '@/store/resource-slice'

/** Global Settings → Custom Fields: the definitions' list. Its writes refetch every form and table that shows them (their cache tag). */
export const customFields = createResourceSlice<CustomField>({
  name: 'customField',
  endpoints: endpoints.customField,
  messages: {
    list: 'Failed to fetch custom fields',
    create: 'Failed to create custom field',
    update: 'Failed to update custom field',
    remove: 'Failed to delete custom field',
  },
})

// Mounted when the Custom Fields page loads (store/root-reducer.ts: lazily injected slices).
rootReducer.inject({ reducerPath: 'customField', reducer: customFields.reducer })

declare module '@/store/root-reducer' {
  interface LazyLoadedSlices {
    customField: ResourceState<CustomField>
  }
}
