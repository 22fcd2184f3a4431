import { businessToday } from '@ihrc/contract/business-day'
import { financialYearOf } from '@ihrc/contract/period-range'
import type { FilterConfig, Option } from '@/components/resource/types'

export { financialYearOf }

/** This financial year and the five before it, newest first. */
export function yearOptions(today: string = businessToday()): Option[] {
  const first = Number(financialYearOf(today).slice(0, 4))
  return Array.from({ length: 6 }, (_, i) => financialYearOf(`${first - i}-04-01`)).map((y) => ({ value: y, label: y }))
}

/** A financial year; choosing another clears the month, which belonged to the last one. */
export const yearFilter: FilterConfig = {
  key: 'year',
  label: 'Financial year',
  useOptions: () => ({ options: yearOptions() }),
  clears: ['month'],
}
/** One month (`2025-04`), its picker paged by the chosen financial year. */
export const monthFilter: FilterConfig = { key: 'month', label: 'Month', kind: 'month' }
