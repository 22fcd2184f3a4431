import { useMemo } from 'react'
import { DEFAULT_NOTICE_STATUS_COLOURS, DEFAULT_STATUS_COLOURS, OTHER_NOTICE_STATUS_COLOUR } from '@ihrc/contract/status-appearance'
import { noticeStatusSettingsBody, statusSettingsBody } from '@ihrc/contract/settings'
import { SHOWN_STATUS, noticeStatusKey, type ShownStatus } from '@ihrc/contract/status-labels'
import { Alert } from '@/components/ui/Alert'
import { Spinner } from '@/components/ui/Spinner'
import { useCan } from '@/components/resource/use-can'
import { saveNoticeStatusSettings, saveStatusSettings, statusSettingsApi } from '@/components/status/status-settings'
import { useWrite } from '@/store/use-write'
import { StatusTableForm, type StatusRow } from './StatusTableForm'
import { Page } from '@/components/shared/Page'

const issuesOf = (error: { issues: { message: string }[] }) => error.issues.map((i) => i.message).join('\n')

/**
 * Global Settings → Status Settings: the label and colour of each due-item status and of
 * each of the tenant's notice statuses (Open, Closed and the ones it added), wherever a
 * status is shown and in exports.
 */
export default function StatusSettingsPage() {
  const mayEdit = useCan('settings.status_settings').edit
  return (
    <Page title="Status Settings">
      <p className="text-gray-600 dark:text-gray-300">
        The label and colour of each status, wherever a status is shown. Badges write their label in white or dark text, whichever reads
        better on the colour.
      </p>
      <DueItemStatuses mayEdit={mayEdit} />
      <NoticeStatuses mayEdit={mayEdit} />
    </Page>
  )
}

function DueItemStatuses({ mayEdit }: { mayEdit: boolean }) {
  const { data, error, isLoading } = statusSettingsApi.useStatusSettingsQuery()
  const [save] = useWrite(saveStatusSettings)
  const rows = useMemo<StatusRow[] | undefined>(
    () =>
      data?.map((r) => ({
        status: r.status,
        name: SHOWN_STATUS.labels[r.status],
        label: r.label,
        colour: r.colour,
        defaultColour: DEFAULT_STATUS_COLOURS[r.status],
      })),
    [data],
  )
  if (isLoading) return <Spinner label="Loading status settings" />
  if (error || !rows) return <Alert type="danger">Failed to fetch status settings</Alert>
  return (
    <StatusTableForm
      title="Due items"
      group="Status settings"
      rows={rows}
      mayEdit={mayEdit}
      save={async (edited) => {
        const parsed = statusSettingsBody.safeParse({
          statuses: edited.map((r) => ({ status: r.status as ShownStatus, label: r.label, colour: r.colour })),
        })
        if (!parsed.success) return issuesOf(parsed.error)
        return save(parsed.data).then(
          () => null,
          () => 'Failed to save status settings',
        )
      }}
    />
  )
}

function NoticeStatuses({ mayEdit }: { mayEdit: boolean }) {
  const { data, error, isLoading } = statusSettingsApi.useNoticeStatusSettingsQuery()
  const [save] = useWrite(saveNoticeStatusSettings)
  const rows = useMemo<StatusRow[] | undefined>(
    () =>
      data?.map((r) => ({
        status: r.status,
        name: r.status,
        label: r.label,
        colour: r.colour,
        defaultColour: DEFAULT_NOTICE_STATUS_COLOURS[noticeStatusKey(r.status)] ?? OTHER_NOTICE_STATUS_COLOUR,
      })),
    [data],
  )
  if (isLoading) return <Spinner label="Loading notice statuses" />
  if (error || !rows) return <Alert type="danger">Failed to fetch notice statuses</Alert>
  return (
    <StatusTableForm
      title="Notices"
      group="Notice status settings"
      rows={rows}
      mayEdit={mayEdit}
      saveLabel="Save notice statuses"
      defaultsLabel="Use defaults for notices"
      save={async (edited) => {
        const parsed = noticeStatusSettingsBody.safeParse({
          statuses: edited.map(({ status, label, colour }) => ({ status, label, colour })),
        })
        if (!parsed.success) return issuesOf(parsed.error)
        return save(parsed.data).then(
          () => null,
          () => 'Failed to save notice statuses',
        )
      }}
    />
  )
}
