import { useLayoutEffect, type RefObject } from 'react'
import { PINNED_FADE_PX } from './pinned-edge'

/**
 * The pinned column lies over the end of the scroll area, so two things follow it, for every
 * list alike:
 * - a column scrolled into view "at the end" (focus, scrollIntoView, the browser's find)
 *   would come to rest under it: the area's end padding is the pinned column's width and its
 *   fade, so the part of the area where columns can be read ends where the pinned column starts;
 * - the area says when it is at its end (`data-at-end`: nothing lies under the pinned column,
 *   or the table fits), where the pinned cells stop fading what scrolls under them. It is set
 *   on the element, not in state: scrolling draws nothing again in React.
 */
export function usePinnedColumn(scrollRef: RefObject<HTMLDivElement | null>, columns: readonly { pinned?: boolean }[], rows: number) {
  const hasPinned = columns.some((c) => c.pinned)
  useLayoutEffect(() => {
    const area = scrollRef.current
    const pinned = area?.querySelector<HTMLElement>('th[data-pinned]')
    if (!area) return
    if (!hasPinned || !pinned) {
      area.style.scrollPaddingInlineEnd = ''
      delete area.dataset.atEnd
      return
    }
    const padding = () => {
      area.style.scrollPaddingInlineEnd = `${pinned.offsetWidth + PINNED_FADE_PX}px`
    }
    // In a right-to-left page scrollLeft runs from 0 down to negative values.
    const atEnd = () => {
      area.toggleAttribute('data-at-end', Math.abs(area.scrollLeft) + area.clientWidth >= area.scrollWidth - 1)
    }
    padding()
    atEnd()
    area.addEventListener('scroll', atEnd, { passive: true })
    const observer = typeof ResizeObserver === 'undefined' ? undefined : new ResizeObserver(() => (padding(), atEnd()))
    observer?.observe(pinned)
    observer?.observe(area)
    const table = area.querySelector('table')
    if (table) observer?.observe(table)
    return () => {
      area.removeEventListener('scroll', atEnd)
      observer?.disconnect()
    }
  }, [scrollRef, hasPinned, columns, rows])
}
