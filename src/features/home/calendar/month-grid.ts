import dayjs from 'dayjs'
import { weekdayColumn } from '@/components/ui/month-weeks'

export const monthOf = (date: string) => date.slice(0, 7)
export const shiftMonth = (month: string, by: number) => dayjs(`${month}-01`).add(by, 'month').format('YYYY-MM')

/**
 * Where a key moves the focused day (WAI-ARIA grid: arrows a day or a week, into the
 * next or previous month past its ends; Home and End the week's ends within the month;
 * Page Up and Page Down a month); null for any other key.
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
  return moved ? moved.format('YYYY-MM-DD') : null
}
