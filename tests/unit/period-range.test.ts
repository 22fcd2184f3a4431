import { describe, expect, it } from 'vitest'
import { periodLastDay, periodRange } from '@ihrc/contract'

// The one period rule the graphs count over and the chart links cut their lists at.
describe('periodRange', () => {
  const today = '2026-02-10'

  it('is the financial year of today when the query names no period', () => {
    expect(periodRange({}, today)).toEqual({ start: '2025-04-01', end: '2026-04-01' })
    expect(periodLastDay({}, '2026-04-01')).toBe('2027-03-31')
  })

  it('takes the narrowest of the month, the year and from/to', () => {
    expect(periodRange({ year: '2024-25', month: '2024-06' }, today)).toEqual({ start: '2024-06-01', end: '2024-07-01' })
    expect(periodLastDay({ year: '2024-25', month: '2025-02' }, today)).toBe('2025-02-28')
    expect(periodRange({ year: '2024-25', from: '2024-05-15', to: '2024-09-30' }, today)).toEqual({
      start: '2024-05-15',
      end: '2024-10-01',
    })
  })

  it("closes one open end of from/to with the current financial year's", () => {
    expect(periodRange({ from: '2025-10-02' }, today)).toEqual({ start: '2025-10-02', end: '2026-04-01' })
    expect(periodRange({ to: '2025-06-30' }, today)).toEqual({ start: '2025-04-01', end: '2025-07-01' })
  })

  it('is empty, never reversed, when the periods do not meet', () => {
    expect(periodRange({ year: '2025-26', month: '2024-05' }, today)).toEqual({ start: '2025-04-01', end: '2025-04-01' })
  })
})
