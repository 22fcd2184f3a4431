import { useEffect, useLayoutEffect, useRef, useState, type DependencyList, type RefObject } from 'react'

/**
 * Whether the element's content is cut by its box (wider on 'x', taller on 'y'): a box that
 * scrolls or cuts with an ellipsis then becomes a keyboard stop, and only then. Measured when
 * `deps` change (new content) and whenever the box is resized without a render (the window,
 * the side menu collapsing).
 *
 * Never read in a layout effect: there the read forced the page's layout in the middle of
 * React's commit (62 ms on Lighthouse's slowed phone for the exposure card on /home, session
 * s38). On mount the ResizeObserver's first report (after the browser's own layout) measures;
 * new content is measured in the next frame, with the layout that frame does anyway.
 */
export function useOverflows(ref: RefObject<HTMLElement | null>, axis: 'x' | 'y', deps: DependencyList): boolean {
  const [overflows, setOverflows] = useState(false)
  const measure = () => {
    const el = ref.current
    if (el) setOverflows(axis === 'x' ? el.scrollWidth > el.clientWidth : el.scrollHeight > el.clientHeight)
  }
  const observed = typeof ResizeObserver !== 'undefined'
  const mounted = useRef(false)
  // Without a ResizeObserver (no browser the console supports; jsdom, which lays nothing out) measured at once, as before.
  // eslint-disable-next-line react-hooks/exhaustive-deps -- the caller names what changes the content
  useLayoutEffect(() => (observed ? undefined : measure()), deps)
  useEffect(() => {
    const first = !mounted.current
    mounted.current = true
    if (first || !observed) return
    const frame = requestAnimationFrame(measure)
    return () => cancelAnimationFrame(frame)
    // eslint-disable-next-line react-hooks/exhaustive-deps -- the caller names what changes the content
  }, deps)
  useEffect(() => {
    const el = ref.current
    if (!el || !observed) return
    const observer = new ResizeObserver(measure)
    observer.observe(el)
    return () => observer.disconnect()
    // eslint-disable-next-line react-hooks/exhaustive-deps -- one observer for the element's life
  }, [])
  return overflows
}
