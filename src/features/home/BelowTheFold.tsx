import type { Ref } from 'react'
import { useSearchParams } from 'react-router-dom'
import type { GraphQuery } from '@ihrc/contract/graph-query'
import { statusSettingsApi } from '@/components/status/status-settings'
import { useAppDispatch, useAppSelector } from '@/store/hooks'
import { useCallsInTurn } from '@/utils/use-calls-in-turn'
import { useNearScreen } from '@/utils/use-near-screen'
import { ComplianceCalendar, calendarMonth } from './calendar/ComplianceCalendar'
import { DashboardCharts, chartCalls } from './DashboardCharts'
import type { PlaceQuery } from './dashboard-filters'
import { holdCalendarDays, holdGraph } from './graph-api'

interface Props {
  /** The filter bar's choices: the charts' query, the calendar's place. */
  query: GraphQuery
  place: PlaceQuery
  /** Whether the user may read the calendar's call. */
  calendar: boolean
}

/** A screen's height of empty room: the window's scrollbar, which the whole page needs, comes with the first drawing (coming later it narrowed the cards: CLS 0.002). */
const Room = ({ at }: { at?: Ref<HTMLDivElement> }) => <div ref={at} aria-hidden="true" className="min-h-screen" />

/**
 * The charts and the calendar, below the cards and the filter bar: drawn, and their calls
 * asked, once their place nears the screen or the user reaches for the page (useNearScreen).
 * On a phone the cards fill the screen, and a load drew a dozen charts and a month nobody saw
 * (bench/README.md, Lighthouse, session s41).
 */
export function BelowTheFold(props: Props) {
  const [place, near] = useNearScreen<HTMLDivElement>()
  return near ? <ChartsAndCalendar {...props} /> : <Room at={place} />
}

/**
 * The page holds their calls and starts them first, one task each: mounting, the parts find them
 * running, so their mount neither starts a dozen calls nor re-renders for them in one long task
 * (session s38). Later filters and months start the same way.
 */
function ChartsAndCalendar({ query, place, calendar }: Props) {
  const { type, permissions } = useAppSelector((s) => s.userDisplay)
  const dispatch = useAppDispatch()
  const [params] = useSearchParams()
  const charts = chartCalls({ type, permissions }, query).map((call) => ({
    key: `graph ${JSON.stringify(call)}`,
    start: () => dispatch(holdGraph(call)),
  }))
  const month = { ...place, month: calendarMonth(params) }
  const days = { key: `calendar ${JSON.stringify(month)}`, start: () => dispatch(holdCalendarDays(month)) }
  // The calendar's colours too: asked at its mount, their store update re-rendered it there.
  const looks = { key: 'status settings', start: () => dispatch(statusSettingsApi.endpoints.statusSettings.initiate()) }
  const started = useCallsInTurn([...charts, ...(calendar ? [days, looks] : [])])
  if (!started) return <Room />
  return (
    <>
      <DashboardCharts filters={query} />
      {calendar && <ComplianceCalendar place={place} />}
    </>
  )
}
