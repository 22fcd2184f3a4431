import { createSlice } from '@reduxjs/toolkit'
import { LOGIN_FAILED } from '@ihrc/contract/messages'
import { fetchProfile, login } from './auth-thunks'
import { sessionEnded } from './session-slice'

/**
 * SPEC.md sections 3-4: login goes idle → loading (loginLoading) → authenticated, or
 * unauthenticated with the error message; fetching the profile sets `loading`.
 */
export interface AuthState {
  loading: boolean
  authenticated: boolean
  loginLoading: boolean
  error: string | null
}

const initialState: AuthState = { loading: false, authenticated: false, loginLoading: false, error: null }

export const authSlice = createSlice({
  name: 'auth',
  initialState,
  reducers: {
    clearAuthError(state) {
      state.error = null
    },
  },
  extraReducers: (builder) => {
    builder
      .addCase(login.pending, (state) => {
        state.loginLoading = true
        state.error = null
      })
      .addCase(login.fulfilled, (state) => {
        state.loginLoading = false
        state.authenticated = true
      })
      .addCase(login.rejected, (state, action) => {
        state.loginLoading = false
        state.authenticated = false
        state.error = action.payload ?? LOGIN_FAILED
      })
      .addCase(fetchProfile.pending, (state) => {
        state.loading = true
      })
      .addCase(fetchProfile.fulfilled, (state) => {
        state.loading = false
        state.authenticated = true
      })
      .addCase(fetchProfile.rejected, (state) => {
        state.loading = false
      })
      .addMatcher(sessionEnded, () => initialState)
  },
})

export const { clearAuthError } = authSlice.actions
