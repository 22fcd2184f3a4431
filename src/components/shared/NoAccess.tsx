import { t } from '@/locales'
import { MessagePage } from './MessagePage'

/** A route the user's grants do not cover (SPEC.md section 6). */
export function NoAccess({ label }: { label: string }) {
  return (
    <MessagePage icon="lock" title={t('noAccess.title')}>
      <p>{t('noAccess.body', { label })}</p>
    </MessagePage>
  )
}
