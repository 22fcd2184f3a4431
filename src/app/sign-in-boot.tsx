import { createRoot, hydrateRoot, type Root } from 'react-dom/client'
import { absolutePath, appConfig } from '@/configs/app.config'
import { lazySignInHost, type SignInHost } from '@/features/auth/sign-in/sign-in-host'
import { SignInScreen } from '@/features/auth/sign-in/SignInScreen'
import { loadLocale } from '@/locales'
import { getAccessToken } from '@/services/session-cookies'
import type { createConsole } from './console'

type Console = ReturnType<typeof createConsole>

/**
 * The sign-in page's own entry (sign-in.html): it hydrates the prerendered page with React
 * and the form alone. The console (store, persistence, axios, router, layouts) loads when
 * the visitor focuses the form or submits, and takes over the page once they are signed
 * in, or when they follow the "Forgot password?" link. A visitor who still has a session
 * cookie gets the console at once (it sends them on, or back here if the session is over).
 * Answers the React root it drew in, which the console later takes over.
 */
export async function startSignIn(container: HTMLElement): Promise<Root> {
  await loadLocale(appConfig.defaultLocale)
  if (getAccessToken()) {
    const { createConsole } = await import('./console')
    const consoleRoot = createRoot(container)
    consoleRoot.render(createConsole().element())
    return consoleRoot
  }
  let root: Root | null = null
  let shell: Console | null = null
  const mountConsole = () => root?.render(shell!.element())
  const loadHost = async (): Promise<SignInHost> => {
    const module = await import('./console')
    shell = module.createConsole()
    await shell.ready
    return module.storeSignInHost(shell.app.store, (path) => {
      history.pushState(null, '', absolutePath(path))
      mountConsole()
    })
  }
  // Once signed in, the console's router starts at /sign-in and its signed-out guard sends the user on.
  root = hydrateRoot(container, <SignInScreen host={lazySignInHost(loadHost, mountConsole)} />)
  return root
}
