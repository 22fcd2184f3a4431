import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { createRef, useState } from 'react'
import { afterEach, describe, expect, test, vi } from 'vitest'
import { financialYear, financialYearMonths, shiftFinancialYear, yearPageStart, yearsOnPage } from '@/components/ui/date-input'
import { formatAmount, formatDateTime, formatMonth } from '@/components/ui/format'
import { MonthPicker } from '@/components/ui/MonthPicker'
import { RangePicker, type DateRange } from '@/components/ui/RangePicker'
import { ScrollBar } from '@/components/ui/ScrollBar'
import { thumbMetrics } from '@/components/ui/scrollbar-thumb'
import { stepStatuses } from '@/components/ui/step-status'
import { Steps } from '@/components/ui/Steps'
import { clampTimePart, parseTime, to12Hour, to24Hour } from '@/components/ui/time-input'
import { TimeInput } from '@/components/ui/TimeInput'
import { Tooltip } from '@/components/ui/Tooltip'
import { YearPicker } from '@/components/ui/YearPicker'

afterEach(() => vi.useRealTimers())

describe('time fields', () => {
  test('hours are clamped to 0–23 in 24-hour mode and 1–12 in 12-hour mode, padded to two digits', () => {
    expect(clampTimePart('7', 'hour', '24')).toBe('07')
    expect(clampTimePart('31', 'hour', '24')).toBe('23')
    expect(clampTimePart('0', 'hour', '24')).toBe('00')
    expect(clampTimePart('0', 'hour', '12')).toBe('01')
    expect(clampTimePart('15', 'hour', '12')).toBe('12')
  })
  test('minutes and seconds are clamped to 0–59; junk becomes the minimum', () => {
    expect(clampTimePart('75', 'minute', '24')).toBe('59')
    expect(clampTimePart('5', 'second', '12')).toBe('05')
    expect(clampTimePart('-3', 'minute', '24')).toBe('00')
    expect(clampTimePart('', 'second', '24')).toBe('00')
  })
  test('am/pm conversion both ways, including midnight and noon', () => {
    expect(to24Hour(12, 'am')).toBe(0)
    expect(to24Hour(12, 'pm')).toBe(12)
    expect(to24Hour(1, 'pm')).toBe(13)
    expect(to24Hour(11, 'am')).toBe(11)
    expect(to12Hour(0)).toEqual({ hour: 12, period: 'am' })
    expect(to12Hour(12)).toEqual({ hour: 12, period: 'pm' })
    expect(to12Hour(23)).toEqual({ hour: 11, period: 'pm' })
  })
  test('parseTime rejects impossible times', () => {
    expect(parseTime('09:05')).toEqual({ hour: 9, minute: 5, second: 0 })
    expect(parseTime('24:00')).toBeNull()
    expect(parseTime('tea time')).toBeNull()
  })

  function Harness({ format }: { format?: '12' | '24' }) {
    const [value, setValue] = useState<string | null>('13:30')
    return (
      <>
        <TimeInput label="Reminder time" value={value} onChange={setValue} format={format} />
        <output>{value}</output>
      </>
    )
  }
  test('24-hour by default: a typed 99 minutes is clamped to 59 on leaving the field', async () => {
    const user = userEvent.setup()
    render(<Harness />)
    expect(screen.getByRole('group', { name: 'Reminder time' })).toBeInTheDocument()
    expect(screen.getByRole('textbox', { name: 'Hours' })).toHaveValue('13')
    expect(screen.queryByRole('combobox', { name: 'am or pm' })).not.toBeInTheDocument()
    const minutes = screen.getByRole('textbox', { name: 'Minutes' })
    await user.clear(minutes)
    await user.type(minutes, '99')
    await user.tab()
    expect(minutes).toHaveValue('59')
    expect(screen.getByRole('status')).toHaveTextContent('13:59')
  })
  test('12-hour mode shows 01 pm and switching to am converts the stored hour', async () => {
    const user = userEvent.setup()
    render(<Harness format="12" />)
    expect(screen.getByRole('textbox', { name: 'Hours' })).toHaveValue('01')
    const period = screen.getByRole('combobox', { name: 'am or pm' })
    expect(period).toHaveValue('pm')
    await user.selectOptions(period, 'am')
    expect(screen.getByRole('status')).toHaveTextContent('01:30')
  })
})

