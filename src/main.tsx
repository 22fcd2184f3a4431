import { StrictMode } from 'react'
import { createRoot } from 'react-dom/client'
import { App } from '@/app/App'
import { createAppRouter } from '@/app/router'
import { replacePrerendered } from '@/app/prerendered-shell'
import { createAppStore } from '@/app/store'
import { appConfig } from '@/configs/app.config'
import { loadLocale } from '@/locales'
import './index.css'

// Boot: the English strings load lazily (SPEC.md section 7) before the first render.
await loadLocale(appConfig.defaultLocale)

const app = createAppStore()
const router = createAppRouter(app)
// sign-in.html shows the sign-in page prerendered; the page replaces it when it draws.
// Sent anywhere else (a visitor still signed in), or on a route error, the app shows its own page at once.
router.subscribe(({ location, errors }) => {
  if (errors || location.pathname !== appConfig.unAuthenticatedEntryPath) replacePrerendered()
})

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <App app={app} router={router} />
  </StrictMode>,
)
