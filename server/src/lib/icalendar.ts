/**
 * A minimal iCalendar (RFC 5545) writer for all-day events: what the calendar feed
 * needs and nothing more. Text values are escaped (section 3.3.11) and every content
 * line is folded at 75 octets (section 3.1), never inside a UTF-8 sequence, because
 * Outlook and Google reject or garble longer lines; lines end in CRLF.
 */
import { addDays } from './civil-date'

export interface AllDayEvent {
  /** Stable across fetches, so a calendar updates the event instead of adding another. */
  uid: string
  /** yyyy-mm-dd */
  date: string
  summary: string
  description: string
  url: string
}

const FOLD_AT = 75

export function escapeText(value: string): string {
  return value
    .replace(/\\/g, '\\\\')
    .replace(/;/g, '\\;')
    .replace(/,/g, '\\,')
    .replace(/\r\n|\r|\n/g, '\\n')
}

/** The line cut into pieces of at most 75 octets, each continuation starting with a space. */
export function foldLine(line: string): string {
  const pieces: string[] = []
  let piece = ''
  let octets = 0
  for (const char of line) {
    const size = Buffer.byteLength(char)
    // A continuation's leading space counts towards its 75 octets.
    const limit = pieces.length === 0 ? FOLD_AT : FOLD_AT - 1
    if (octets + size > limit) {
      pieces.push(piece)
      piece = ''
      octets = 0
    }
    piece += char
    octets += size
  }
  pieces.push(piece)
  return pieces.join('\r\n ')
}

const compactDate = (day: string) => day.replace(/-/g, '')
/** UTC time in the basic format, for DTSTAMP. */
const stamp = (moment: Date) =>
  moment
    .toISOString()
    .replace(/[-:]/g, '')
    .replace(/\.\d{3}/, '')

export function calendarText(name: string, events: readonly AllDayEvent[], now: Date): string {
  const lines = [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    'PRODID:-//IHRC//Compliance console//EN',
    'CALSCALE:GREGORIAN',
    'METHOD:PUBLISH',
    `X-WR-CALNAME:${escapeText(name)}`,
    ...events.flatMap((e) => [
      'BEGIN:VEVENT',
      `UID:${e.uid}`,
      `DTSTAMP:${stamp(now)}`,
      `DTSTART;VALUE=DATE:${compactDate(e.date)}`,
      // An all-day event's DTEND is exclusive: the next day.
      `DTEND;VALUE=DATE:${compactDate(addDays(e.date, 1))}`,
      `SUMMARY:${escapeText(e.summary)}`,
      `DESCRIPTION:${escapeText(e.description)}`,
      `URL:${e.url}`,
      'TRANSP:TRANSPARENT',
      'END:VEVENT',
    ]),
    'END:VCALENDAR',
  ]
  return `${lines.map(foldLine).join('\r\n')}\r\n`
}
