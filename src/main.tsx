import '@/services/zod-without-eval'
import { StrictMode } from 'react'
import { createRoot } from 'react-dom/client'
import { App } from '@/app/App'
import { createAppRouter } from '@/app/router'
import { createAppStore } from '@/app/store'
import { appConfig } from '@/configs/app.config'
import { loadLocale } from '@/locales'
import './index.css'

// Boot: the English strings load lazily (SPEC.md section 7) before the first render.
await loadLocale(appConfig.defaultLocale)

const app = createAppStore()

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <App app={app} router={createAppRouter(app)} />
  </StrictMode>,
)
