import { useState } from 'react'
import { EDIT_REQUEST_STATUS, type EditRequest } from '@ihrc/contract/edit-requests'
import { Alert } from '@/components/ui/Alert'
import { formatDateTime } from '@/components/ui/format'
import { Button } from '@/components/ui/Button'
import { DataTable } from '@/components/ui/DataTable'
import { Pagination } from '@/components/ui/Pagination'
import { Tabs } from '@/components/ui/Tabs'
import { useCan } from '@/components/resource/use-can'
import { useListParams } from '@/components/resource/use-list-params'
import { FilterSelect } from '@/components/resource/FilterSelect'
import { oneRecordFilter } from '@/components/resource/one-record-filter'
import type { HttpQueryError } from '@/services/api'
import { DecisionDialog, EditRequestDetailsDialog } from './EditRequestDialogs'
import type { EditRequestQueue } from './queues'
import { recordTypeLabel } from './record-type'
import { Page } from '@/components/shared/Page'

const record = (r: EditRequest) => r.record_name ?? `#${r.record_id}`
const count = (r: EditRequest) => Object.keys(r.proposed_changes).length

/** A notification opens its request so (`?id=`): the queue narrowed to it, until the user removes the filter. */
const ONE_REQUEST = oneRecordFilter('request')

type Open = { request: EditRequest; action: 'details' | 'approve' | 'reject' } | null

/**
 * One approver's queue (queues.ts): the requests awaiting a decision, side by side
 * (approve applies the proposed changes; reject needs a remark), and their history.
 */
export function EditRequestQueueView({ queue }: { queue: EditRequestQueue }) {
  const { view, update } = useListParams(['tab', 'id'])
  const history = view.filters.tab === 'history'
  const allowed = useCan(queue.menu)
  const [open, setOpen] = useState<Open>(null)
  const one = view.filters.id ? Number(view.filters.id) : undefined
  const params = { page: view.page, page_size: view.pageSize, ...(one ? { id: one } : {}) }
  const pending = queue.usePending(params, { skip: history })
  const past = queue.useHistory(params, { skip: !history })
  const { data, isFetching, error, refetch } = history ? past : pending

  const columns = [
    { id: 'requested_by', header: 'Requested by', cell: (r: EditRequest) => r.requested_by.name },
    { id: 'record_type', header: 'Type', cell: (r: EditRequest) => recordTypeLabel(r.record_type) },
    { id: 'record', header: 'Record', cell: record },
    { id: 'reason', header: 'Reason', cell: (r: EditRequest) => r.reason },
    { id: 'changes', header: 'Changes', align: 'end' as const, cell: count },
    { id: 'created_at', header: 'Requested at', cell: (r: EditRequest) => formatDateTime(r.created_at) },
    ...(history
      ? [
          { id: 'status', header: 'Outcome', cell: (r: EditRequest) => EDIT_REQUEST_STATUS.labels[r.status] },
          { id: 'decided_by', header: 'Decided by', cell: (r: EditRequest) => r.decided_by?.name ?? '—' },
          { id: 'remark', header: 'Remark', cell: (r: EditRequest) => r.remark ?? '—' },
        ]
      : []),
    {
      id: 'actions',
      header: 'Actions',
      cell: (r: EditRequest) => (
        <div className="flex gap-1">
          <Button
            size="xs"
            variant="plain"
            aria-label={`Details of the request for ${r.record_name ?? r.record_id}`}
            onClick={() => setOpen({ request: r, action: 'details' })}
          >
            Details
          </Button>
          {allowed.edit && r.status === 'pending' && (
            <>
              <Button
                size="xs"
                variant="plain"
                aria-label={`Approve the request for ${r.record_name ?? r.record_id}`}
                onClick={() => setOpen({ request: r, action: 'approve' })}
              >
                Approve
              </Button>
              <Button
                size="xs"
                variant="plain"
                aria-label={`Reject the request for ${r.record_name ?? r.record_id}`}
                onClick={() => setOpen({ request: r, action: 'reject' })}
              >
                Reject
              </Button>
            </>
          )}
        </div>
      ),
    },
  ]

  return (
    <>
      <Page title={queue.title}>
        <Tabs value={history ? 'history' : 'pending'} onChange={(tab: string) => update({ tab: tab === 'history' ? 'history' : null })}>
          <Tabs.List aria-label="Edit requests">
            <Tabs.Nav value="pending">Pending</Tabs.Nav>
            <Tabs.Nav value="history">History</Tabs.Nav>
          </Tabs.List>
        </Tabs>
        {one && (
          <div className="flex">
            <FilterSelect filter={ONE_REQUEST} filters={view.filters} onChange={(id) => update({ id })} />
          </div>
        )}
        {error ? (
          <Alert type="danger" title="Could not load the requests">
            {(error as HttpQueryError).messages.join('\n')}
            <Button size="sm" className="mt-2" onClick={() => void refetch()}>
              Try again
            </Button>
          </Alert>
        ) : (
          <DataTable
            columns={columns}
            data={data?.data ?? []}
            loading={isFetching}
            rowKey={(r: EditRequest) => String(r.id)}
            emptyState={
              <p className="py-10 text-center text-gray-500 dark:text-gray-400">
                {history ? 'No edit request has been decided yet.' : queue.idle}
              </p>
            }
          />
        )}
        {data && data.meta.total > 0 && (
          <Pagination
            currentPage={view.page}
            pageSize={view.pageSize}
            total={data.meta.total}
            onChange={(page: number) => update({ page })}
          />
        )}
      </Page>
      {open?.action === 'details' && <EditRequestDetailsDialog request={open.request} onClose={() => setOpen(null)} />}
      {open && open.action !== 'details' && (
        <DecisionDialog request={open.request} decision={open.action} queue={queue} onClose={() => setOpen(null)} />
      )}
    </>
  )
}
