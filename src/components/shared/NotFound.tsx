import { Link } from 'react-router-dom'
import { appConfig } from '@/configs/app.config'
import { t } from '@/locales'
import { MessagePage } from './MessagePage'

/** Unknown paths. Standalone (signed out) it centres itself; in the shell the layout frames it. */
export default function NotFound({ standalone = false }: { standalone?: boolean }) {
  const page = (
    <MessagePage
      icon="document"
      title={t('notFound.title')}
      action={
        <Link to={appConfig.authenticatedEntryPath} className="font-medium text-primary-text underline-offset-4 hover:underline">
          {t('notFound.home')}
        </Link>
      }
    >
      <p>{t('notFound.body')}</p>
    </MessagePage>
  )
  return standalone ? <main className="min-h-screen px-4 py-16">{page}</main> : page
}
