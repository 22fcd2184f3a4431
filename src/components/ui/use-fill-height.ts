import { useLayoutEffect, useState, type RefObject } from 'react'

/** Never shorter than this, however little of the window is left (a phone held sideways). */
export const FILL_MIN_HEIGHT = 300

/**
 * The height that lets an element reach the bottom of the window from where it starts on
 * the page, leaving `below` pixels for what follows it (a table's pagination). Measured
 * against the page's top, not the scrolled view, so it does not change while scrolling;
 * again when the window or anything above the element changes size (filters wrapping).
 */
export function useFillHeight(ref: RefObject<HTMLElement | null>, { enabled, below }: { enabled: boolean; below: number }) {
  const [height, setHeight] = useState<number | undefined>(undefined)
  useLayoutEffect(() => {
    const element = ref.current
    if (!enabled || !element) return
    const measure = () => {
      const top = element.getBoundingClientRect().top + window.scrollY
      setHeight(Math.max(FILL_MIN_HEIGHT, Math.floor(window.innerHeight - top - below)))
    }
    measure()
    window.addEventListener('resize', measure)
    // Whatever moves the element's top (a toolbar wrapping, an alert above) resizes the page's body.
    const observer = typeof ResizeObserver === 'undefined' ? null : new ResizeObserver(measure)
    observer?.observe(document.body)
    return () => {
      window.removeEventListener('resize', measure)
      observer?.disconnect()
    }
  }, [ref, enabled, below])
  return height
}
