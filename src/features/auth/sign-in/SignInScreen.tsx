import { AuthCard } from '@/components/layouts/AuthCard'
import type { SignInHost } from './sign-in-host'
import { SignInForm } from './SignInForm'

/**
 * The whole sign-in page outside the console's router: what the build prerenders into
 * sign-in.html (app/prerender.tsx) and what the page's own entry hydrates
 * (app/sign-in-boot.tsx). One component for both, so the markup matches.
 */
export function SignInScreen({ host }: { host: SignInHost }) {
  return (
    <AuthCard>
      <SignInForm host={host} />
    </AuthCard>
  )
}
