import { useId, useRef, useState, type ReactNode } from 'react'
import { cx } from './cx'
import { usePopups } from './lazy-popups'

export interface ShowAllProps {
  /** Accessible name of the popup ("Remarks on PT return due 2026-11-30"). */
  label: string
  /** What the cell shows, cut to one line by its container; pressing it shows everything. */
  summary: ReactNode
  /** Read after the summary, not shown: what pressing does ("3 remarks: show all"). */
  hint: string
  children: ReactNode
  className?: string
}

/**
 * A table cell's text kept to one line, whole on demand (issue 19 item 6): the summary is
 * a button (keyboard-reachable, named by what it shows) opening a popup with the full
 * content; Escape or a click outside closes it and focus returns to the button. The popup
 * loads with the popups on the first opening (ui/lazy-popups.tsx).
 */
export function ShowAll({ label, summary, hint, children, className }: ShowAllProps) {
  const [open, setOpen] = useState(false)
  const popups = usePopups(open)
  const buttonRef = useRef<HTMLButtonElement>(null)
  const popupId = useId()
  return (
    <>
      <button
        ref={buttonRef}
        type="button"
        className={cx(
          'block max-w-full truncate rounded text-start underline decoration-dotted underline-offset-2 hover:decoration-solid focus-visible:outline-2 focus-visible:outline-primary',
          className,
        )}
        aria-haspopup="dialog"
        aria-expanded={open}
        aria-controls={open ? popupId : undefined}
        onClick={() => setOpen(!open)}
      >
        {summary} <span className="sr-only">({hint})</span>
      </button>
      {open && popups && buttonRef.current && (
        <popups.PopupDialog
          reference={buttonRef.current}
          onClose={() => setOpen(false)}
          id={popupId}
          aria-label={label}
          className="max-h-80 w-96 max-w-[calc(100vw-2rem)] overflow-auto whitespace-normal rounded-lg border border-gray-200 bg-white p-3 text-sm text-gray-800 shadow-lg dark:border-gray-700 dark:bg-gray-800 dark:text-gray-100"
        >
          {children}
        </popups.PopupDialog>
      )}
    </>
  )
}
