import { useLayoutEffect, useRef, type ReactNode } from 'react'

/**
 * A cell's content kept to one line within `maxWidth` and cut with an ellipsis. Its whole
 * value stays reachable as the title: the column's own, else the drawn text, read from the
 * page because a cell drawn by a component (a remark, a status) has no string the table
 * could read from the column.
 */
export function DataTableCutCell({ maxWidth, title, children }: { maxWidth: number; title?: string; children: ReactNode }) {
  const ref = useRef<HTMLDivElement>(null)
  useLayoutEffect(() => {
    const el = ref.current
    if (!el) return
    const whole = title ?? el.textContent?.trim()
    if (whole) el.title = whole
    else el.removeAttribute('title')
  })
  return (
    <div ref={ref} className="truncate" style={{ maxWidth }}>
      {children}
    </div>
  )
}
