/**
 * The calendar day in India, where every tenant's records are: statuses derived from
 * dates (lease, agreement, "up to today") are judged by it, and at 23:00 UTC it is
 * already tomorrow there.
 */
export const BUSINESS_TIME_ZONE = 'Asia/Kolkata'
/**
 * India's time, UTC+05:30 all year: no daylight saving since 1945, so today there is the
 * UTC date of now plus that offset, the time zone database's own answer for any now
 * (tests/unit/business-day.test.ts holds them equal). An `Intl.DateTimeFormat` for the zone,
 * built when this module loaded, cost a cold /home 100-150 ms of CPU at x4 before its
 * heading (bench/README.md, s39).
 */
const OFFSET_MS = (5 * 60 + 30) * 60_000
let lastDay = { minute: NaN, day: '' }
/**
 * Today's date in India as 'YYYY-MM-DD'. Worked out once a minute (lists ask it per row):
 * India's midnight falls on a whole UTC minute, so the minute's answer is exact.
 */
export function businessToday(now: Date = new Date()): string {
  const minute = Math.floor(now.getTime() / 60_000)
  if (minute !== lastDay.minute) lastDay = { minute, day: new Date(now.getTime() + OFFSET_MS).toISOString().slice(0, 10) }
  return lastDay.day
}
