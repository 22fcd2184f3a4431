import { useEffect, useReducer } from 'react'
import type * as PopupsModule from './popups'

/**
 * The kit's open popups (menus, lists, pickers, tooltips, drawers and dialogs) with Floating
 * UI, loaded on the first opening: closed, every control draws without them, so a page's
 * first paint fetches none of it (bench/README.md, Lighthouse, session s36). The signed-in
 * pages preload it at the person's first move (`PreloadPopups`), so a first opening rarely
 * waits; one that does opens when the code arrives.
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

/**
 * The first sign of a person at the page: a pointer moving or pressed, a key, a wheel. Not
 * focus, which the console itself moves to a page's heading when it draws.
 */
const INTENT = ['pointermove', 'pointerdown', 'keydown', 'touchstart', 'wheel'] as const

function onFirstIntent(run: () => void): () => void {
  const once = () => {
    stop()
    run()
  }
  const stop = () => INTENT.forEach((type) => window.removeEventListener(type, once, true))
  INTENT.forEach((type) => window.addEventListener(type, once, { capture: true, passive: true }))
  return stop
}

/**
 * Drawn beside a page's content, inside its Suspense boundary, so it mounts only once the page
 * itself has drawn. The popups then load at the person's first move, not when the browser is
 * idle: a page whose largest paint waits for its data (the branch list's rows) would otherwise
 * fetch them before that paint, and a first opening follows a move by far more than the fetch.
 */
export function PreloadPopups() {
  useEffect(() => onFirstIntent(() => void loadPopups().catch(() => undefined)), [])
  return null
}
