import type { Place, State } from '@ihrc/contract'
import { rootReducer } from '@/app/store'
import { createResourceSlice, type ResourceState } from '@/store/resource-slice'

/**
 * The State, District and Location tabs list the reference data (seeded, plus the
 * tenant's own districts and locations) with the same page as every other list.
 */
export const stateList = createResourceSlice<State>({ name: 'stateList', path: 'states', messages: {} })
export const districtList = createResourceSlice<Place>({ name: 'districtList', path: 'district', messages: {} })
export const locationList = createResourceSlice<Place>({ name: 'locationList', path: 'location', messages: {} })

rootReducer.inject({ reducerPath: 'stateList', reducer: stateList.reducer })
rootReducer.inject({ reducerPath: 'districtList', reducer: districtList.reducer })
rootReducer.inject({ reducerPath: 'locationList', reducer: locationList.reducer })

declare module '@/app/store' {
  interface LazyLoadedSlices {
    stateList: ResourceState<State>
    districtList: ResourceState<Place>
    locationList: ResourceState<Place>
  }
}
