import { useDeferredValue } from 'react'
import { endpoints } from '@ihrc/contract/endpoints'
import { useAppDispatch, useAppSelector } from '@/store/hooks'
import { t } from '@/locales'
import { useCallsInTurn } from '@/utils/use-calls-in-turn'
import { useNearScreen } from '@/utils/use-near-screen'
import { ActionCards } from './ActionCards'
import { BelowTheFold } from './BelowTheFold'
import { chartsFor } from './DashboardCharts'
import { useDashboardFilters } from './dashboard-filters'
import { DashboardFilterBar } from './DashboardFilterBar'
import { mayCall } from './graph-api'
import { holdActionSummary } from './action-summary-api'
import { placeOptionCalls } from '@/components/options/company-options'

// The charts and the calendar come in this page's own chunk (never with the shell or the
// sign-in page): a lazy chunk of their own cost two more round trips on a first visit, and
// React held the page's first paint until they had come anyway (bench/README.md, Lighthouse).

/**
 * The signed-in entry page: what needs action now (the cards), then the filter bar over
 * where things stand (the charts) and when things fall due (the calendar).
 */
export default function HomePage() {
  const { userName, tenantName, type, permissions } = useAppSelector((s) => s.userDisplay)
  const calendar = mayCall({ type, permissions }, endpoints.graph.complianceCalendarDates)
  // Asked without the grant, the cards' call answers 403, which reloads the console (SPEC.md section 8).
  const cards = mayCall({ type, permissions }, endpoints.graph.actionSummary)
  const filters = useDashboardFilters()
  // The first drawing is the heading, the cards and the filter bar (the LCP: the heading on a
  // phone, a card's title on a desktop); the charts and the calendar, below them, come later
  // (BelowTheFold). They only add room below: nothing drawn moves.
  const dispatch = useAppDispatch()
  // The filter bar's choices (groups, companies, branches) are asked once it nears the screen or the
  // user reaches for the page: on a phone the cards fill the screen and the bar lies below them.
  const [bar, barNear] = useNearScreen<HTMLElement>()
  // The cards' call and the filter bar's start one task each after the first drawing: started by the
  // cards' and the filters' own hooks, they were the heading's commit's effects, each a dispatch
  // re-rendering its subscribers (session s39).
  useCallsInTurn([
    ...(cards ? [{ key: 'action summary', start: () => dispatch(holdActionSummary()) }] : []),
    ...(barNear ? placeOptionCalls(filters.values, dispatch) : []),
  ])
  const below = calendar || chartsFor({ type, permissions }).length > 0
  // The heading draws with the shell; the cards' frames and the filter bar in a render of their own right after.
  const rest = useDeferredValue(true, false)
  return (
    <div className="mx-auto max-w-6xl space-y-6">
      <div>
        <h1 className="text-2xl font-semibold text-gray-900 dark:text-white">{t('home.welcome', { name: userName || '—' })}</h1>
        {tenantName && <p className="mt-1 text-gray-600 dark:text-gray-300">{t('home.tenant', { tenant: tenantName })}</p>}
      </div>
      {/* The cards stay unfiltered: their call (`graph/action-summary`) takes no filter, and what is late is late anywhere. */}
      {/* Until the deferred render, the room the cards will take says it is still drawing (aria-busy), as their own loading frames do after. */}
      {!rest && <div aria-busy="true" className="min-h-screen" />}
      {rest && cards && <ActionCards />}
      {rest && <DashboardFilterBar filters={filters} at={bar} />}
      {rest && below && <BelowTheFold query={filters.query} place={filters.place} calendar={calendar} />}
    </div>
  )
}
