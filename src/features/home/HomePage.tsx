import { lazy, Suspense } from 'react'
import { useAppSelector } from '@/store/hooks'
import { Card } from '@/components/ui/Card'
import { t } from '@/locales'
import { ActionCards } from './ActionCards'

// The charts' code loads after the page's first paint, never with the shell.
const DashboardCharts = lazy(() => import('./DashboardCharts'))

/** The signed-in entry page: what needs action now (the cards), then where things stand (the charts); the calendar is not built yet. */
export default function HomePage() {
  const { userName, tenantName } = useAppSelector((s) => s.userDisplay)
  const bordered = useAppSelector((s) => s.theme.cardBordered)
  return (
    <div className="mx-auto max-w-6xl space-y-6">
      <div>
        <h1 className="text-2xl font-semibold text-gray-900 dark:text-white">{t('home.welcome', { name: userName || '—' })}</h1>
        {tenantName && <p className="mt-1 text-gray-600 dark:text-gray-300">{t('home.tenant', { tenant: tenantName })}</p>}
      </div>
      <ActionCards />
      <Suspense fallback={<p className="text-sm text-gray-600 dark:text-gray-300">Loading the charts…</p>}>
        <DashboardCharts />
      </Suspense>
      <Card bordered={bordered}>
        <p className="text-sm text-gray-600 dark:text-gray-300">{t('home.notBuilt')}</p>
      </Card>
    </div>
  )
}
