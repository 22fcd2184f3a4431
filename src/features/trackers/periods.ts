export { financialYearOf, yearOptions } from '@/components/options/period-filters'

/** The twelve months of a financial year, April first: `2025-04` … `2026-03`. */
export function monthsOf(financialYear: string): string[] {
  const first = Number(financialYear.slice(0, 4))
  return Array.from({ length: 12 }, (_, i) => {
    const month = ((i + 3) % 12) + 1
    return `${i < 9 ? first : first + 1}-${String(month).padStart(2, '0')}`
  })
}
