import { startTransition } from 'react'
import { createRoot } from 'react-dom/client'
import { createConsole } from '@/app/console'
import { appConfig } from '@/configs/app.config'
import { loadLocale } from '@/locales'
import { sendSessionCheck } from '@/services/auth-api'
import { getAccessToken } from '@/services/session-cookies'
import { nextTask } from '@/utils/next-task'
import './index.css'

// The boot's work in a task after the one that evaluated the console's modules: on Lighthouse's
// slowed phone the two were one task of ~190 ms (bench/README.md, Lighthouse, session s42).
await nextTask()
// A signed-in load sends its session check now, and asks for its API layer (RTK Query) beside
// the strings, not after the first render asks for it: the check's round trip overlaps the
// strings and the shell (bench/README.md, Lighthouse). The session gate takes the check's answer.
if (getAccessToken()) {
  sendSessionCheck()
  import('@/services/api').catch(() => undefined)
}
// Created in this same task, so the http layer's session hooks (a 401 ends the session) are
// wired before the check's answer can come back.
const consoleApp = createConsole()
// The router in a task of its own: evaluating the console's modules, sending the check and
// creating the store was one task of ~350 ms on Lighthouse's slowed phone with the router's
// creation (bench/README.md, Lighthouse, session s41).
await nextTask()
// The router now, while the strings are on the wire: its creation matches the address once, and
// the shell and the page it matched start loading from those matches (index.html preloads the
// shell; the page depends on the address), a round trip sooner than the first render would ask.
consoleApp.router()
// Boot: the English strings load lazily (SPEC.md section 7) before the first render.
await loadLocale(appConfig.defaultLocale)
// The store's persisted session, theme and locale are back by now: the app draws without a gate.
await consoleApp.ready

// In a transition React draws the first tree in 5 ms slices; only its commit is one task (session s41).
const root = createRoot(document.getElementById('root')!)
startTransition(() => root.render(consoleApp.element()))
