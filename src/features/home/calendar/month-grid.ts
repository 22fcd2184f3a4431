import dayjs from 'dayjs'

/** `2025-06` → its weeks, Monday first, each seven days as `YYYY-MM-DD` or null outside the month. */
export function weeksOf(month: string): (string | null)[][] {
  const first = dayjs(`${month}-01`)
  const lead = (first.day() + 6) % 7
  const days: (string | null)[] = Array<null>(lead).fill(null)
  for (let d = 1; d <= first.daysInMonth(); d++) days.push(first.date(d).format('YYYY-MM-DD'))
  while (days.length % 7) days.push(null)
  return Array.from({ length: days.length / 7 }, (_, i) => days.slice(i * 7, i * 7 + 7))
}

export const monthOf = (date: string) => date.slice(0, 7)
export const shiftMonth = (month: string, by: number) => dayjs(`${month}-01`).add(by, 'month').format('YYYY-MM')

/**
 * Where a key moves the focused day (WAI-ARIA grid: arrows a day or a week, into the
 * next or previous month past its ends; Home and End the week's ends within the month;
 * Page Up and Page Down a month); null for any other key.
 */
export function movedDay(date: string, key: string): string | null {
  const d = dayjs(date)
  const weekday = (d.day() + 6) % 7
  const moved = {
    ArrowLeft: d.subtract(1, 'day'),
    ArrowRight: d.add(1, 'day'),
    ArrowUp: d.subtract(7, 'day'),
    ArrowDown: d.add(7, 'day'),
    Home: d.subtract(Math.min(weekday, d.date() - 1), 'day'),
    End: d.add(Math.min(6 - weekday, d.daysInMonth() - d.date()), 'day'),
    PageUp: d.subtract(1, 'month'),
    PageDown: d.add(1, 'month'),
  }[key]
  return moved ? moved.format('YYYY-MM-DD') : null
}
