import { useId } from 'react'
import { DatePicker } from './DatePicker'
import { formatDateTime } from './format'
import { TimeInput } from './TimeInput'

export interface DateTimePickerProps {
  label: string
  /** YYYY-MM-DDTHH:mm (wire format) or null. */
  value: string | null
  onChange: (value: string | null) => void
  min?: string
  max?: string
  disabled?: boolean
  invalid?: boolean
}

/** A date and a 12-hour time; the chosen moment is shown as "DD-MM-YYYY hh:mm a". */
export function DateTimePicker({ label, value, onChange, min, max, disabled, invalid }: DateTimePickerProps) {
  const summaryId = useId()
  const [date, time] = value ? value.split('T') : [null, null]
  return (
    <div role="group" aria-label={label} aria-describedby={summaryId} className="flex flex-wrap items-center gap-2">
      <DatePicker
        aria-label={`${label} date`}
        value={date ?? null}
        min={min}
        max={max}
        disabled={disabled}
        invalid={invalid}
        onChange={(d) => onChange(d ? `${d}T${time ?? '00:00'}` : null)}
      />
      <TimeInput
        label={`${label} time`}
        format="12"
        value={time ?? null}
        disabled={disabled || !date}
        invalid={invalid}
        onChange={(t) => date && onChange(`${date}T${t}`)}
      />
      <output id={summaryId} className="text-sm text-gray-700 dark:text-gray-200">
        {value ? formatDateTime(value) : ''}
      </output>
    </div>
  )
}
