import { createAsyncThunk, createSlice } from '@reduxjs/toolkit'
import { FALLBACK } from '@ihrc/contract/messages'
import { postForgotPassword, postResetPassword } from '@/services/auth-api'
import { serverMessageOf } from '@/services/errors'
import { rootReducer } from '@/store/root-reducer'

/** SPEC.md sections 3-4 "Password recovery: loading, success, error". */
export interface PasswordRecoveryState {
  loading: boolean
  success: boolean
  error: string | null
}

const initialState: PasswordRecoveryState = { loading: false, success: false, error: null }

export const requestPasswordReset = createAsyncThunk<void, string, { rejectValue: string }>(
  'passwordRecovery/request',
  async (email, { rejectWithValue }) => {
    try {
      await postForgotPassword(email)
    } catch (error) {
      return rejectWithValue(serverMessageOf(error, FALLBACK.forgotPassword))
    }
  },
)

export const resetPassword = createAsyncThunk<void, { token: string; password: string }, { rejectValue: string }>(
  'passwordRecovery/reset',
  async ({ token, password }, { rejectWithValue }) => {
    try {
      await postResetPassword(token, password)
    } catch (error) {
      return rejectWithValue(serverMessageOf(error, FALLBACK.resetPassword))
    }
  },
)

export const passwordRecoverySlice = createSlice({
  name: 'passwordRecovery',
  initialState,
  reducers: {
    resetPasswordRecovery: () => initialState,
  },
  extraReducers: (builder) => {
    for (const thunk of [requestPasswordReset, resetPassword]) {
      builder
        .addCase(thunk.pending, (state) => {
          state.loading = true
          state.success = false
          state.error = null
        })
        .addCase(thunk.fulfilled, (state) => {
          state.loading = false
          state.success = true
        })
        .addCase(thunk.rejected, (state, action) => {
          state.loading = false
          state.error = action.payload ?? FALLBACK.resetPassword
        })
    }
  },
})

export const { resetPasswordRecovery } = passwordRecoverySlice.actions

// Mounted when a password recovery page loads (store/root-reducer.ts: lazily injected slices).
const injected = passwordRecoverySlice.injectInto(rootReducer)
export const selectPasswordRecovery = injected.selectSlice

declare module '@/store/root-reducer' {
  interface LazyLoadedSlices {
    passwordRecovery: PasswordRecoveryState
  }
}
