import { useLayoutEffect, type RefObject } from 'react'

/**
 * The pinned column lies over the end of the scroll area, so a column scrolled into view
 * "at the end" (focus, scrollIntoView, the browser's find) would come to rest under it.
 * The scroll area's end padding is the pinned column's width: the part of the area where
 * columns can be read ends where the pinned column starts, for every list alike.
 */
export function usePinnedScrollPadding(
  scrollRef: RefObject<HTMLDivElement | null>,
  columns: readonly { pinned?: boolean }[],
  rows: number,
) {
  const hasPinned = columns.some((c) => c.pinned)
  useLayoutEffect(() => {
    const area = scrollRef.current
    const pinned = area?.querySelector<HTMLElement>('th[data-pinned]')
    if (!area) return
    if (!hasPinned || !pinned) {
      area.style.scrollPaddingInlineEnd = ''
      return
    }
    const apply = () => {
      area.style.scrollPaddingInlineEnd = `${pinned.offsetWidth}px`
    }
    apply()
    if (typeof ResizeObserver === 'undefined') return
    const observer = new ResizeObserver(apply)
    observer.observe(pinned)
    return () => observer.disconnect()
  }, [scrollRef, hasPinned, columns, rows])
}
