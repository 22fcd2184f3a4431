import { NOTICE_QUEUE } from '@/components/edit-requests/queues'
import { EditRequestQueueView } from '@/components/edit-requests/EditRequestQueueView'

/** Global Settings → Notice Edit Permission: notice edit requests awaiting a decision, and their history. */
export default function NoticeEditPermissionPage() {
  return <EditRequestQueueView queue={NOTICE_QUEUE} />
}
