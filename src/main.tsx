import { createRoot } from 'react-dom/client'
import { createConsole } from '@/app/console'
import { appConfig } from '@/configs/app.config'
import { loadLocale } from '@/locales'
import './index.css'

// Boot: the English strings load lazily (SPEC.md section 7) before the first render.
await loadLocale(appConfig.defaultLocale)

createRoot(document.getElementById('root')!).render(createConsole().element())