describe('step statuses', () => {
  test('steps before the current are complete, the current takes the status, the rest pending', () => {
    expect(stepStatuses(4, 2)).toEqual(['complete', 'complete', 'in_progress', 'pending'])
    expect(stepStatuses(3, 1, 'error')).toEqual(['complete', 'error', 'pending'])
    expect(stepStatuses(2, 0, 'complete')).toEqual(['complete', 'pending'])
  })
  test('the rendered current step is marked and announces its status', () => {
    render(
      <Steps label="Branch setup" current={1} status="error" items={[{ title: 'Details' }, { title: 'Documents' }, { title: 'Review' }]} />,
    )
    const current = screen.getByText('Documents').closest('li')
    expect(current).toHaveAttribute('aria-current', 'step')
    expect(current).toHaveTextContent('Documents (error)')
    expect(screen.getByText('Details').closest('li')).toHaveTextContent('(complete)')
  })
})

describe('range and date-time pickers', () => {
  test('range picker: two fields joined by "~", the end cannot precede the start', async () => {
    const user = userEvent.setup()
    function Harness() {
      const [range, setRange] = useState<DateRange>({ start: '2025-04-10', end: null })
      return (
        <>
          <RangePicker label="Period" value={range} onChange={setRange} />
          <output>{`${range.start}|${range.end}`}</output>
        </>
      )
    }
    render(<Harness />)
    expect(screen.getByRole('group', { name: 'Period' })).toHaveTextContent('~')
    const end = screen.getByRole('textbox', { name: 'Period end' })
    await user.type(end, '2025-04-01')
    await user.tab()
    expect(screen.getByRole('status')).toHaveTextContent('2025-04-10|2025-04-10')
  })
  test('date-time display format is DD-MM-YYYY hh:mm a', () => {
    expect(formatDateTime('2025-04-01T13:05')).toBe('01-04-2025 01:05 pm')
    expect(formatDateTime('2026-11-26T07:07:00.000Z')).toMatch(/^26-11-2026 \d\d:07 (am|pm)$/)
    expect(formatDateTime(null)).toBe('—')
  })
  test('months are written with short names, September as "Sep"; amounts always with two decimals in Indian grouping', () => {
    expect(formatMonth('2026-09')).toBe('Sep 2026')
    expect(formatMonth('2026-10-15')).toBe('Oct 2026')
    expect(formatAmount(458272.5)).toBe('₹4,58,272.50')
    expect(formatAmount(632100)).toBe('₹6,32,100.00')
    expect(formatAmount(null)).toBe('—')
  })
})

describe('year and month pickers', () => {
  test('12 years per page, kept within 100 and 10000', () => {
    expect(yearPageStart(2025)).toBe(2016)
    expect(yearsOnPage(2016)).toHaveLength(12)
    expect(yearPageStart(50)).toBe(100)
    expect(yearsOnPage(yearPageStart(10000)).at(-1)).toBe(10000)
  })
  test('financial year months run April to March', () => {
    const months = financialYearMonths('2025-26')
    expect(months[0]).toBe('2025-04')
    expect(months[11]).toBe('2026-03')
    expect(financialYear('2026-03-31')).toBe('2025-26')
    expect(financialYear('2026-04-01')).toBe('2026-27')
    expect(shiftFinancialYear('2099-00', 1)).toBe('2100-01')
  })
  test('the month picker offers the financial year and reports the chosen month', async () => {
    const user = userEvent.setup()
    const onChange = vi.fn()
    render(<MonthPicker label="Return month" value={null} financialYear="2025-26" onChange={onChange} />)
    await user.click(screen.getByRole('button', { name: 'Return month: Select month' }))
    expect(screen.getByText('FY 2025-26')).toBeInTheDocument()
    await user.click(screen.getByRole('button', { name: 'Jan 2026' }))
    expect(onChange).toHaveBeenCalledWith('2026-01')
  })
  test("an empty picker's hint is drawn as a placeholder, not as a chosen value", () => {
    const { rerender } = render(<MonthPicker label="Month" placeholder="Month" value={null} onChange={() => {}} />)
    // The list filters' other hints are grey (Input's and Select's placeholder colour): "Month" read as a month chosen.
    expect(within(screen.getByRole('button', { name: 'Month: Month' })).getByText('Month')).toHaveClass('text-gray-500')
    rerender(<MonthPicker label="Month" placeholder="Month" value="2026-01" onChange={() => {}} />)
    expect(screen.getByRole('button', { name: 'Month: Jan 2026' })).toHaveTextContent('Jan 2026')
    expect(screen.queryByText('Month', { selector: '.text-gray-500' })).not.toBeInTheDocument()
  })
  test('the year picker pages by 12 years', async () => {
    const user = userEvent.setup()
    const onChange = vi.fn()
    render(<YearPicker label="Year of incorporation" value={2025} onChange={onChange} />)
    await user.click(screen.getByRole('button', { name: 'Year of incorporation: 2025' }))
    await user.click(screen.getByRole('button', { name: 'Previous 12 years' }))
    await user.click(screen.getByRole('button', { name: '2004' }))
    expect(onChange).toHaveBeenCalledWith(2004)
  })
})

