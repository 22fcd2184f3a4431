import { Navigate, Outlet, useLocation } from 'react-router-dom'
import { useAppSelector } from '@/store/hooks'
import { appConfig } from '@/configs/app.config'

/** Signed-in routes; others go to sign-in and come back here afterwards. */
export function RequireAuth() {
  const signedIn = useAppSelector((s) => s.session.signedIn)
  const location = useLocation()
  if (!signedIn) return <Navigate to={appConfig.unAuthenticatedEntryPath} replace state={{ from: location }} />
  return <Outlet />
}

/** Signed-out routes (sign-in): a signed-in user goes where they were heading, else home. */
export function RequireSignedOut() {
  const signedIn = useAppSelector((s) => s.session.signedIn)
  const location = useLocation()
  if (signedIn) {
    const from = (location.state as { from?: { pathname: string; search?: string } } | null)?.from
    return <Navigate to={from ? `${from.pathname}${from.search ?? ''}` : appConfig.authenticatedEntryPath} replace />
  }
  return <Outlet />
}
