import { Link } from 'react-router-dom'
import { appConfig } from '@/configs/app.config'
import { t } from '@/locales'

/** The product mark; links to the entry page. */
export function Logo({
  compact = false,
  className = '',
  badge = 'bg-primary text-white',
}: {
  compact?: boolean
  className?: string
  badge?: string
}) {
  return (
    <Link to={appConfig.authenticatedEntryPath} className={`flex items-center gap-2 font-semibold ${className}`}>
      <span aria-hidden="true" className={`grid h-8 w-8 shrink-0 place-items-center rounded-lg text-sm font-bold ${badge}`}>
        CC
      </span>
      <span className={compact ? 'sr-only' : 'truncate text-base'}>{t('app.name')}</span>
    </Link>
  )
}
