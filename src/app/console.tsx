import { StrictMode } from 'react'
import { App } from './App'
import { createAppRouter } from './router'
import { createAppStore } from '@/store/app-store'

export { storeSignInHost } from '@/features/auth/sign-in/store-sign-in-host'

/**
 * The console: its store (rehydrating at once) and, when mounted, its router at the
 * browser's current URL. main.tsx mounts it at boot; the sign-in page's own entry
 * (sign-in-boot.tsx) creates it when the visitor submits and mounts it once signed in.
 */
export function createConsole() {
  const app = createAppStore()
  /** The persisted session, theme and locale are back: a login dispatched now is not overwritten by them. */
  const ready = new Promise<void>((resolve) => {
    const check = () => {
      if (!app.persistor.getState().bootstrapped) return false
      resolve()
      return true
    }
    if (check()) return
    const off = app.persistor.subscribe(() => check() && off())
  })
  const element = () => (
    <StrictMode>
      <App app={app} router={createAppRouter(app)} />
    </StrictMode>
  )
  return { app, ready, element }
}
