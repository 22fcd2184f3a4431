import { createSlice, isAnyOf, type PayloadAction } from '@reduxjs/toolkit'
import { login, logout } from './auth-thunks'

/** SPEC.md section 3 "Session state: signedIn and token". Persisted. */
export interface SessionState {
  signedIn: boolean
  token: string | null
}

const initialState: SessionState = { signedIn: false, token: null }

export const sessionSlice = createSlice({
  name: 'session',
  initialState,
  reducers: {
    tokenRefreshed(state, action: PayloadAction<string>) {
      state.token = action.payload
    },
    /** SPEC.md section 4: "A 401 response triggers a session-invalid action". */
    sessionInvalid() {
      return initialState
    },
  },
  extraReducers: (builder) => {
    builder
      .addCase(login.fulfilled, (state, action) => {
        state.signedIn = true
        state.token = action.payload.token
      })
      .addCase(logout.fulfilled, () => initialState)
  },
})

export const { tokenRefreshed, sessionInvalid } = sessionSlice.actions

/** Signed out or invalidated: either way other slices forget the user. */
export const sessionEnded = isAnyOf(logout.fulfilled, sessionInvalid)
