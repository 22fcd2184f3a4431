import { DATE } from './constants'
import { DatePicker } from './DatePicker'

export interface DateRange {
  start: string | null
  end: string | null
}

export interface RangePickerProps {
  /** Accessible name of the group; the two fields are "<label> start" and "<label> end". */
  label: string
  value: DateRange
  onChange: (value: DateRange) => void
  min?: string
  max?: string
  disabled?: boolean
  invalid?: boolean
}

/** Two typed dates joined by "~"; the end cannot precede the start (each clamps to the other). */
export function RangePicker({ label, value, onChange, min, max, disabled, invalid }: RangePickerProps) {
  return (
    <div role="group" aria-label={label} className="flex items-center gap-2">
      <DatePicker
        aria-label={`${label} start`}
        value={value.start}
        min={min}
        max={value.end ?? max}
        disabled={disabled}
        invalid={invalid}
        onChange={(start) => onChange({ ...value, start })}
      />
      <span aria-hidden="true" className="text-gray-600 dark:text-gray-300">
        {DATE.rangeSeparator}
      </span>
      <DatePicker
        aria-label={`${label} end`}
        value={value.end}
        min={value.start ?? min}
        max={max}
        disabled={disabled}
        invalid={invalid}
        onChange={(end) => onChange({ ...value, end })}
      />
    </div>
  )
}
