import { useId, useRef, useState, type ReactNode } from 'react'
import { CONTROL_HEIGHT, type ControlSize } from './constants'
import { cx } from './cx'
import { CalendarIcon, ChevronLeftIcon, ChevronRightIcon } from './icons'
import { usePopups } from './lazy-popups'

export interface GridCell {
  key: string
  /** Visible text ("Apr"). */
  label: ReactNode
  /** Read after the label but not shown ("2025"), so the name still starts with the visible text. */
  hiddenSuffix?: string
  selected: boolean
  disabled?: boolean
}

export interface GridPickerProps {
  id?: string
  /** Accessible name of the trigger and the popup ("Financial year month"). */
  label: string
  /** The chosen value as the trigger writes it; null when nothing is chosen. */
  display: string | null
  /** The trigger's hint while nothing is chosen, drawn as every control's placeholder is. */
  placeholder: string
  heading: ReactNode
  cells: readonly GridCell[]
  onPick: (key: string) => void
  onPrevious: () => void
  onNext: () => void
  previousLabel: string
  nextLabel: string
  canPrevious?: boolean
  canNext?: boolean
  disabled?: boolean
  invalid?: boolean
  size?: ControlSize
  /** Offers a button that empties the value (a filter); without it a value, once chosen, stays. */
  onClear?: () => void
  /** The field's error and help (FormItem's), read with the trigger. */
  describedBy?: string
}

/**
 * The popup shared by the year and month pickers: a trigger showing the value and a
 * 4×3 grid of choices with paging; focus moves into the popup and returns on close. Closed,
 * it is its trigger only: the popup loads with the popups on the first opening (ui/lazy-popups.tsx).
 */
export function GridPicker({
  id,
  label,
  display,
  placeholder,
  heading,
  cells,
  onPick,
  onPrevious,
  onNext,
  previousLabel,
  nextLabel,
  canPrevious = true,
  canNext = true,
  disabled,
  invalid,
  size = 'md',
  onClear,
  describedBy,
}: GridPickerProps) {
  const [open, setOpen] = useState(false)
  const popups = usePopups(open)
  const triggerRef = useRef<HTMLButtonElement>(null)
  const popupId = useId()
  const selectedIndex = cells.findIndex((c) => c.selected)
  const pageButton =
    'flex h-8 w-8 items-center justify-center rounded text-gray-700 hover:bg-gray-100 focus-visible:outline-2 focus-visible:outline-primary disabled:opacity-40 dark:text-gray-200 dark:hover:bg-gray-700'
  return (
    <>
      <span className="relative inline-flex w-full">
        <button
          ref={triggerRef}
          id={id}
          type="button"
          disabled={disabled}
          aria-label={`${label}: ${display ?? placeholder}`}
          aria-invalid={invalid || undefined}
          aria-describedby={describedBy}
          className={cx(
            'inline-flex w-full min-w-40 items-center justify-between gap-2 rounded-md border bg-white px-3 text-sm text-gray-900 focus-visible:outline-2 focus-visible:outline-primary disabled:cursor-not-allowed disabled:bg-gray-100 dark:bg-gray-800 dark:text-gray-100 dark:disabled:bg-gray-700',
            invalid ? 'border-red-600 dark:border-red-400' : 'border-gray-300 dark:border-gray-600',
            onClear && 'pe-14',
            CONTROL_HEIGHT[size],
          )}
          aria-haspopup="dialog"
          aria-expanded={open}
          aria-controls={open ? popupId : undefined}
          onClick={() => setOpen(!open)}
        >
          {display ?? <span className="text-gray-500 dark:text-gray-400">{placeholder}</span>}
          <CalendarIcon className="text-gray-500 dark:text-gray-400" />
        </button>
        {onClear && (
          <button
            type="button"
            disabled={disabled}
            aria-label={`Clear ${label.toLowerCase()}`}
            onClick={onClear}
            className="absolute end-8 top-1/2 -translate-y-1/2 rounded px-1 text-gray-600 hover:text-gray-900 focus-visible:outline-2 focus-visible:outline-primary dark:text-gray-300 dark:hover:text-white"
          >
            <span aria-hidden="true">×</span>
          </button>
        )}
      </span>
      {open && popups && triggerRef.current && (
        <popups.PopupDialog
          reference={triggerRef.current}
          onClose={() => setOpen(false)}
          // Focus the selected cell, else the first choice (index 2 skips the paging buttons).
          initialFocus={selectedIndex >= 0 ? selectedIndex + 2 : 2}
          id={popupId}
          aria-label={label}
          className="w-72 rounded-lg border border-gray-200 bg-white p-3 shadow-lg dark:border-gray-700 dark:bg-gray-800"
        >
          <div className="mb-2 flex items-center justify-between">
            <button type="button" aria-label={previousLabel} disabled={!canPrevious} onClick={onPrevious} className={pageButton}>
              <ChevronLeftIcon />
            </button>
            <span aria-live="polite" className="text-sm font-semibold text-gray-900 dark:text-white">
              {heading}
            </span>
            <button type="button" aria-label={nextLabel} disabled={!canNext} onClick={onNext} className={pageButton}>
              <ChevronRightIcon />
            </button>
          </div>
          <div className="grid grid-cols-4 gap-1">
            {cells.map((c) => (
              <button
                key={c.key}
                type="button"
                aria-pressed={c.selected}
                disabled={c.disabled}
                onClick={() => {
                  onPick(c.key)
                  setOpen(false)
                }}
                className={cx(
                  'h-10 rounded text-sm focus-visible:outline-2 focus-visible:outline-primary disabled:opacity-40',
                  c.selected
                    ? 'bg-primary font-semibold text-primary-contrast'
                    : 'text-gray-800 hover:bg-gray-100 dark:text-gray-100 dark:hover:bg-gray-700',
                )}
              >
                {c.label}
                {c.hiddenSuffix && (
                  <>
                    {' '}
                    <span className="sr-only">{c.hiddenSuffix}</span>
                  </>
                )}
              </button>
            ))}
          </div>
        </popups.PopupDialog>
      )}
    </>
  )
}
