import { useEffect, useReducer } from 'react'
import type * as PopupsModule from './popups'

/**
 * The kit's open popups (menus, lists, pickers, tooltips, drawers and dialogs) with Floating
 * UI, loaded on the first opening: closed, every control draws without them, so a page's
 * first paint fetches none of it (bench/README.md, Lighthouse, session s36). The signed-in
 * pages preload it once they are drawn and the browser is idle (`PreloadPopups`), so a
 * first opening rarely waits; one that does opens when the code arrives.
 */
export type Popups = typeof PopupsModule

let loaded: Popups | null = null
let loading: Promise<Popups> | null = null

/** The popups' code, fetched once; a failed fetch is asked for again at the next opening. */
export function loadPopups(): Promise<Popups> {
  if (!loading) {
    const asked = import('./popups').then((popups) => (loaded = popups))
    asked.catch(() => {
      if (loading === asked) loading = null
    })
    loading = asked
  }
  return loading
}

/**
 * The popups' code when it is there (at once if it already is, so a preloaded popup opens
 * in the same render as its click); while `wanted` and not yet there, it is fetched and the
 * component draws again when it arrives.
 */
export function usePopups(wanted: boolean): Popups | null {
  const [, arrived] = useReducer((n: number) => n + 1, 0)
  useEffect(() => {
    if (!wanted || loaded) return
    let live = true
    loadPopups().then(
      () => live && arrived(),
      () => undefined,
    )
    return () => {
      live = false
    }
  }, [wanted])
  return loaded
}

/** After the next paint, when the browser is idle (Safari has no requestIdleCallback: a task later). */
function whenIdleAfterPaint(run: () => void) {
  requestAnimationFrame(() => {
    if ('requestIdleCallback' in window) window.requestIdleCallback(run, { timeout: 2000 })
    else setTimeout(run, 0)
  })
}

/**
 * Drawn beside a page's content, inside its Suspense boundary, so it mounts only once the page
 * itself has drawn (its heading, Lighthouse's LCP element): then the popups load when idle,
 * off the page's first paint.
 */
export function PreloadPopups() {
  useEffect(() => whenIdleAfterPaint(() => void loadPopups().catch(() => undefined)), [])
  return null
}
