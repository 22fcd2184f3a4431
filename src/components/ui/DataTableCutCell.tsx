import { useLayoutEffect, useRef, useState, type ReactNode } from 'react'
import { Tooltip } from './Tooltip'
import { useOverflows } from './use-overflows'

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
  // Whenever the row draws the cell anew: its text, and whether it overflows, may have changed.
  const cut = useOverflows(ref, 'x', [title, children])
  useLayoutEffect(() => setWhole(title ?? (ref.current?.textContent?.trim() || undefined)), [title, children])
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
