import { Link } from 'react-router-dom'
import { appConfig } from '@/configs/app.config'
import { t } from '@/locales'

/** The product mark; links to the entry page. */
export function Logo({ compact = false, className = '' }: { compact?: boolean; className?: string }) {
  return (
    <Link to={appConfig.authenticatedEntryPath} className={`flex items-center gap-2 font-semibold ${className}`}>
      <span aria-hidden="true" className="grid h-8 w-8 shrink-0 place-items-center rounded-lg bg-primary text-sm font-bold text-white">
        CC
      </span>
      <span className={compact ? 'sr-only' : 'truncate text-base'}>{t('app.name')}</span>
    </Link>
  )
}
