import { Suspense } from 'react'
import { Outlet } from 'react-router-dom'
import { FullPageSpinner } from '@/components/shared/FullPageSpinner'
import { AuthCard } from './AuthCard'

/** The signed-out routes' layout: the auth card around the route's page. */
export default function AuthLayout() {
  return (
    <AuthCard>
      <Suspense fallback={<FullPageSpinner inline />}>
        <Outlet />
      </Suspense>
    </AuthCard>
  )
}
