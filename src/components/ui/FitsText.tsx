import type { ReactNode } from 'react'

/**
 * A control as wide as the longest of `texts` needs (its label, hint or values) beside the
 * control's own padding and icons (`reserve`, px), and at least `minRem`. Exact in any font
 * and language: the texts lie invisible in the control's grid cell and size it, where a
 * width estimated per letter cut wide words ("Company") and wasted room on narrow ones.
 */
export function FitsText({ texts, reserve, minRem, children }: { texts: string[]; reserve: number; minRem: number; children: ReactNode }) {
  return (
    <div className="inline-grid" style={{ minWidth: `${minRem}rem` }}>
      {[...new Set(texts)].map((text) => (
        <span
          key={text}
          aria-hidden="true"
          className="invisible col-start-1 row-start-1 h-0 overflow-hidden border whitespace-pre ps-3 text-sm"
          style={{ paddingInlineEnd: reserve }}
        >
          {text}
        </span>
      ))}
      {/* No width of its own to offer: the control takes the column the texts made. */}
      <div className="col-start-1 row-start-1 w-0 min-w-full">{children}</div>
    </div>
  )
}