describe('scrollbar and tooltip', () => {
  test('the thumb is proportional, never under 30 px, and follows the scroll', () => {
    expect(thumbMetrics(200, 200, 0)).toEqual({ size: 0, offset: 0 })
    expect(thumbMetrics(200, 400, 0)).toEqual({ size: 100, offset: 0 })
    expect(thumbMetrics(200, 400, 200)).toEqual({ size: 100, offset: 100 })
    expect(thumbMetrics(100, 100000, 0).size).toBe(30)
  })
  test('the custom thumb shows while scrolling and hides 1000 ms after the last scroll', () => {
    vi.useFakeTimers()
    render(
      <ScrollBar label="Recent activity" maxHeight={100}>
        <p>Challan uploaded</p>
      </ScrollBar>,
    )
    const region = screen.getByRole('region', { name: 'Recent activity' })
    // jsdom does no layout: give the region a 100 px window onto 400 px of content.
    Object.defineProperties(region, {
      clientHeight: { value: 100 },
      scrollHeight: { value: 400 },
      scrollTop: { value: 150, writable: true },
    })
    fireEvent.scroll(region)
    const thumb = screen.getByTestId('scroll-thumb')
    expect(thumb).toHaveStyle({ height: '30px' })
    expect(thumb).toHaveClass('opacity-100')
    act(() => vi.advanceTimersByTime(999))
    expect(thumb).toHaveClass('opacity-100')
    act(() => vi.advanceTimersByTime(1))
    expect(thumb).toHaveClass('opacity-0')
  })
  test('a tooltip appears on keyboard focus and hides on Escape', async () => {
    const user = userEvent.setup()
    render(
      <Tooltip content="Export all branches as a spreadsheet">
        <button type="button">Export</button>
      </Tooltip>,
    )
    await user.tab()
    expect(await screen.findByRole('tooltip')).toHaveTextContent('Export all branches as a spreadsheet')
    await user.keyboard('{Escape}')
    await waitFor(() => expect(screen.queryByRole('tooltip')).not.toBeInTheDocument())
  })
  test('hovering shows the tooltip and the trigger is described by it', async () => {
    const user = userEvent.setup()
    render(
      <Tooltip content="Download the certificate">
        <button type="button">Certificate</button>
      </Tooltip>,
    )
    const trigger = screen.getByRole('button', { name: 'Certificate' })
    await user.hover(trigger)
    const tip = await screen.findByRole('tooltip')
    expect(trigger).toHaveAccessibleDescription('Download the certificate')
    expect(trigger.getAttribute('aria-describedby')).toBe(tip.id)
    await user.unhover(trigger)
    await waitFor(() => expect(screen.queryByRole('tooltip')).not.toBeInTheDocument())
  })
  test('a trigger with a ref of its own still opens on hover, and keeps its ref', async () => {
    const user = userEvent.setup()
    const own = createRef<HTMLButtonElement>()
    render(
      <Tooltip content="Download the certificate">
        <button ref={own} type="button">
          Certificate
        </button>
      </Tooltip>,
    )
    const trigger = screen.getByRole('button', { name: 'Certificate' })
    expect(own.current).toBe(trigger)
    await user.hover(trigger)
    expect(await screen.findByRole('tooltip')).toHaveTextContent('Download the certificate')
  })
})
