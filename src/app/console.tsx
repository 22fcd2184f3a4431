import { StrictMode } from 'react'
import { App } from './App'
import { createAppRouter } from './router'
import { createAppStore } from '@/store/app-store'

export { storeSignInHost } from '@/features/auth/sign-in/store-sign-in-host'

/**
 * The console: its store (rehydrating at once) and its router at the browser's URL, created
 * when first asked for (main.tsx asks at boot, so the address's shell and page start loading;
 * otherwise the mount does). main.tsx mounts it at boot; the sign-in page's own entry
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
  // One router per console, created on first ask at the browser's URL of that moment.
  let router: ReturnType<typeof createAppRouter> | undefined
  const getRouter = () => (router ??= createAppRouter(app))
  const element = () => (
    <StrictMode>
      <App app={app} router={getRouter()} />
    </StrictMode>
  )
  return { app, ready, router: getRouter, element }
}
