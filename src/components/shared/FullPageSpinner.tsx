import { Spinner } from '@/components/ui/Spinner'
import { t } from '@/locales'

/** While the session check or a lazy page loads. */
export function FullPageSpinner({ inline = false }: { inline?: boolean }) {
  return (
    <div role="status" aria-live="polite" className={`grid place-items-center ${inline ? 'py-16' : 'min-h-screen'}`}>
      <Spinner size={32} />
      <span className="sr-only">{t('app.loading')}</span>
    </div>
  )
}
