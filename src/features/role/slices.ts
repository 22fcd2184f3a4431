import { createAsyncThunk } from '@reduxjs/toolkit'
import { GENERIC_ERROR } from '@ihrc/contract/messages'
import type { Role } from '@ihrc/contract/people'
import { endpoints } from '@ihrc/contract/endpoints'
import { rootReducer } from '@/store/root-reducer'
import { write } from '@/services/write'
import { createResourceSlice, readError, type ReadError, type ResourceState } from '@/store/resource-slice'

/** The role's grants as the server stored them (normalised). */
export interface RolePermissions {
  id: number
  name: string
  permissions: string[]
}

export const updateRolePermissions = createAsyncThunk<RolePermissions, { id: number; permissions: string[] }, { rejectValue: ReadError }>(
  'role/updatePermissions',
  async ({ id, permissions }, { rejectWithValue, dispatch }) => {
    try {
      return await dispatch(write(endpoints.role.setPermissions)<RolePermissions>({ params: { id }, body: { permissions } }))
    } catch (error) {
      return rejectWithValue(readError(error, GENERIC_ERROR))
    }
  },
)

/**
 * Designations (SPEC section 3: id, name, permissions list). Updating a role's
 * permissions sets the current role's permissions when the ids match (section 4), and
 * the row in the list.
 */
export const roles = createResourceSlice<Role>({
  name: 'role',
  endpoints: endpoints.role,
  messages: {},
  writes: [updateRolePermissions],
  extend: (builder) => {
    builder.addCase(updateRolePermissions.fulfilled, (state, action) => {
      const { id, permissions } = action.payload
      if (state.current?.id === id) state.current.permissions = permissions
      const row = state.list.find((r) => r.id === id)
      if (row) row.permissions = permissions
    })
  },
})

rootReducer.inject({ reducerPath: 'role', reducer: roles.reducer })

declare module '@/store/root-reducer' {
  interface LazyLoadedSlices {
    role: ResourceState<Role>
  }
}
