import { businessToday, monthLabel } from '@ihrc/contract'
import type { Option } from '@/components/resource/types'

/** `2026-03` and the `count - 1` months before it, newest first. */
export function monthsBack(month: string, count: number): string[] {
  let [year, m] = month.split('-').map(Number) as [number, number]
  const out: string[] = []
  for (let i = 0; i < count; i++) {
    out.push(`${year}-${String(m).padStart(2, '0')}`)
    if (m === 1) {
      m = 12
      year--
    } else m--
  }
  return out
}

/** This month and the three years before it as options ("March 2026" → `2026-03`), newest first. */
export function recentMonthOptions(today: string = businessToday()): Option[] {
  return monthsBack(today.slice(0, 7), 37).map((m) => ({ value: m, label: monthLabel(m) }))
}
