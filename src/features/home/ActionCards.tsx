import { memo, useDeferredValue, useRef, type ReactNode } from 'react'
import { Link } from 'react-router-dom'
import { ACTION_DUE_DAYS } from '@ihrc/contract/graph-sizes'
import type { ActionSummary } from '@ihrc/contract/graphs'
import { businessToday } from '@ihrc/contract/business-day'
import { can, type MenuKey, type Principal } from '@ihrc/contract/permissions'
import { NOTICE_ATTENTION_DAYS } from '@ihrc/contract/notice-facts'
import { TRACKER_FAMILIES } from '@ihrc/contract/tracker-families'
import { financialYearOf } from '@/components/options/period-filters'
import { ErrorState } from '@/components/resource/ListStates'
import { Skeleton } from '@/components/ui/Skeleton'
import { useAppSelector } from '@/store/hooks'
import { formatAmount, formatCount } from '@/components/ui/format'
import { useOverflows } from '@/components/ui/use-overflows'
import { useActionSummary } from './action-summary-api'
import { familyPath } from './list-links'

const CARD = 'block rounded-lg border border-gray-200 bg-white p-4 dark:border-gray-700 dark:bg-gray-800'
const LINK = 'rounded focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-primary'
const FIGURE = 'mt-1 text-2xl font-semibold text-gray-900 dark:text-white'
const NOTE = 'mt-1 text-sm text-gray-600 dark:text-gray-300'
// Each card's height is fixed by its kind, never by its answer, and the loading state draws
// the same heights in the same order: nothing below the cards moves when the answer comes
// (layout shift, issue 24). A count card holds its title and figure; a families card its
// title on two lines, the figure, two lines of family links (the exposure card's PF and ESI
// amounts wrap to two at 1366 px once they reach crores; the missing card's six counts fit
// in its room) and two companies (more scroll).
const COUNT_HEIGHT = 'min-h-[5.625rem]'
const FAMILIES_HEIGHT = 'min-h-[13.25rem]'
const TITLE = 'text-sm font-medium text-gray-600 dark:text-gray-300'
const missingTitle = (year: string) => `Missing remittances, ${year}`
const exposureTitle = (year: string) => `Late-payment interest and damages, ${year}`

/** A card that is one link: the figure, or the empty text when it is zero. */
function CountCard({ title, count, empty, to }: { title: string; count: number; empty: string; to: string }) {
  return (
    // Named by its own text (title, then figure), so what is read is what is shown.
    <Link to={to} className={`${CARD} ${COUNT_HEIGHT} ${LINK} hover:border-primary`}>
      <h2 className={TITLE}>
        {title}
        <span className="sr-only">:</span>
      </h2>
      {count === 0 ? <p className={NOTE}>{empty}</p> : <p className={FIGURE}>{formatCount(count)}</p>}
    </Link>
  )
}

/** A card with a link per tracker family. */
function FamiliesCard({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section className={`${CARD} ${FAMILIES_HEIGHT}`} aria-label={title}>
      <h2 className={TITLE}>{title}</h2>
      {children}
    </section>
  )
}

function MissingCard({ missing, year }: Pick<ActionSummary, 'missing' | 'year'>) {
  const total = missing.reduce((n, m) => n + m.count, 0)
  return (
    <FamiliesCard title={missingTitle(year)}>
      {total === 0 ? (
        <p className={NOTE}>No remittance missing this year</p>
      ) : (
        <>
          <p className={FIGURE}>{formatCount(total)}</p>
          <ul className="mt-2 flex flex-wrap gap-x-3 gap-y-1 text-sm">
            {missing
              .filter((m) => m.count > 0)
              .map((m) => (
                <li key={m.family}>
                  <Link className={`${LINK} text-primary-text underline`} to={`${familyPath(m.family)}?status=missing&year=${year}`}>
                    {m.label}: {formatCount(m.count)}
                  </Link>
                </li>
              ))}
          </ul>
        </>
      )}
    </FamiliesCard>
  )
}

function ExposureCard({ exposure, year }: { exposure: NonNullable<ActionSummary['exposure']>; year: string }) {
  const companies = useRef<HTMLUListElement>(null)
  // Two names wrap to four lines in a narrow card (an 800 px window beside the side menu): it scrolls then too.
  const scrolls = useOverflows(companies, 'y', [exposure.companies])
  return (
    <FamiliesCard title={exposureTitle(year)}>
      {exposure.total === 0 ? (
        <p className={NOTE}>No late-payment interest or damages this year</p>
      ) : (
        <>
          <p className={FIGURE}>{formatAmount(exposure.total)}</p>
          <ul className="mt-2 flex flex-wrap gap-x-3 gap-y-1 text-sm">
            {exposure.families.map((f) => (
              <li key={f.family}>
                <Link className={`${LINK} text-primary-text underline`} to={`${familyPath(f.family)}?view=grid&year=${year}`}>
                  {f.label}: {formatAmount(f.total)}
                </Link>
              </li>
            ))}
          </ul>
          {/* Two companies shown, the rest a scroll away (a keyboard stop only then), so the card keeps its height. */}
          <ul
            ref={companies}
            className={`${LINK} mt-2 max-h-[2.625rem] space-y-0.5 overflow-y-auto text-sm text-gray-700 dark:text-gray-200`}
            aria-label="By company"
            tabIndex={scrolls || exposure.companies.length > 2 ? 0 : undefined}
          >
            {exposure.companies.map((c) => (
              <li key={c.company_id}>
                {c.company_name}: {formatAmount(c.total)}
              </li>
            ))}
          </ul>
        </>
      )}
    </FamiliesCard>
  )
}

