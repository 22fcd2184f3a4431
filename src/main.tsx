import { createRoot } from 'react-dom/client'
import { createConsole } from '@/app/console'
import { preloadRoute, routePath } from '@/app/preload-route'
import { appConfig } from '@/configs/app.config'
import { loadLocale } from '@/locales'
import { getAccessToken } from '@/services/session-cookies'
import './index.css'

// A signed-in load's API layer (RTK Query), shell and page are asked for beside the strings,
// not after the first render asks for them (index.html preloads the shell; the page depends
// on the address): one round trip less before the session check and the page's own code on
// a first visit (bench/README.md, Lighthouse). The router's imports find them loading.
if (getAccessToken()) {
  import('@/services/api').catch(() => undefined)
  preloadRoute(routePath(window.location.href))
}
// Boot: the English strings load lazily (SPEC.md section 7) before the first render.
await loadLocale(appConfig.defaultLocale)

createRoot(document.getElementById('root')!).render(createConsole().element())
