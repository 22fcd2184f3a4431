import { render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import dayjs from 'dayjs'
import { afterEach, expect, test, vi } from 'vitest'
import { MonthPicker } from '@/components/ui/MonthPicker'

afterEach(() => vi.restoreAllMocks())

// A filter bar's month picker renders on every store update (/home's, while its calls start):
// a financial year's twelve cells are worked out once per year, not on each render (s38).
test('the month picker formats a financial year once: a second render of that year formats nothing', async () => {
  const format = vi.spyOn(dayjs.prototype, 'format')
  const picker = (fy: string) => <MonthPicker label="Return month" value={null} financialYear={fy} onChange={() => {}} />
  const { rerender } = render(picker('2041-42'))
  const first = format.mock.calls.length
  expect(first).toBeGreaterThan(0)

  rerender(picker('2041-42'))
  expect(format).toHaveBeenCalledTimes(first)

  // Another year is worked out for itself, once; coming back to the first formats nothing.
  rerender(picker('2042-43'))
  expect(format).toHaveBeenCalledTimes(2 * first)
  rerender(picker('2041-42'))
  rerender(picker('2042-43'))
  expect(format).toHaveBeenCalledTimes(2 * first)

  // The kept cells are that year's: April to March, each month of its own calendar year.
  await userEvent.setup().click(screen.getByRole('button', { name: 'Return month: Select month' }))
  expect(await screen.findByText('FY 2042-43')).toBeInTheDocument()
  expect(screen.getByRole('button', { name: 'Apr 2042' })).toBeInTheDocument()
  expect(screen.getByRole('button', { name: 'Mar 2043' })).toBeInTheDocument()
})
