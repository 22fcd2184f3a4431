import type { Dayjs } from 'dayjs'
import { DATE } from './constants'

/** One day of a month's grid; `inMonth` false for the neighbouring months' days that fill its weeks. */
export interface GridDay {
  date: string
  day: number
  inMonth: boolean
  weekend: boolean
}

/** A date's column in a week that starts on DATE.weekStartsOn (0 for Monday). */
export const weekdayColumn = (date: Dayjs) => (date.day() - DATE.weekStartsOn + 7) % 7

/**
 * The weeks of the month `day` falls in, each seven days from DATE.weekStartsOn, the first
 * and last filled with the neighbouring months' days: the dashboard calendar and the date
 * picker draw the same grid. `sixWeeks` adds the next month's days up to six weeks, so a
 * picker keeps its height from month to month.
 */
export function monthWeeks(day: Dayjs, { sixWeeks = false } = {}): GridDay[][] {
  const first = day.startOf('month')
  const start = first.subtract(weekdayColumn(first), 'day')
  const count = sixWeeks ? 6 : Math.ceil((weekdayColumn(first) + first.daysInMonth()) / 7)
  return Array.from({ length: count }, (_, w) =>
    Array.from({ length: 7 }, (_, d) => {
      const date = start.add(w * 7 + d, 'day')
      return {
        date: date.format(DATE.format),
        day: date.date(),
        inMonth: date.month() === first.month(),
        weekend: (DATE.weekend as readonly number[]).includes(date.day()),
      }
    }),
  )
}
