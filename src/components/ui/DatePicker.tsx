import dayjs from 'dayjs'
import { useEffect, useRef, useState, type KeyboardEvent } from 'react'
import { DATE, type ControlSize } from './constants'
import { cx } from './cx'
import { formatSpokenDay } from './format'
import type { FieldAria } from './FormItem'
import { resolveTypedDate, WEEKDAY_LABELS } from './date-input'
import { monthWeeks, movedDay } from './month-weeks'
import { Input } from './Input'
import { usePopups } from './lazy-popups'

export interface DatePickerProps extends FieldAria {
  id?: string
  name?: string
  'aria-label'?: string
  /** YYYY-MM-DD (the wire format) or null. */
  value: string | null
  onChange: (value: string | null) => void
  onBlur?: () => void
  min?: string
  max?: string
  invalid?: boolean
  disabled?: boolean
  size?: ControlSize
  placeholder?: string
}

/**
 * A typed date (YYYY-MM-DD) with a Monday-first calendar; Saturday and Sunday are highlighted.
 * The calendar's popup loads with the popups on its first opening (ui/lazy-popups.tsx).
 */
export function DatePicker({
  id,
  name,
  value,
  onChange,
  onBlur,
  min,
  max,
  invalid,
  disabled,
  size = 'md',
  placeholder = DATE.format,
  ...aria
}: DatePickerProps) {
  const [text, setText] = useState(value ?? '')
  const [open, setOpen] = useState(false)
  const [focused, setFocused] = useState(value ?? dayjs().format(DATE.format))
  useEffect(() => setText(value ?? ''), [value])
  const popups = usePopups(open)
  const boxRef = useRef<HTMLDivElement>(null)
  // State, not a ref: the grid mounts inside a portal a render after `open` turns true,
  // and focusing the day must wait for it.
  const [grid, setGrid] = useState<HTMLTableElement | null>(null)

  const commit = (next: string | null) => {
    setText(next ?? '')
    if (next !== value) onChange(next)
  }
  const openCalendar = () => {
    setFocused(value ?? dayjs().format(DATE.format))
    setOpen(true)
  }
  const pick = (date: string) => {
    if ((min && date < min) || (max && date > max)) return
    commit(date)
    setOpen(false)
  }
  const onGridKey = (e: KeyboardEvent) => {
    const moved = movedDay(focused, e.key)
    if (moved) {
      e.preventDefault()
      setFocused(moved)
    } else if (e.key === 'Enter' || e.key === ' ') {
      e.preventDefault()
      pick(focused)
    }
  }
  useEffect(() => {
    if (open) grid?.querySelector<HTMLButtonElement>(`[data-date="${focused}"]`)?.focus()
  }, [open, focused, grid])

  const view = dayjs(focused)
  return (
    <div ref={boxRef} className="relative">
      <Input
        id={id}
        name={name}
        aria-label={aria['aria-label']}
        aria-describedby={aria['aria-describedby']}
        aria-required={aria['aria-required']}
        size={size}
        invalid={invalid}
        disabled={disabled}
        placeholder={placeholder}
        value={text}
        inputMode="numeric"
        onChange={(e) => setText(e.target.value)}
        onBlur={() => {
          commit(resolveTypedDate(text, value, min, max))
          onBlur?.()
        }}
        onKeyDown={(e) => {
          if (e.key === 'Enter') commit(resolveTypedDate(text, value, min, max))
          if (e.key === 'ArrowDown' && e.altKey) openCalendar()
        }}
        suffix={
          <button
            type="button"
            disabled={disabled}
            aria-label="Choose date"
            onClick={openCalendar}
            className="rounded px-1 text-gray-600 hover:text-gray-900 focus-visible:outline-2 focus-visible:outline-primary dark:text-gray-300"
          >
            <svg aria-hidden="true" width="16" height="16" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2">
              <rect x="3" y="5" width="18" height="16" rx="2" />
              <path d="M16 3v4M8 3v4M3 11h18" />
            </svg>
          </button>
        }
      />
      {open && popups && boxRef.current && (
        <popups.PopupDialog
          reference={boxRef.current}
          onClose={() => setOpen(false)}
          initialFocus={-1}
          aria-label="Choose date"
          className="rounded-lg border border-gray-200 bg-white p-3 shadow-lg dark:border-gray-700 dark:bg-gray-800"
        >
          <div className="mb-2 flex items-center justify-between">
            <button
              type="button"
              aria-label="Previous month"
              onClick={() => setFocused(view.subtract(1, 'month').format(DATE.format))}
              className="h-8 w-8 rounded hover:bg-gray-100 dark:hover:bg-gray-700"
            >
              ‹
            </button>
            <span className="text-sm font-semibold text-gray-900 dark:text-white" aria-live="polite">
              {view.format(DATE.monthTitleFormat)}
            </span>
            <button
              type="button"
              aria-label="Next month"
              onClick={() => setFocused(view.add(1, 'month').format(DATE.format))}
              className="h-8 w-8 rounded hover:bg-gray-100 dark:hover:bg-gray-700"
            >
              ›
            </button>
          </div>
          <table ref={setGrid} role="grid" onKeyDown={onGridKey} className="text-center text-sm">
            <thead>
              <tr>
                {WEEKDAY_LABELS.map((d, i) => (
                  <th
                    key={d}
                    scope="col"
                    className={cx('h-8 w-9 font-semibold', i >= 5 ? 'text-red-700 dark:text-red-300' : 'text-gray-700 dark:text-gray-200')}
                  >
                    {d}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {monthWeeks(view, { sixWeeks: true }).map((week) => (
                <tr key={week[0]!.date}>
                  {week.map((day) => {
                    const outOfRange = Boolean((min && day.date < min) || (max && day.date > max))
                    const isSelected = day.date === value
                    return (
                      <td key={day.date} role="gridcell" aria-selected={isSelected}>
                        <button
                          type="button"
                          data-date={day.date}
                          tabIndex={day.date === focused ? 0 : -1}
                          aria-label={formatSpokenDay(day.date)}
                          disabled={outOfRange}
                          onClick={() => pick(day.date)}
                          className={cx(
                            'h-8 w-9 rounded focus-visible:outline-2 focus-visible:outline-primary disabled:opacity-40',
                            // Days of the neighbouring months are greyed by colour, not opacity, to keep AA contrast.
                            isSelected
                              ? 'bg-primary text-primary-contrast'
                              : cx(
                                  'hover:bg-gray-100 dark:hover:bg-gray-700',
                                  !day.inMonth
                                    ? 'text-gray-500 dark:text-gray-400'
                                    : day.weekend
                                      ? 'text-red-700 dark:text-red-300'
                                      : 'text-gray-800 dark:text-gray-100',
                                ),
                          )}
                        >
                          {day.day}
                        </button>
                      </td>
                    )
                  })}
                </tr>
              ))}
            </tbody>
          </table>
        </popups.PopupDialog>
      )}
    </div>
  )
}
