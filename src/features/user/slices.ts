import { createAsyncThunk } from '@reduxjs/toolkit'
import { FALLBACK } from '@ihrc/contract/messages'
import type { Envelope } from '@ihrc/contract/envelope'
import type { User, UserPermissions } from '@ihrc/contract/people'
import { endpoints, pathOf } from '@ihrc/contract/endpoints'
import { rootReducer } from '@/store/root-reducer'
import { http } from '@/services/http'
import { write } from '@/services/write'
import { createResourceSlice, readError, type ReadError, type ResourceState } from '@/store/resource-slice'

/** SPEC section 3 "User": list, selected user, permissions (the permissions payload is a list). */
export interface UserExtra {
  permissions: UserPermissions | null
}

export const fetchUserPermissions = createAsyncThunk<UserPermissions, number, { rejectValue: ReadError }>(
  'user/fetchPermissions',
  async (id, { rejectWithValue }) => {
    try {
      return (
        await http.get<Envelope<UserPermissions>>(pathOf(endpoints.user.permissions, { id }), { fallbackMessage: FALLBACK.fetchUser })
      ).data.data
    } catch (error) {
      return rejectWithValue(readError(error, FALLBACK.fetchUser))
    }
  },
)

export const updateUserPermissions = createAsyncThunk<UserPermissions, { id: number; permissions: string[] }, { rejectValue: ReadError }>(
  'user/updatePermissions',
  async ({ id, permissions }, { rejectWithValue, dispatch }) => {
    try {
      return await dispatch(
        write(endpoints.user.setPermissions)<UserPermissions>({
          params: { id },
          body: { permissions },
          fallback: FALLBACK.updateUserPermissions,
        }),
      )
    } catch (error) {
      return rejectWithValue(readError(error, FALLBACK.updateUserPermissions))
    }
  },
)

export const users = createResourceSlice<User, UserExtra>({
  name: 'user',
  endpoints: endpoints.user,
  messages: { list: FALLBACK.fetchUser, get: FALLBACK.fetchUser, create: FALLBACK.createUser, update: FALLBACK.updateUser },
  extraState: { permissions: null },
  writes: [updateUserPermissions],
  extend: (builder) => {
    builder
      .addCase(fetchUserPermissions.pending, (state) => {
        state.loading = true
        state.error = null
        state.permissions = null
      })
      .addCase(fetchUserPermissions.fulfilled, (state, action) => {
        state.loading = false
        state.permissions = action.payload
      })
      .addCase(fetchUserPermissions.rejected, (state, action) => {
        state.loading = false
        state.error = action.payload?.message ?? action.error.message ?? FALLBACK.fetchUser
      })
      .addCase(updateUserPermissions.fulfilled, (state, action) => {
        state.permissions = action.payload
      })
  },
})

rootReducer.inject({ reducerPath: 'user', reducer: users.reducer })

declare module '@/store/root-reducer' {
  interface LazyLoadedSlices {
    user: ResourceState<User> & UserExtra
  }
}
