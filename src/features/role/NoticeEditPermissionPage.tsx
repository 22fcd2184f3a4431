import { MessagePage } from '@/components/shared/MessagePage'

/**
 * Global Settings → Notice Edit Permission. The notice tracker (and so its edit
 * requests) is not built yet; this says so instead of showing an empty approval list.
 */
export default function NoticeEditPermissionPage() {
  return (
    <MessagePage icon="document" title="Notice Edit Permission">
      <p>Notice edit requests arrive with the notice tracker, which is not built yet. Company edit requests are under Edit Permission.</p>
    </MessagePage>
  )
}
