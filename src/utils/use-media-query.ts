import { useSyncExternalStore } from 'react'

/** Tailwind's `md` breakpoint (48rem): from it up the layouts show their side navigation. */
export const WIDE_SCREEN = '(min-width: 48rem)'

/**
 * Whether `query` matches now, following the window as it changes. Where `matchMedia` is
 * missing (jsdom) it answers true, the desktop case.
 */
export function useMediaQuery(query: string): boolean {
  return useSyncExternalStore(
    (changed) => {
      if (typeof matchMedia === 'undefined') return () => undefined
      const list = matchMedia(query)
      list.addEventListener('change', changed)
      return () => list.removeEventListener('change', changed)
    },
    () => typeof matchMedia === 'undefined' || matchMedia(query).matches,
  )
}
