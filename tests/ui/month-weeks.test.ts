/**
 * The one month grid of the kit (ui/month-weeks.ts), drawn by the dashboard calendar (its
 * month's weeks) and the date picker (six weeks, so it keeps its height).
 */
import dayjs from 'dayjs'
import { describe, expect, test } from 'vitest'
import { monthWeeks, weekdayColumn, type GridDay } from '@/components/ui/month-weeks'

const weeksOf = (month: string, sixWeeks = false) => monthWeeks(dayjs(`${month}-15`), { sixWeeks })
const inMonth = (weeks: GridDay[][]) => weeks.flat().filter((d) => d.inMonth)
const dates = (week: GridDay[]) => week.map((d) => d.date)

describe('monthWeeks', () => {
  test('every week runs Monday to Sunday, whatever day of the month it is given', () => {
    for (const week of weeksOf('2025-11', true)) {
      expect(week.map((d) => dayjs(d.date).format('dd'))).toEqual(['Mo', 'Tu', 'We', 'Th', 'Fr', 'Sa', 'Su'])
    }
    expect(monthWeeks(dayjs('2025-11-30'))).toEqual(monthWeeks(dayjs('2025-11-01')))
  })

  test("a month starting on Saturday: its first week is the last month's Monday to its own Sunday, Saturday and Sunday marked", () => {
    const weeks = weeksOf('2025-11')
    expect(weeks[0]![0]).toEqual({ date: '2025-10-27', day: 27, inMonth: false, weekend: false })
    expect(weeks[0]![5]).toEqual({ date: '2025-11-01', day: 1, inMonth: true, weekend: true })
    expect(weeks[0]![6]).toMatchObject({ date: '2025-11-02', weekend: true })
    expect(weeks[1]![0]).toMatchObject({ date: '2025-11-03', weekend: false })
  })

  test('a month starting on Monday has no days of the month before it', () => {
    const weeks = weeksOf('2025-12')
    expect(weeks[0]![0]).toMatchObject({ date: '2025-12-01', inMonth: true })
    // 31 days from a Monday: four full weeks and three days, the rest January's.
    expect(weeks).toHaveLength(5)
    expect(dates(weeks[4]!)).toEqual(['2025-12-29', '2025-12-30', '2025-12-31', '2026-01-01', '2026-01-02', '2026-01-03', '2026-01-04'])
  })

  test("a month starting on Sunday: six weeks, Sunday the first week's last day", () => {
    const weeks = weeksOf('2025-06')
    expect(dates(weeks[0]!)).toEqual(['2025-05-26', '2025-05-27', '2025-05-28', '2025-05-29', '2025-05-30', '2025-05-31', '2025-06-01'])
    expect(weeks).toHaveLength(6)
    expect(weeks[5]!.map((d) => d.inMonth)).toEqual([true, false, false, false, false, false, false])
  })

  test.each([
    { month: '2021-02', days: 28, weeks: 4, why: 'February of 2021, from a Monday: exactly four weeks' },
    { month: '2023-02', days: 28, weeks: 5, why: 'February of a common year' },
    { month: '2024-02', days: 29, weeks: 5, why: 'February of a leap year' },
    { month: '2000-02', days: 29, weeks: 5, why: 'February of 2000 (divisible by 400: leap)' },
    { month: '2100-02', days: 28, weeks: 4, why: 'February of 2100 (a century: not leap), from a Monday' },
    { month: '2025-09', days: 30, weeks: 5, why: 'a 30-day month' },
    { month: '2025-08', days: 31, weeks: 5, why: 'a 31-day month from a Friday' },
    { month: '2025-03', days: 31, weeks: 6, why: 'a 31-day month from a Saturday' },
  ])('$why: $days days of the month in $weeks weeks', ({ month, days, weeks }) => {
    const grid = weeksOf(month)
    expect(grid).toHaveLength(weeks)
    const own = inMonth(grid)
    expect(own.map((d) => d.day)).toEqual(Array.from({ length: days }, (_, i) => i + 1))
    expect(own.every((d) => d.date.startsWith(month))).toBe(true)
    // Consecutive days, no gap or repeat at a week's turn.
    const all = grid.flat().map((d) => d.date)
    all.slice(1).forEach((date, i) => expect(dayjs(date).diff(all[i], 'day')).toBe(1))
  })

  test("six weeks fill the rest with the next month's days, so a picker keeps its height", () => {
    const weeks = weeksOf('2021-02', true)
    expect(weeks).toHaveLength(6)
    expect(inMonth(weeks)).toHaveLength(28)
    expect(dates(weeks[4]!)[0]).toBe('2021-03-01')
    expect(weeks.at(-1)!.at(-1)).toMatchObject({ date: '2021-03-14', inMonth: false, weekend: true })
  })

  test('the weekday column counts from Monday', () => {
    expect(weekdayColumn(dayjs('2025-12-01'))).toBe(0)
    expect(weekdayColumn(dayjs('2025-11-01'))).toBe(5)
    expect(weekdayColumn(dayjs('2025-06-01'))).toBe(6)
  })
})
