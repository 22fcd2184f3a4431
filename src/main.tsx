import { createRoot } from 'react-dom/client'
import { createConsole } from '@/app/console'
import { preloadRoute, routePath } from '@/app/preload-route'
import { appConfig } from '@/configs/app.config'
import { loadLocale } from '@/locales'
import { sendSessionCheck } from '@/services/auth-api'
import { getAccessToken } from '@/services/session-cookies'
import './index.css'

// A signed-in load sends its session check now, and asks for its API layer (RTK Query), shell
// and page beside the strings, not after the first render asks for them (index.html preloads
// the shell; the page depends on the address): the check's round trip overlaps the strings and
// the shell, and the page's code comes a round trip sooner on a first visit (bench/README.md,
// Lighthouse). The session gate takes the check's answer; the router's imports find the code loading.
if (getAccessToken()) {
  sendSessionCheck()
  import('@/services/api').catch(() => undefined)
  preloadRoute(routePath(window.location.href))
}
// Created in this same task, so the http layer's session hooks (a 401 ends the session) are
// wired before the check's answer can come back.
const consoleApp = createConsole()
// Boot: the English strings load lazily (SPEC.md section 7) before the first render.
await loadLocale(appConfig.defaultLocale)

createRoot(document.getElementById('root')!).render(consoleApp.element())
