import dayjs from 'dayjs'
import { useState } from 'react'
import type { ControlSize } from './constants'
import { financialYear, financialYearMonths, shiftFinancialYear } from './date-input'
import { formatMonth } from './format'
import type { FieldAria } from './FormItem'
import { GridPicker } from './GridPicker'

export interface MonthPickerProps extends FieldAria {
  id?: string
  label: string
  /** YYYY-MM or null. */
  value: string | null
  onChange: (month: string) => void
  /** Financial year shown first, "2025-26"; defaults to the value's, else today's. */
  financialYear?: string
  placeholder?: string
  disabled?: boolean
  invalid?: boolean
  size?: ControlSize
  /** A filter: offers to empty the choice. */
  onClear?: () => void
}

/**
 * A financial year's twelve cells, worked out once per year: 36 dayjs formats, and a filter bar's
 * picker renders on every store update (/home's, while its calls start: bench/README.md, s38).
 * The app never changes dayjs's locale, so the year alone names them.
 */
const yearCells = new Map<string, { key: string; label: string; hiddenSuffix: string }[]>()
function cellsOf(fy: string) {
  let cells = yearCells.get(fy)
  if (!cells) {
    cells = financialYearMonths(fy).map((m) => {
      const d = dayjs(`${m}-01`)
      return { key: m, label: d.format('MMM'), hiddenSuffix: d.format('YYYY') }
    })
    yearCells.set(fy, cells)
  }
  return cells
}

/** The months of a financial year, April to March; pages move a whole financial year. */
export function MonthPicker({
  id,
  label,
  value,
  onChange,
  financialYear: initial,
  placeholder = 'Select month',
  disabled,
  invalid,
  size,
  onClear,
  'aria-describedby': describedBy,
}: MonthPickerProps) {
  const [fy, setFy] = useState(() => initial ?? financialYear(value ? `${value}-01` : dayjs().format('YYYY-MM-DD')))
  // A financial year chosen elsewhere (a list's year filter) turns the pages to it.
  const [shownInitial, setShownInitial] = useState(initial)
  if (initial !== shownInitial) {
    setShownInitial(initial)
    if (initial) setFy(initial)
  }
  return (
    <GridPicker
      id={id}
      label={label}
      display={value ? formatMonth(value) : null}
      placeholder={placeholder}
      heading={`FY ${fy}`}
      cells={cellsOf(fy).map((cell) => ({ ...cell, selected: cell.key === value }))}
      onPick={onChange}
      onPrevious={() => setFy(shiftFinancialYear(fy, -1))}
      onNext={() => setFy(shiftFinancialYear(fy, 1))}
      previousLabel="Previous financial year"
      nextLabel="Next financial year"
      disabled={disabled}
      invalid={invalid}
      describedBy={describedBy}
      size={size}
      onClear={value ? onClear : undefined}
    />
  )
}
