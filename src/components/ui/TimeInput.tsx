import { useEffect, useState, type KeyboardEvent } from 'react'
import { CONTROL_HEIGHT, TIME, type ControlSize } from './constants'
import { cx } from './cx'
import { ClockIcon } from './icons'
import {
  clampTimePart,
  formatTime,
  parseTime,
  timeRange,
  to12Hour,
  to24Hour,
  type Period,
  type TimeFormat,
  type TimeParts,
  type TimeUnit,
} from './time-input'

export interface TimeInputProps {
  /** "HH:mm" or "HH:mm:ss" on a 24-hour clock (the wire format), or null. */
  value: string | null
  onChange: (value: string) => void
  /** Accessible name of the group ("Reminder time"). */
  label: string
  /** Display clock; 24-hour by default (SPEC.md section 9). */
  format?: TimeFormat
  showSeconds?: boolean
  disabled?: boolean
  invalid?: boolean
  size?: ControlSize
}

const UNIT_LABEL: Record<TimeUnit, string> = { hour: 'Hours', minute: 'Minutes', second: 'Seconds' }

function TimeField({
  unit,
  shown,
  format,
  disabled,
  onCommit,
}: {
  unit: TimeUnit
  shown: number | null
  format: TimeFormat
  disabled?: boolean
  onCommit: (n: number) => void
}) {
  const display = shown === null ? '' : String(shown).padStart(2, '0')
  const [text, setText] = useState(display)
  useEffect(() => setText(display), [display])
  const commit = (raw: string) => {
    const padded = clampTimePart(raw, unit, format)
    setText(padded)
    onCommit(Number(padded))
  }
  const onKeyDown = (e: KeyboardEvent) => {
    if (e.key !== 'ArrowUp' && e.key !== 'ArrowDown') return
    e.preventDefault()
    // Arrows wrap around the range, like a clock.
    const [min, max] = timeRange(unit, format)
    const span = max - min + 1
    const current = shown ?? min
    commit(String(((current - min + (e.key === 'ArrowUp' ? 1 : -1) + span) % span) + min))
  }
  return (
    <input
      aria-label={UNIT_LABEL[unit]}
      inputMode="numeric"
      maxLength={2}
      placeholder="--"
      disabled={disabled}
      value={text}
      onChange={(e) => setText(e.target.value.replace(/\D/g, ''))}
      onBlur={() => text !== display && commit(text)}
      onKeyDown={onKeyDown}
      className="w-7 rounded bg-transparent text-center tabular-nums text-gray-900 placeholder:text-gray-500 focus:bg-primary-subtle focus:outline-none dark:text-gray-100 dark:placeholder:text-gray-400"
    />
  )
}

/** Hours, minutes (and seconds) fields: typed values are clamped and padded; 12-hour mode converts am/pm. */
export function TimeInput({
  value,
  onChange,
  label,
  format = TIME.defaultFormat,
  showSeconds = false,
  disabled,
  invalid,
  size = 'md',
}: TimeInputProps) {
  const parts = parseTime(value)
  const twelve = format === '12'
  const shownHour = parts ? (twelve ? to12Hour(parts.hour).hour : parts.hour) : null
  const period: Period = parts ? to12Hour(parts.hour).period : 'am'
  const base: TimeParts = parts ?? { hour: 0, minute: 0, second: 0 }
  const emit = (next: Partial<TimeParts>) => onChange(formatTime({ ...base, ...next }, showSeconds))
  const separator = (
    <span aria-hidden="true" className="text-gray-500 dark:text-gray-400">
      :
    </span>
  )
  return (
    <div
      role="group"
      aria-label={label}
      aria-invalid={invalid || undefined}
      className={cx(
        'inline-flex items-center gap-1 rounded-md border bg-white px-3 text-sm focus-within:border-primary focus-within:ring-2 focus-within:ring-primary/30 dark:bg-gray-800',
        invalid ? 'border-red-600 dark:border-red-400' : 'border-gray-300 dark:border-gray-600',
        disabled && 'cursor-not-allowed bg-gray-100 dark:bg-gray-700',
        CONTROL_HEIGHT[size],
      )}
    >
      <ClockIcon className="me-1 text-gray-500 dark:text-gray-400" />
      <TimeField
        unit="hour"
        shown={shownHour}
        format={format}
        disabled={disabled}
        onCommit={(h) => emit({ hour: twelve ? to24Hour(h, period) : h })}
      />
      {separator}
      <TimeField unit="minute" shown={parts?.minute ?? null} format={format} disabled={disabled} onCommit={(minute) => emit({ minute })} />
      {showSeconds && (
        <>
          {separator}
          <TimeField
            unit="second"
            shown={parts?.second ?? null}
            format={format}
            disabled={disabled}
            onCommit={(second) => emit({ second })}
          />
        </>
      )}
      {twelve && (
        <select
          aria-label="am or pm"
          disabled={disabled}
          value={period}
          onChange={(e) => emit({ hour: to24Hour(shownHour ?? 12, e.target.value as Period) })}
          className="ms-1 rounded bg-transparent text-gray-900 focus:outline-none focus-visible:outline-2 focus-visible:outline-primary dark:text-gray-100 dark:[&>option]:bg-gray-800"
        >
          <option value="am">{TIME.amLabel}</option>
          <option value="pm">{TIME.pmLabel}</option>
        </select>
      )}
    </div>
  )
}
