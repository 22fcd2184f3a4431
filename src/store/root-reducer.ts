import { combineSlices, type WithSlice } from '@reduxjs/toolkit'
import type { api } from '@/services/api'
import { authSlice } from './auth-slice'
import { listColumnsSlice } from './list-columns-slice'
import { localeSlice } from './locale-slice'
import { sessionSlice } from './session-slice'
import { themeSlice } from './theme-slice'
import { userDisplaySlice } from './user-display-slice'

/**
 * Slices that load with their area declare themselves here by interface merging and call
 * `rootReducer.inject(slice)` (or `slice.injectInto(rootReducer)`) from their own module:
 *   declare module '@/store/root-reducer' { interface LazyLoadedSlices extends WithSlice<typeof mySlice> {} }
 * so the store never imports a feature, and a feature never imports the app.
 */
// The RTK Query cache joins when the shell's routes load (`attachApi`), so the sign-in page never loads RTK Query.
// eslint-disable-next-line @typescript-eslint/no-empty-object-type -- areas extend it by declaration merging
export interface LazyLoadedSlices extends WithSlice<typeof api> {}

export const rootReducer = combineSlices(
  sessionSlice,
  authSlice,
  userDisplaySlice,
  themeSlice,
  localeSlice,
  listColumnsSlice,
).withLazyLoadedSlices<LazyLoadedSlices>()

export type RootState = ReturnType<typeof rootReducer>
