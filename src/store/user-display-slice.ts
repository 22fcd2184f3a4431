import { createSlice } from '@reduxjs/toolkit'
import type { Profile, UserType } from '@ihrc/contract'
import { fetchProfile, login } from './auth-thunks'
import { sessionEnded } from './session-slice'

/**
 * Who is signed in, as the shell shows it (SPEC.md section 3 "User display state"), plus
 * the type and permissions the menu asks `can()` about. Named `userDisplay` so the User
 * Setup area can own a `user` data slice.
 */
export interface UserDisplayState {
  /** 0 when nobody is signed in; keys what this browser keeps for each person (their lists' columns). */
  userId: number
  avatar: string
  userName: string
  email: string
  authority: string[]
  type: UserType | ''
  permissions: string[]
  tenantName: string
}

const initialState: UserDisplayState = {
  userId: 0,
  avatar: '',
  userName: '',
  email: '',
  authority: [],
  type: '',
  permissions: [],
  tenantName: '',
}

function fromProfile(p: Profile): UserDisplayState {
  return {
    userId: p.id,
    avatar: p.avatar ?? '',
    userName: p.name,
    email: p.email,
    authority: [...p.authority],
    type: p.type,
    permissions: [...p.permissions],
    tenantName: p.tenant_name ?? '',
  }
}

export const userDisplaySlice = createSlice({
  name: 'userDisplay',
  initialState,
  reducers: {},
  extraReducers: (builder) => {
    builder
      .addCase(login.fulfilled, (_state, action) => fromProfile(action.payload.user))
      .addCase(fetchProfile.fulfilled, (_state, action) => fromProfile(action.payload))
      // SPEC.md section 4: on failure the user is cleared and the type reset to empty.
      .addCase(fetchProfile.rejected, () => initialState)
      .addMatcher(sessionEnded, () => initialState)
  },
})
