/**
 * The calendar day in India, where every tenant's records are: statuses derived from
 * dates (lease, agreement, "up to today") are judged by it, and at 23:00 UTC it is
 * already tomorrow there.
 */
export const BUSINESS_TIME_ZONE = 'Asia/Kolkata'
const businessDay = new Intl.DateTimeFormat('en-CA', { timeZone: BUSINESS_TIME_ZONE, year: 'numeric', month: '2-digit', day: '2-digit' })
let lastDay = { minute: NaN, day: '' }
/**
 * Today's date in India as 'YYYY-MM-DD'. Formatted once a minute (lists ask it per row):
 * India's midnight falls on a whole UTC minute, so the minute's answer is exact.
 */
export function businessToday(now: Date = new Date()): string {
  const minute = Math.floor(now.getTime() / 60_000)
  if (minute !== lastDay.minute) lastDay = { minute, day: businessDay.format(now) }
  return lastDay.day
}
