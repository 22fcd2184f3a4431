import type { Endpoint } from '@ihrc/contract/endpoints'
import type { AuditAction, AuditEntry } from '@ihrc/contract'
import { Alert } from '@/components/ui/Alert'
import { Button } from '@/components/ui/Button'
import { Drawer } from '@/components/ui/Drawer'
import { Spinner } from '@/components/ui/Spinner'
import { Timeline, type TimelineItem, type TimelineTone } from '@/components/ui/Timeline'
import type { HttpQueryError } from '@/services/api'
import { fieldLabel, showValue } from './field-values'
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

const when = (iso: string) => new Date(iso).toLocaleString('en-IN', { dateStyle: 'medium', timeStyle: 'short' })

function toItem(entry: AuditEntry): TimelineItem {
  const action = ACTION[entry.action]
  return {
    id: String(entry.id),
    tone: action.tone,
    title: `${action.title} by ${entry.actor?.name ?? 'a removed user'}`,
    time: <time dateTime={entry.at}>{when(entry.at)}</time>,
    content: (
      <>
        {entry.changes.length > 0 && (
          <ul aria-label="Changes" className="flex flex-col gap-0.5">
            {entry.changes.map((c) => (
              <li key={c.field}>
                <span className="font-semibold">{fieldLabel(c.field)}</span>: {showValue(c.before)} → {showValue(c.after)}
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
  onClose,
}: {
  endpoint: Endpoint<`${string}/:id/history`>
  id: number
  /** "History of <record>": the drawer's title and the trail's name. */
  title: string
  onClose: () => void
}) {
  const { data, isFetching, error, refetch } = useRecordHistoryQuery({ endpoint, id }, { refetchOnMountOrArgChange: true })
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
        <Timeline label={title} items={data.map(toItem)} />
      ) : (
        <p className="py-10 text-center text-gray-500 dark:text-gray-400">
          Nothing recorded yet. Every change, document upload and edit request will appear here.
        </p>
      )}
    </Drawer>
  )
}
