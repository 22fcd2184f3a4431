import type { Endpoint } from '@ihrc/contract/endpoints'
import type { AuditAction, AuditEntry, CustomField, CustomFieldModule } from '@ihrc/contract'
import { useCustomFields } from '@/components/custom-fields/use-custom-fields'
import { formatDateTime } from '@/components/ui/format'
import { Alert } from '@/components/ui/Alert'
import { Button } from '@/components/ui/Button'
import { Drawer } from '@/components/ui/Drawer'
import { Spinner } from '@/components/ui/Spinner'
import { Timeline, type TimelineItem, type TimelineTone } from '@/components/ui/Timeline'
import type { HttpQueryError } from '@/services/api'
import { ChangeValue, changeRows } from './FieldValue'
import type { FieldConfig, FormValues } from './types'
import { useRecordHistoryQuery } from './history-api'

const ACTION: Record<AuditAction, { title: string; tone: TimelineTone }> = {
  create: { title: 'Created', tone: 'success' },
  update: { title: 'Edited', tone: 'primary' },
  delete: { title: 'Deleted', tone: 'danger' },
  document: { title: 'Document changed', tone: 'primary' },
  request: { title: 'Edit requested', tone: 'warning' },
  approve: { title: 'Edit request approved', tone: 'success' },
  reject: { title: 'Edit request rejected', tone: 'danger' },
}

/** An entry's changes, each field by its form's label and read as the form reads it; custom values one per field (issue 19 item 13). */
function toItem(entry: AuditEntry, fields: readonly FieldConfig[], defs: readonly CustomField[]): TimelineItem {
  const action = ACTION[entry.action]
  const rows = changeRows(entry.changes, fields, defs)
  // Choices that depend on another field (a district of its state) are read against the entry's own values.
  const after = Object.fromEntries(entry.changes.map((c) => [c.field, c.after])) as FormValues
  const before = Object.fromEntries(entry.changes.map((c) => [c.field, c.before])) as FormValues
  return {
    id: String(entry.id),
    tone: action.tone,
    title: `${action.title} by ${entry.actor?.name ?? 'a removed user'}`,
    time: <time dateTime={entry.at}>{formatDateTime(entry.at)}</time>,
    content: (
      <>
        {rows.length > 0 && (
          <ul aria-label="Changes" className="flex flex-col gap-0.5">
            {rows.map((row) => (
              <li key={row.key}>
                <span className="font-semibold">{row.label}</span>: <ChangeValue row={row} value={row.before} values={before} /> →{' '}
                <ChangeValue row={row} value={row.after} values={after} />
              </li>
            ))}
          </ul>
        )}
        {entry.remark && <p className="mt-1 italic">“{entry.remark}”</p>}
      </>
    ),
  }
}

/** One record's trail: who did what and when, with each changed field's before and after. */
export function HistoryDrawer({
  endpoint,
  id,
  title,
  fields = [],
  customFields,
  onClose,
}: {
  endpoint: Endpoint<`${string}/:id/history`>
  id: number
  /** "History of <record>": the drawer's title and the trail's name. */
  title: string
  /** The record's form fields: what labels and reads each change. */
  fields?: readonly FieldConfig[]
  customFields?: CustomFieldModule
  onClose: () => void
}) {
  const { data, isFetching, error, refetch } = useRecordHistoryQuery({ endpoint, id }, { refetchOnMountOrArgChange: true })
  const defs = useCustomFields(customFields)
  return (
    <Drawer isOpen title={title} onClose={onClose}>
      {isFetching ? (
        <Spinner label="Loading the history" />
      ) : error ? (
        <Alert type="danger" title="Could not load the history">
          {(error as HttpQueryError).messages.join('\n')}
          <Button size="sm" className="mt-2" onClick={() => void refetch()}>
            Try again
          </Button>
        </Alert>
      ) : data && data.length > 0 ? (
        <Timeline label={title} items={data.map((entry) => toItem(entry, fields, defs))} />
      ) : (
        <p className="py-10 text-center text-gray-500 dark:text-gray-400">
          Nothing recorded yet. Every change, document upload and edit request will appear here.
        </p>
      )}
    </Drawer>
  )
}
