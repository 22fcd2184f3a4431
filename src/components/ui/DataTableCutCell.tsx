import { useEffect, useLayoutEffect, useRef, useState, type ReactNode } from 'react'
import { Tooltip } from './Tooltip'

/**
 * A cell's content kept to one line within `maxWidth` and cut with an ellipsis. When the
 * ellipsis does cut it, the whole value is one Tab stop away: the cell takes focus and shows
 * it as a tooltip (on hover too) that screen readers read as the cell's description. The
 * whole value is the column's own, else the drawn text, read from the page because a cell
 * drawn by a component (a remark, a status) has no string the table could read from the column.
 * A cell that fits stays out of the Tab order: nothing is hidden in it.
 */
export function DataTableCutCell({ maxWidth, title, children }: { maxWidth: number; title?: string; children: ReactNode }) {
  const ref = useRef<HTMLDivElement>(null)
  const [whole, setWhole] = useState<string>()
  const [cut, setCut] = useState(false)
  // Whenever the row draws the cell anew: its text, and whether it overflows, may have changed.
  useLayoutEffect(() => {
    const el = ref.current
    if (!el) return
    setWhole(title ?? (el.textContent?.trim() || undefined))
    setCut(el.scrollWidth > el.clientWidth)
  }, [title, children])
  // The column may narrow or widen without a render (window resized, side nav collapsed).
  useEffect(() => {
    const el = ref.current
    if (!el || typeof ResizeObserver === 'undefined') return
    const observer = new ResizeObserver(() => setCut(el.scrollWidth > el.clientWidth))
    observer.observe(el)
    return () => observer.disconnect()
  }, [])
  const shown = cut && !!whole
  const box = (
    <div
      ref={ref}
      className="truncate rounded-sm focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-primary"
      style={{ maxWidth }}
      tabIndex={shown ? 0 : undefined}
    >
      {children}
    </div>
  )
  // Always wrapped, so that the box is the same element whether cut or not (the observer keeps it).
  return (
    <Tooltip content={whole} disabled={!shown}>
      {box}
    </Tooltip>
  )
}
