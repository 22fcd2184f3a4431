import type { ComponentType } from 'react'
import type { PageLoader } from './navigation.config'

/** Routes that are not menu entries. Menu routes come from navigation.config.ts. */
export interface PageRoute {
  path: string
  page: PageLoader
}

/** Sign-in only while signed out; the recovery pages work either way (a link from an email). */
export const signedOutRoutes: readonly PageRoute[] = [{ path: '/sign-in', page: () => import('@/features/auth/pages/SignInPage') }]

export const passwordRoutes: readonly PageRoute[] = [
  { path: '/forgot-password', page: () => import('@/features/auth/pages/ForgotPasswordPage') },
  { path: '/reset-password', page: () => import('@/features/auth/pages/ResetPasswordPage') },
]

/**
 * Open to anyone, outside the shell: the widget gallery for designers and reviewers, in
 * development only (`npm run dev`, the SPA tests, the kit's browser tests on Vite's dev
 * server). The production build drops it, so there /kit is the not-found page. A glob,
 * so the console still builds in a tree where the gallery is absent.
 */
const gallery = import.meta.env.DEV ? import.meta.glob<{ default: ComponentType }>('../features/kit-gallery/KitGalleryPage.tsx') : {}
export const standaloneRoutes: readonly PageRoute[] = Object.values(gallery).map((page) => ({ path: '/kit', page }))

/** Pages inside the shell that the menu does not list (the header's, the Company row menu's); without `page`, not built yet. */
export const unlistedShellRoutes: readonly { path: string; label: string; page?: PageLoader }[] = [
  { path: '/notifications', label: 'Notifications' },
  { path: '/profile', label: 'Profile' },
  // The statutory setups of a company (Company tab row menu, `?company_id=`).
  { path: '/pf-setup', label: 'PF setup', page: () => import('@/features/setups/pages/PfSetupPage') },
  { path: '/esi-setup', label: 'ESI setup', page: () => import('@/features/setups/pages/EsiSetupPage') },
  { path: '/pt-setup', label: 'PT setup', page: () => import('@/features/setups/pages/PtSetupPage') },
  { path: '/lwf-setup', label: 'LWF setup', page: () => import('@/features/setups/pages/LwfSetupPage') },
]
