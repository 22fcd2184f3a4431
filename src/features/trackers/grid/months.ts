/** `2025-04` → "Apr 2025" (column headers of the financial year's grid). */
const MONTH = new Intl.DateTimeFormat('en-IN', { month: 'short', year: 'numeric', timeZone: 'UTC' })

export function monthLabel(period: string): string {
  const [year, month] = period.split('-').map(Number)
  return MONTH.format(new Date(Date.UTC(year!, month! - 1, 1)))
}
