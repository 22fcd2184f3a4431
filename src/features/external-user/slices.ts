import type { User } from '@ihrc/contract'
import { endpoints } from '@ihrc/contract/endpoints'
import { rootReducer } from '@/store/root-reducer'
import { createResourceSlice, type ResourceState } from '@/store/resource-slice'

/** External users: users rows flagged external, with a firm, named branches and an end date. */
export const externalUsers = createResourceSlice<User>({ name: 'externalUser', endpoints: endpoints.externalUser, messages: {} })

rootReducer.inject({ reducerPath: 'externalUser', reducer: externalUsers.reducer })

declare module '@/store/root-reducer' {
  interface LazyLoadedSlices {
    externalUser: ResourceState<User>
  }
}
