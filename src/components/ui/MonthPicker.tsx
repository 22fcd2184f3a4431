import dayjs from 'dayjs'
import { useState } from 'react'
import type { ControlSize } from './constants'
import { financialYear, financialYearMonths, shiftFinancialYear } from './date-input'
import { GridPicker } from './GridPicker'

export interface MonthPickerProps {
  label: string
  /** YYYY-MM or null. */
  value: string | null
  onChange: (month: string) => void
  /** Financial year shown first, "2025-26"; defaults to the value's, else today's. */
  financialYear?: string
  placeholder?: string
  disabled?: boolean
  size?: ControlSize
}

/** The months of a financial year, April to March; pages move a whole financial year. */
export function MonthPicker({
  label,
  value,
  onChange,
  financialYear: initial,
  placeholder = 'Select month',
  disabled,
  size,
}: MonthPickerProps) {
  const [fy, setFy] = useState(() => initial ?? financialYear(value ? `${value}-01` : dayjs().format('YYYY-MM-DD')))
  return (
    <GridPicker
      label={label}
      display={value ? dayjs(`${value}-01`).format('MMM YYYY') : placeholder}
      heading={`FY ${fy}`}
      cells={financialYearMonths(fy).map((m) => {
        const d = dayjs(`${m}-01`)
        return { key: m, label: d.format('MMM'), hiddenSuffix: d.format('YYYY'), selected: m === value }
      })}
      onPick={onChange}
      onPrevious={() => setFy(shiftFinancialYear(fy, -1))}
      onNext={() => setFy(shiftFinancialYear(fy, 1))}
      previousLabel="Previous financial year"
      nextLabel="Next financial year"
      disabled={disabled}
      size={size}
    />
  )
}
