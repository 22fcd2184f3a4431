import { useAppSelector } from '@/store/hooks'
import { Card } from '@/components/ui/Card'
import { t } from '@/locales'

/** The signed-in entry page: who you are and where; the dashboard's charts are not built yet. */
export default function HomePage() {
  const { userName, tenantName } = useAppSelector((s) => s.userDisplay)
  const bordered = useAppSelector((s) => s.theme.cardBordered)
  return (
    <div className="mx-auto max-w-4xl space-y-6">
      <Card bordered={bordered}>
        <h1 className="text-2xl font-semibold text-gray-900 dark:text-white">{t('home.welcome', { name: userName || '—' })}</h1>
        {tenantName && <p className="mt-1 text-gray-600 dark:text-gray-300">{t('home.tenant', { tenant: tenantName })}</p>}
        <p className="mt-4 text-sm text-gray-500 dark:text-gray-400">{t('home.notBuilt')}</p>
      </Card>
    </div>
  )
}
