import { useEffect, useState, type ReactNode } from 'react'
import { FullPageSpinner } from '@/components/shared/FullPageSpinner'
import { getAccessToken } from '@/services/session-cookies'
import { fetchProfile } from '@/store/auth-thunks'
import { sessionInvalid } from '@/store/session-slice'
import { useAppDispatch, useAppSelector } from '@/store/hooks'

/**
 * SPEC.md section 2: "The shell waits for an initial session check before it renders."
 * A persisted session without its token cookie is over; with one, the profile is fetched
 * (a 401 there ends the session quietly, see services/http.ts) before anything renders.
 */
export function SessionGate({ children }: { children: ReactNode }) {
  const dispatch = useAppDispatch()
  const signedIn = useAppSelector((s) => s.session.signedIn)
  // Signed in by this very store (sign-in.html hands over after login): the login's answer was the check.
  const signedInHere = useAppSelector((s) => s.auth.authenticated)
  const [checked, setChecked] = useState(!signedIn || signedInHere)

  useEffect(() => {
    if (checked) return
    if (!getAccessToken()) {
      dispatch(sessionInvalid())
      setChecked(true)
      return
    }
    void dispatch(fetchProfile()).finally(() => setChecked(true))
  }, [checked, dispatch])

  return checked ? children : <FullPageSpinner />
}
