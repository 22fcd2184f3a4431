import { createAsyncThunk } from '@reduxjs/toolkit'
import type { LoginBody, Profile } from '@ihrc/contract'
import { LOGIN_FAILED } from '@ihrc/contract/messages'
import { getProfile, postLogin, postLogout } from '@/services/auth-api'
import { serverMessageOf } from '@/services/errors'
import { clearTokens, getRefreshToken, storeTokens } from '@/services/session-cookies'

/**
 * Login (SPEC.md section 4): tokens go to the cookies (read by the http layer) and the
 * session slice; the answer carries the profile, so no second round trip is needed.
 * Failure: the server's message, else 'Login failed' (section 8).
 */
export const login = createAsyncThunk<{ token: string; user: Profile }, LoginBody, { rejectValue: string }>(
  'auth/login',
  async (body, { rejectWithValue }) => {
    try {
      const pair = await postLogin(body)
      storeTokens(pair.token, pair.refresh_token)
      // One action signs in and fills the user, so no screen sees one without the other.
      return { token: pair.token, user: pair.user }
    } catch (error) {
      return rejectWithValue(serverMessageOf(error, LOGIN_FAILED))
    }
  },
)

export const fetchProfile = createAsyncThunk<Profile, void, { rejectValue: string }>('auth/profile', async (_, { rejectWithValue }) => {
  try {
    return await getProfile()
  } catch (error) {
    return rejectWithValue(serverMessageOf(error, ''))
  }
})

/**
 * Sign out: revoke the refresh token on the server, then forget the session locally
 * whatever the server said (a failed revoke must not keep someone signed in here).
 */
export const logout = createAsyncThunk('auth/logout', async () => {
  try {
    await postLogout(getRefreshToken())
  } catch {
    // The local session ends regardless; the access token expires on its own.
  } finally {
    clearTokens()
  }
})
