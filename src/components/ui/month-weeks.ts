import dayjs, { type Dayjs } from 'dayjs'
import { DATE } from './constants'

/** One day of a month's grid; `inMonth` false for the neighbouring months' days that fill its weeks. */
export interface GridDay {
  date: string
  day: number
  inMonth: boolean
  weekend: boolean
}

const DAY_MS = 86_400_000

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
  const lead = weekdayColumn(first)
  const count = sixWeeks ? 6 : Math.ceil((lead + first.daysInMonth()) / 7)
  // Native UTC dates for the cells (no daylight saving, so a day is always DAY_MS): a dayjs
  // `add` and `format` per cell were 44–91 ms of a cold /home's calendar render at CPU ×4
  // (bench/README.md, Lighthouse, session s38). The ISO date's first ten characters are DATE.format.
  const start = Date.UTC(first.year(), first.month(), 1 - lead)
  return Array.from({ length: count }, (_, w) =>
    Array.from({ length: 7 }, (_, d) => {
      const date = new Date(start + (w * 7 + d) * DAY_MS)
      return {
        date: date.toISOString().slice(0, 10),
        day: date.getUTCDate(),
        inMonth: date.getUTCMonth() === first.month(),
        weekend: (DATE.weekend as readonly number[]).includes(date.getUTCDay()),
      }
    }),
  )
}

/**
 * Where a key moves the focused day (WAI-ARIA grid: arrows a day or a week, into the
 * next or previous month past its ends; Home and End the week's ends within the month;
 * Page Up and Page Down a month); null for any other key. The dashboard calendar and the
 * date picker move the same way.
 */
export function movedDay(date: string, key: string): string | null {
  const d = dayjs(date)
  const weekday = weekdayColumn(d)
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
  return moved ? moved.format(DATE.format) : null
}