/**
 * The cards of one count each: the figure of the summary, the title, the text for zero, the
 * list it opens and the menu that list needs (the server answers null without it, and the card is not shown).
 */
const COUNT_CARDS = [
  {
    figure: 'overdue',
    title: 'Overdue items',
    empty: 'Nothing overdue',
    to: '/due-compliance?data_status=overdue',
    menu: 'audit.due_compliance',
  },
  {
    figure: 'awaiting_my_approval',
    title: 'Awaiting my approval',
    empty: 'Nothing awaits your approval',
    to: '/status?tab=pending&approver=me',
    menu: 'audit.status',
  },
  {
    figure: 'my_due_soon',
    title: `My items due in the next ${ACTION_DUE_DAYS} days`,
    empty: `Nothing of yours is due in the next ${ACTION_DUE_DAYS} days`,
    to: `/due-compliance?owner=me&data_status=due&within_days=${ACTION_DUE_DAYS}`,
    menu: 'audit.due_compliance',
  },
  {
    figure: 'notices_attention',
    title: `Notices: reply or hearing within ${NOTICE_ATTENTION_DAYS} days`,
    empty: 'No notice needs a reply or hearing this week',
    to: '/notice-tracker?attention=true',
    menu: 'remittance.notice_tracker',
  },
] as const satisfies readonly { figure: keyof ActionSummary; title: string; empty: string; to: string; menu: MenuKey }[]

/**
 * Which cards `who` will see, before the figures come: as the server decides which
 * figures it answers (a count card's menu; the missing card for any readable tracker, the
 * exposure card for a readable one with interest and damages), so the loading frames are
 * the loaded cards and nothing moves when they come.
 */
function cardsFor(who: Principal) {
  const trackers = Object.values(TRACKER_FAMILIES).filter((f) => can(who, f.menu, 'list'))
  return {
    counts: COUNT_CARDS.filter((c) => can(who, c.menu, 'list')),
    missing: trackers.length > 0,
    exposure: trackers.some((f) => 'arrears' in f && f.arrears !== undefined),
  }
}

/**
 * The cards' frames and titles (this financial year's, as the server names it) with grey
 * figures: the page's largest text paints with the page, not after the slowest answer
 * (Lighthouse's LCP), and the loaded cards take the same room.
 */
function LoadingCards() {
  const year = financialYearOf(businessToday())
  const { type, permissions } = useAppSelector((s) => s.userDisplay)
  const cards = cardsFor({ type, permissions })
  const frames = [
    ...cards.counts.map((c) => ({ title: c.title, height: COUNT_HEIGHT, lines: 0 })),
    ...(cards.missing ? [{ title: missingTitle(year), height: FAMILIES_HEIGHT, lines: 1 }] : []),
    ...(cards.exposure ? [{ title: exposureTitle(year), height: FAMILIES_HEIGHT, lines: 2 }] : []),
  ]
  return (
    <section aria-label="Loading what needs action" aria-busy="true">
      <div className="grid gap-4 sm:grid-cols-2 xl:grid-cols-3">
        {frames.map(({ title, height, lines }) => (
          <div key={title} className={`${CARD} ${height}`}>
            <h2 className={TITLE}>{title}</h2>
            <Skeleton className="mt-1 h-8 w-20" />
            {Array.from({ length: lines }, (_, i) => (
              <Skeleton key={i} className="mt-2 h-5 w-3/4" />
            ))}
          </div>
        ))}
      </div>
    </section>
  )
}

/**
 * What needs doing now, each card opening its list already filtered; a card whose records the user may not read is not shown.
 * The answer comes deferred, as each chart's: its store update re-renders only this hook (such an
 * update renders at once, in one task), and the cards are drawn in a render React cuts into pieces
 * (bench/README.md, Lighthouse, session s39).
 */
export function ActionCards() {
  return <Cards result={useDeferredValue(useActionSummary())} />
}

const Cards = memo(function Cards({ result }: { result: ReturnType<typeof useActionSummary> }) {
  const { data, isUninitialized, isLoading, isError, refetch } = result
  // Not asked yet: the page starts the call in the task after its first drawing.
  if (isUninitialized || isLoading) return <LoadingCards />
  if (isError || !data) return <ErrorState title="Could not load what needs action." onRetry={() => void refetch()} />
  const cards = [
    ...COUNT_CARDS.filter((c) => data[c.figure] !== null).map(({ figure, menu: _, ...card }) => (
      <CountCard key={figure} {...card} count={data[figure]!} />
    )),
    data.missing.length > 0 && <MissingCard key="missing" missing={data.missing} year={data.year} />,
    data.exposure && <ExposureCard key="exposure" exposure={data.exposure} year={data.year} />,
  ].filter(Boolean)
  if (cards.length === 0) return null
  return (
    <section aria-labelledby="action-cards-title">
      <h2 id="action-cards-title" className="sr-only">
        What needs action
      </h2>
      <div className="grid gap-4 sm:grid-cols-2 xl:grid-cols-3">{cards}</div>
    </section>
  )
})
