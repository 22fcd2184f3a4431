import { useNoticeStatusAppearance } from './status-settings'
import { StatusPill } from './StatusPill'

/** A notice's status (the name it stores) in the tenant's label and colour for it (Status Settings, notice statuses). */
export function NoticeStatusBadge({ status }: { status: string }) {
  return <StatusPill look={useNoticeStatusAppearance()?.(status)} />
}
