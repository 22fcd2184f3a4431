import { useEffect, useRef, useState, type KeyboardEvent } from 'react'
import { useSearchParams } from 'react-router-dom'
import dayjs from 'dayjs'
import { businessToday } from '@ihrc/contract/business-day'
import { monthRange } from '@ihrc/contract/period-range'
import { ErrorState } from '@/components/resource/ListStates'
import { Button } from '@/components/ui/Button'
import { cx } from '@/components/ui/cx'
import { formatMonthTitle, formatSpokenDay } from '@/components/ui/format'
import { ChevronLeftIcon, ChevronRightIcon } from '@/components/ui/icons'
import { monthWeeks } from '@/components/ui/month-weeks'
import { useStatusAppearance } from '@/components/status/status-settings'
import { useInTurn } from '@/utils/use-in-turn'
import type { PlaceQuery } from '../dashboard-filters'
import { NOT_ASKED, useCalendarDays } from '../graph-api'
import { daySummary } from './calendar-text'
import { CalendarKey } from './CalendarKey'
import { CellEntries } from './CellEntries'
import { DayList } from './DayList'
import { movedDay } from '@/components/ui/month-weeks'
import { monthOf, shiftMonth } from './month-grid'

const WEEKDAYS = ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday']
const FOCUS = 'focus-visible:outline-2 focus-visible:-outline-offset-2 focus-visible:outline-primary'

/** The month the link names (`?calendar=2025-06`), else this month. */
export function calendarMonth(params: URLSearchParams): string {
  const asked = params.get('calendar')
  return asked && monthRange(asked) ? asked : monthOf(businessToday())
}

function useMonth(): [string, (month: string) => void] {
  const [params, setParams] = useSearchParams()
  const month = calendarMonth(params)
  const setMonth = (next: string) =>
    setParams(
      (p) => {
        p.set('calendar', next)
        return p
      },
      { replace: true },
    )
  return [month, setMonth]
}

/**
 * The compliance calendar (issue 24): a month of due items and remittance due dates, each
 * by name and status in the tenant's colours; a WAI-ARIA grid (one day in the tab order,
 * arrows move, Enter or a click opens the day's list); previous and next month; the
 * month kept in the URL so a link reproduces it; `place`: the filter bar's group, company
 * and branch (the calendar pages its own month, so the bar's period does not bind it).
 */
