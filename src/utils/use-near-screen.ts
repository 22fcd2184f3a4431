import { useEffect, useState, type RefCallback } from 'react'

/** What counts as the user reaching for the rest of the page: then everything waiting is drawn. */
const REACHING = ['keydown', 'pointerdown', 'wheel', 'touchstart', 'scroll', 'focusin'] as const

/**
 * Whether the element `ref` marks has come within `margin` pixels below the screen, or the user
 * has touched the page (a key, a pointer, a wheel, a scroll, a touch, focus moving): true from
 * then on. A page draws what lies below the fold only then, so a load draws (and asks for) what
 * is on screen alone: on a phone /home's charts and calendar were ~430 ms of Lighthouse's TBT
 * though nobody saw them (bench/README.md, Lighthouse, session s41). A key press counts so that
 * a keyboard or screen-reader user tabbing on from what is drawn finds the rest there.
 * Without IntersectionObserver (jsdom) it is true at once.
 */
export function useNearScreen<T extends Element>(margin = 96): [ref: RefCallback<T>, near: boolean] {
  // A callback ref: the element may mount in a later render than the hook's (HomePage's filter bar).
  const [element, setElement] = useState<T | null>(null)
  const [near, setNear] = useState(() => typeof IntersectionObserver === 'undefined')
  useEffect(() => {
    if (near) return
    const reached = () => setNear(true)
    const observer = new IntersectionObserver((entries) => entries.some((e) => e.isIntersecting) && reached(), {
      rootMargin: `0px 0px ${margin}px 0px`,
    })
    if (element) observer.observe(element)
    for (const type of REACHING) window.addEventListener(type, reached, { passive: true, capture: true, once: true })
    return () => {
      observer.disconnect()
      for (const type of REACHING) window.removeEventListener(type, reached, { capture: true })
    }
  }, [near, margin, element])
  return [setElement, near]
}
