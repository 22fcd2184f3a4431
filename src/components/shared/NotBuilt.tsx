import { t } from '@/locales'
import { MessagePage } from './MessagePage'

/** Every area that has no page yet answers with this, plainly (it is not a fake screen). */
export default function NotBuilt({ label }: { label: string }) {
  return (
    <MessagePage icon="document" title={t('notBuilt.title', { label })}>
      <p>{t('notBuilt.body')}</p>
    </MessagePage>
  )
}
