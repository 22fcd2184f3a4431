import { useState } from 'react'
import { DATE, type ControlSize } from './constants'
import { yearPageStart, yearsOnPage } from './date-input'
import { GridPicker } from './GridPicker'

export interface YearPickerProps {
  label: string
  value: number | null
  onChange: (year: number) => void
  placeholder?: string
  disabled?: boolean
  size?: ControlSize
}

/** 12 years per page, between the years 100 and 10000 (SPEC.md section 9). */
export function YearPicker({ label, value, onChange, placeholder = 'Select year', disabled, size }: YearPickerProps) {
  const [pageStart, setPageStart] = useState(() => yearPageStart(value ?? new Date().getFullYear()))
  const years = yearsOnPage(pageStart)
  return (
    <GridPicker
      label={label}
      display={value === null ? null : String(value)}
      placeholder={placeholder}
      heading={`${years[0]} – ${years.at(-1)}`}
      cells={years.map((y) => ({ key: String(y), label: y, selected: y === value }))}
      onPick={(key) => onChange(Number(key))}
      onPrevious={() => setPageStart(yearPageStart(pageStart - DATE.yearsPerPage))}
      onNext={() => setPageStart(yearPageStart(pageStart + DATE.yearsPerPage))}
      previousLabel="Previous 12 years"
      nextLabel="Next 12 years"
      canPrevious={pageStart > DATE.minYear}
      canNext={pageStart + DATE.yearsPerPage <= DATE.maxYear}
      disabled={disabled}
      size={size}
    />
  )
}
