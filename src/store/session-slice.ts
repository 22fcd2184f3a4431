import { createSlice, isAnyOf, type PayloadAction } from '@reduxjs/toolkit'

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
    signInSuccess(state, action: PayloadAction<string>) {
      state.signedIn = true
      state.token = action.payload
    },
    tokenRefreshed(state, action: PayloadAction<string>) {
      state.token = action.payload
    },
    signOutSuccess() {
      return initialState
    },
    /** SPEC.md section 4: "A 401 response triggers a session-invalid action". */
    sessionInvalid() {
      return initialState
    },
  },
})

export const { signInSuccess, tokenRefreshed, signOutSuccess, sessionInvalid } = sessionSlice.actions

/** Either way the session ends: other slices forget the user on this. */
export const sessionEnded = isAnyOf(signOutSuccess, sessionInvalid)
