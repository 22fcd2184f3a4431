import { COMPANY_QUEUE } from '@/components/edit-requests/queues'
import { EditRequestQueueView } from '@/components/edit-requests/EditRequestQueueView'
import { SetupTabs } from '../components/SetupTabs'

/** Edit permission (Group Company Setup and Global Settings): company and tracker edit requests and their history. */
export default function EditPermissionPage() {
  return (
    <SetupTabs>
      <EditRequestQueueView queue={COMPANY_QUEUE} />
    </SetupTabs>
  )
}