export function ComplianceCalendar({ place }: { place: PlaceQuery }) {
  const [month, setMonth] = useMonth()
  // The month's answer is drawn in a turn of its own, after the charts' (useInTurn): until then the grid is drawn as while loading.
  const query = useInTurn(useCalendarDays({ ...place, month }), NOT_ASKED)
  const looks = useStatusAppearance()
  const today = businessToday()
  const [focused, setFocused] = useState(today)
  const [open, setOpen] = useState<string | null>(null)
  const active = monthOf(focused) === month ? focused : `${month}-01`
  const cells = useRef(new Map<string, HTMLTableCellElement>())
  // Focus follows a key press only, never a load (the page must not jump to the calendar);
  // a key into the next month waits for that month's grid (the URL changes after the state).
  const keyed = useRef(false)
  useEffect(() => {
    if (!keyed.current || active !== focused) return
    cells.current.get(active)?.focus()
    keyed.current = false
  }, [active, focused])

  // This month's answer only: while the next month loads its cells stay empty, never last month's.
  const days = query.currentData
  const byDate = new Map((days ?? []).map((d) => [d.date, d]))
  const title = formatMonthTitle(month)
  const go = (next: string) => {
    setOpen(null)
    setMonth(next)
  }

  // Closing the day's list (Escape, or its Close button) puts focus back on its day, where the keyboard left off.
  const close = () => {
    if (!open) return
    setOpen(null)
    setFocused(open)
    cells.current.get(open)?.focus()
  }
  const onEscape = (event: KeyboardEvent) => {
    if (event.key !== 'Escape' || !open) return
    // Handled here: no dialog or drawer around the page closes with it.
    event.stopPropagation()
    close()
  }

  const onKeyDown = (event: KeyboardEvent, date: string) => {
    if (event.key === 'Enter' || event.key === ' ') {
      event.preventDefault()
      setOpen(date)
      return
    }
    const next = movedDay(date, event.key)
    if (!next) return
    event.preventDefault()
    keyed.current = true
    setFocused(next)
    if (monthOf(next) !== month) go(monthOf(next))
  }

  const empty = days !== undefined && days.length === 0
  return (
    <section
      aria-labelledby="calendar-title"
      aria-busy={query.isFetching || query.isUninitialized || undefined}
      // A container: the cells name their entries when the calendar, not the window, is wide enough (at 800 px with the side
      // menu open a window-wide breakpoint left 56 px cells to names cut to two letters).
      className="@container rounded-lg border border-gray-200 bg-white p-4 dark:border-gray-700 dark:bg-gray-800"
    >
      <div className="mb-3 flex flex-wrap items-center justify-between gap-2">
        <h2 id="calendar-title" className="text-lg font-semibold text-gray-900 dark:text-white">
          Compliance calendar: {title}
        </h2>
        <div className="flex gap-2">
          <Button size="sm" aria-label="Previous month" icon={<ChevronLeftIcon />} onClick={() => go(shiftMonth(month, -1))} />
          <Button size="sm" onClick={() => go(monthOf(today))} disabled={month === monthOf(today)}>
            This month
          </Button>
          <Button size="sm" aria-label="Next month" icon={<ChevronRightIcon />} onClick={() => go(shiftMonth(month, 1))} />
        </div>
      </div>
      {/* While the month loads, its grid is drawn empty (the section is busy): the loaded grid takes the same room. */}
      {query.isError ? (
        <ErrorState title="Could not load the calendar." onRetry={() => void query.refetch()} />
      ) : (
        // Escape from a day or from inside its open list closes the list.
        <div onKeyDown={onEscape}>
          <table role="grid" aria-labelledby="calendar-title" className="w-full table-fixed border-collapse">
            <thead>
              <tr>
                {WEEKDAYS.map((d) => (
                  <th key={d} scope="col" abbr={d} className="pb-1 text-xs font-medium text-gray-600 dark:text-gray-300">
                    {d.slice(0, 3)}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {monthWeeks(dayjs(`${month}-01`)).map((week) => (
                <tr key={week[0]!.date}>
                  {week.map(({ date, day, inMonth }) =>
                    // The neighbouring months' days are blank cells: each month's items show on its own page.
                    !inMonth ? (
                      <td key={date} role="gridcell" className="border border-gray-100 dark:border-gray-700" />
                    ) : (
                      <td
                        key={date}
                        role="gridcell"
                        ref={(el) => {
                          if (el) cells.current.set(date, el)
                          else cells.current.delete(date)
                        }}
                        tabIndex={date === active ? 0 : -1}
                        aria-selected={date === open}
                        aria-current={date === today ? 'date' : undefined}
                        onClick={() => {
                          setFocused(date)
                          setOpen(date)
                        }}
                        onKeyDown={(e) => onKeyDown(e, date)}
                        className={cx(
                          // Tall enough for a day's fullest cell (three entries and "+N more"): every week keeps its height, loaded or not.
                          'h-20 cursor-pointer border border-gray-200 p-1 align-top dark:border-gray-700 @3xl:h-32',
                          FOCUS,
                          date === open && 'bg-primary-subtle dark:bg-gray-700',
                        )}
                      >
                        {/* Named by its words, not an aria-label: the visible entries are shortened forms of them. */}
                        {/* Until the month's answer is in, a day is named by its date alone, not "nothing due". */}
                        <span className="sr-only">
                          {days === undefined ? formatSpokenDay(date) : `${formatSpokenDay(date)}: ${daySummary(byDate.get(date), looks)}`}
                        </span>
                        <span
                          aria-hidden="true"
                          className={cx(
                            'text-xs font-semibold text-gray-700 dark:text-gray-200',
                            date === today && 'rounded-full bg-primary px-1.5 text-primary-contrast',
                          )}
                        >
                          {day}
                        </span>
                        {byDate.has(date) && (
                          <div aria-hidden="true">
                            <CellEntries day={byDate.get(date)!} looks={looks} />
                          </div>
                        )}
                      </td>
                    ),
                  )}
                </tr>
              ))}
            </tbody>
          </table>
          {/* One line kept for the month's colours in words, or its empty sentence, from loading on: the calendar keeps its height. */}
          <div className="mt-2 min-h-6">
            {empty ? (
              <p className="text-sm text-gray-600 dark:text-gray-300">Nothing falls due in {title}.</p>
            ) : (
              days && <CalendarKey days={days} looks={looks} />
            )}
          </div>
          {open && monthOf(open) === month && <DayList date={open} day={byDate.get(open)} place={place} onClose={close} />}
        </div>
      )}
    </section>
  )
}
