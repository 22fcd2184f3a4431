import { describe, expect, it } from 'vitest'
import { BUSINESS_TIME_ZONE, businessToday } from '@ihrc/contract/business-day'

// businessToday adds India's fixed offset instead of asking the time zone database at each
// load (business-day.ts): the two must name the same day for any now the console meets.
describe('businessToday', () => {
  const zone = new Intl.DateTimeFormat('en-CA', { timeZone: BUSINESS_TIME_ZONE, year: 'numeric', month: '2-digit', day: '2-digit' })

  it("names the time zone database's day in India around every midnight there, 1950 to 2100", () => {
    for (let year = 1950; year <= 2100; year += 3)
      for (const month of [0, 2, 5, 9, 11]) {
        // India's midnight is 18:30 UTC the day before: a minute either side, and the minute itself.
        const midnight = Date.UTC(year, month, 1) - (5 * 60 + 30) * 60_000
        for (const at of [midnight - 60_000, midnight, midnight + 60_000, midnight + 12 * 3_600_000]) {
          const now = new Date(at)
          expect(businessToday(now), now.toISOString()).toBe(zone.format(now))
        }
      }
  })

  it('is already tomorrow in India at 23:00 UTC, and still today at 18:29', () => {
    expect(businessToday(new Date('2026-03-31T23:00:00Z'))).toBe('2026-04-01')
    expect(businessToday(new Date('2026-03-31T18:29:59Z'))).toBe('2026-03-31')
    expect(businessToday(new Date('2026-03-31T18:30:00Z'))).toBe('2026-04-01')
  })
})
