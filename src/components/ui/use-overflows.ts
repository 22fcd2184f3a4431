import { useEffect, useLayoutEffect, useState, type DependencyList, type RefObject } from 'react'

/**
 * Whether the element's content is cut by its box (wider on 'x', taller on 'y'): a box that
 * scrolls or cuts with an ellipsis then becomes a keyboard stop, and only then. Measured when
 * `deps` change (new content) and whenever the box is resized without a render (the window,
 * the side menu collapsing).
 */
export function useOverflows(ref: RefObject<HTMLElement | null>, axis: 'x' | 'y', deps: DependencyList): boolean {
  const [overflows, setOverflows] = useState(false)
  const measure = () => {
    const el = ref.current
    if (el) setOverflows(axis === 'x' ? el.scrollWidth > el.clientWidth : el.scrollHeight > el.clientHeight)
  }
  // eslint-disable-next-line react-hooks/exhaustive-deps -- the caller names what changes the content
  useLayoutEffect(measure, deps)
  useEffect(() => {
    const el = ref.current
    if (!el || typeof ResizeObserver === 'undefined') return
    const observer = new ResizeObserver(measure)
    observer.observe(el)
    return () => observer.disconnect()
    // eslint-disable-next-line react-hooks/exhaustive-deps -- one observer for the element's life
  }, [])
  return overflows
}
