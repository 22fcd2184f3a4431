import type { Place, State } from '@ihrc/contract'
import { endpoints } from '@ihrc/contract/endpoints'
import { rootReducer } from '@/store/root-reducer'
import { createResourceSlice, type ResourceState } from '@/store/resource-slice'

/**
 * The State, District and Location tabs list the reference data (seeded, plus the
 * tenant's own districts and locations) with the same page as every other list.
 */
export const stateList = createResourceSlice<State>({ name: 'stateList', endpoints: { list: endpoints.lookups.states }, messages: {} })
export const districtList = createResourceSlice<Place>({
  name: 'districtList',
  endpoints: { list: endpoints.lookups.districts, create: endpoints.lookups.addDistrict },
  messages: {},
})
export const locationList = createResourceSlice<Place>({
  name: 'locationList',
  endpoints: { list: endpoints.lookups.locations, create: endpoints.lookups.addLocation },
  messages: {},
})

rootReducer.inject({ reducerPath: 'stateList', reducer: stateList.reducer })
rootReducer.inject({ reducerPath: 'districtList', reducer: districtList.reducer })
rootReducer.inject({ reducerPath: 'locationList', reducer: locationList.reducer })

declare module '@/store/root-reducer' {
  interface LazyLoadedSlices {
    stateList: ResourceState<State>
    districtList: ResourceState<Place>
    locationList: ResourceState<Place>
  }
}
