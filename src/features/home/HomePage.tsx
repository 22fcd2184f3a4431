import { lazy, Suspense } from 'react'
import { endpoints } from '@ihrc/contract/endpoints'
import { useAppSelector } from '@/store/hooks'
import { t } from '@/locales'
import { ActionCards } from './ActionCards'
import { mayCall } from './graph-api'

// The charts' and the calendar's code loads after the page's first paint, never with the shell.
const DashboardCharts = lazy(() => import('./DashboardCharts'))
const ComplianceCalendar = lazy(() => import('./calendar/ComplianceCalendar'))

const LOADING = 'text-sm text-gray-600 dark:text-gray-300'

/** The signed-in entry page: what needs action now (the cards), where things stand (the charts), then when things fall due (the calendar). */
export default function HomePage() {
  const { userName, tenantName, type, permissions } = useAppSelector((s) => s.userDisplay)
  const calendar = mayCall({ type, permissions }, endpoints.graph.complianceCalendarDates)
  return (
    <div className="mx-auto max-w-6xl space-y-6">
      <div>
        <h1 className="text-2xl font-semibold text-gray-900 dark:text-white">{t('home.welcome', { name: userName || '—' })}</h1>
        {tenantName && <p className="mt-1 text-gray-600 dark:text-gray-300">{t('home.tenant', { tenant: tenantName })}</p>}
      </div>
      <ActionCards />
      <Suspense fallback={<p className={LOADING}>Loading the charts…</p>}>
        <DashboardCharts />
      </Suspense>
      {calendar && (
        <Suspense fallback={<p className={LOADING}>Loading the calendar…</p>}>
          <ComplianceCalendar />
        </Suspense>
      )}
    </div>
  )
}
