export type TimeUnit = 'hour' | 'minute' | 'second'
export type TimeFormat = '12' | '24'
export type Period = 'am' | 'pm'

/** Allowed range of a time field (SPEC.md section 5): hours 1–12 or 0–23, minutes and seconds 0–59. */
export function timeRange(unit: TimeUnit, format: TimeFormat): [number, number] {
  if (unit !== 'hour') return [0, 59]
  return format === '12' ? [1, 12] : [0, 23]
}

/** A typed field clamped into its range and padded to two digits; non-numbers become the minimum. */
export function clampTimePart(text: string, unit: TimeUnit, format: TimeFormat): string {
  const [min, max] = timeRange(unit, format)
  const n = Number.parseInt(text, 10)
  const value = Number.isNaN(n) ? min : Math.min(max, Math.max(min, n))
  return String(value).padStart(2, '0')
}

/** 12-hour clock to 24-hour: 12 am is 0, 12 pm is 12, 1 pm is 13. */
export function to24Hour(hour12: number, period: Period): number {
  const h = hour12 % 12
  return period === 'pm' ? h + 12 : h
}

/** 24-hour clock to 12-hour: 0 is 12 am, 12 is 12 pm, 13 is 1 pm. */
export function to12Hour(hour24: number): { hour: number; period: Period } {
  return { hour: hour24 % 12 === 0 ? 12 : hour24 % 12, period: hour24 < 12 ? 'am' : 'pm' }
}

export interface TimeParts {
  hour: number
  minute: number
  second: number
}

/** "HH:mm" or "HH:mm:ss" (24-hour, the wire format) to parts; null when it is not a time. */
export function parseTime(value: string | null | undefined): TimeParts | null {
  const m = /^(\d{1,2}):(\d{1,2})(?::(\d{1,2}))?$/.exec(value ?? '')
  if (!m) return null
  const [hour, minute, second] = [Number(m[1]), Number(m[2]), Number(m[3] ?? 0)]
  if (hour > 23 || minute > 59 || second > 59) return null
  return { hour, minute, second }
}

export function formatTime({ hour, minute, second }: TimeParts, withSeconds: boolean): string {
  const pad = (n: number) => String(n).padStart(2, '0')
  return withSeconds ? `${pad(hour)}:${pad(minute)}:${pad(second)}` : `${pad(hour)}:${pad(minute)}`
}
