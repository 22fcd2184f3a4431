/**
 * The iCalendar writer: lines folded at 75 octets without splitting a UTF-8 character,
 * CRLF endings, text escaped so that a parser (ical.js) reads back exactly what was written.
 */
import ICAL from 'ical.js'
import { describe, expect, it } from 'vitest'
import { calendarText, foldLine } from '../src/lib/icalendar'

const octets = (line: string) => Buffer.byteLength(line)

describe('iCalendar text', () => {
  it('folds a long line of multi-byte characters into pieces of at most 75 octets that unfold to the line', () => {
    const line = `DESCRIPTION:${'₹34 LWF, Haryana; '.repeat(12)}`
    const folded = foldLine(line)
    const pieces = folded.split('\r\n')
    expect(pieces.length).toBeGreaterThan(3)
    for (const piece of pieces) expect(octets(piece)).toBeLessThanOrEqual(75)
    for (const piece of pieces.slice(1)) expect(piece.startsWith(' ')).toBe(true)
    expect(folded.replace(/\r\n /g, '')).toBe(line)
    expect(foldLine('SUMMARY:short')).toBe('SUMMARY:short')
  })

  it('writes all-day events a parser reads back exactly, text with commas, semicolons, backslashes and newlines included', () => {
    const description = 'PF, ESI; and PT\\LWF for Acme Pune —\nsecond line, with ₹ amounts '.repeat(3)
    const text = calendarText(
      'Compliance: Asha',
      [
        {
          uid: 'due-item-7@example.test',
          date: '2025-12-31',
          summary: 'Form 5A; Acme, Pune',
          description,
          url: 'https://example.test/companyadmin/due-compliance',
        },
      ],
      new Date('2025-11-01T02:30:00Z'),
    )
    expect(text.endsWith('\r\n')).toBe(true)
    const lines = text.split('\r\n').slice(0, -1)
    for (const line of lines) expect(octets(line)).toBeLessThanOrEqual(75)
    expect(text.replace(/\r\n/g, '')).not.toContain('\n')

    const calendar = new ICAL.Component(ICAL.parse(text))
    expect(calendar.getFirstPropertyValue('version')).toBe('2.0')
    const [event] = calendar.getAllSubcomponents('vevent')
    const e = new ICAL.Event(event)
    expect(e.uid).toBe('due-item-7@example.test')
    expect(e.summary).toBe('Form 5A; Acme, Pune')
    expect(e.description).toBe(description)
    expect(e.startDate.isDate).toBe(true)
    expect(e.startDate.toString()).toBe('2025-12-31')
    // DTEND of an all-day event is the next day (exclusive), across a year's end.
    expect(e.endDate.toString()).toBe('2026-01-01')
    expect(event!.getFirstPropertyValue('url')).toBe('https://example.test/companyadmin/due-compliance')
    expect(event!.getFirstPropertyValue('dtstamp')?.toString()).toBe('2025-11-01T02:30:00Z')
  })
})
