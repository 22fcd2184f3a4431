import { businessToday } from '@ihrc/contract'
import type { Option } from '@/components/resource/types'

/** The financial year (April to March) a day falls in, as the API writes it: `2025-26`. */
export function financialYearOf(day: string): string {
  const [year, month] = day.split('-').map(Number)
  const first = month! >= 4 ? year! : year! - 1
  return `${first}-${String((first + 1) % 100).padStart(2, '0')}`
}

/** The twelve months of a financial year, April first: `2025-04` … `2026-03`. */
export function monthsOf(financialYear: string): string[] {
  const first = Number(financialYear.slice(0, 4))
  return Array.from({ length: 12 }, (_, i) => {
    const month = ((i + 3) % 12) + 1
    return `${i < 9 ? first : first + 1}-${String(month).padStart(2, '0')}`
  })
}

/** This financial year and the five before it, newest first. */
export function yearOptions(today: string = businessToday()): Option[] {
  const first = Number(financialYearOf(today).slice(0, 4))
  return Array.from({ length: 6 }, (_, i) => financialYearOf(`${first - i}-04-01`)).map((y) => ({ value: y, label: y }))
}
