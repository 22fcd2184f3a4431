/**
 * Build-time entry (scripts/prerender-plugin.ts, run by Node through Vite): the markup of
 * the sign-in page, drawn by the very component that sign-in.html's entry hydrates
 * (sign-in-boot.tsx), so the two match, and of the console's loading state for index.html
 * (no style attributes: the strict Content-Security-Policy holds).
 */
import { renderToString } from 'react-dom/server'
import { FullPageSpinner } from '@/components/shared/FullPageSpinner'
import { appConfig } from '@/configs/app.config'
import { idleSignInHost } from '@/features/auth/sign-in/sign-in-host'
import { SignInScreen } from '@/features/auth/sign-in/SignInScreen'
import { loadLocale } from '@/locales'

/** The body of sign-in.html's #root. */
export async function renderSignInBody(): Promise<string> {
  await loadLocale(appConfig.defaultLocale)
  return renderToString(<SignInScreen host={idleSignInHost} />)
}

/** The body of index.html's #root: the console's first drawn state, the same spinner React draws first (App.tsx). */
export async function renderConsoleLoading(): Promise<string> {
  await loadLocale(appConfig.defaultLocale)
  return renderToString(<FullPageSpinner />)
}
