import { useMemo, useState } from 'react'
import { useSearchParams } from 'react-router-dom'
import type { DueItem } from '@ihrc/contract'
import { useAppDispatch } from '@/store/hooks'
import { ResourcePage } from '@/components/resource/ResourcePage'
import type { ResourcePageConfig } from '@/components/resource/types'
import { useCan } from '@/components/resource/use-can'
import { Tabs } from '@/components/ui/Tabs'
import { toast } from '@/components/ui/toast'
import { branchFilter, companyFilter, dateFilters, dueColumns, mineAsApproverFilter, proofColumn } from '../compliance-config'
import { dueItemName } from '../remarks'
import { DecideDialog, type Decision } from '../DecideDialog'
import { dueItems } from '../slices'
import { useDueStatusCountQuery } from '../status-counts'
import { oneRecordFilter } from '@/components/resource/one-record-filter'

const TABS = [
  { key: 'pending', label: 'Pending', status: 'submitted' },
  { key: 'approved', label: 'Approved', status: 'approved' },
  { key: 'rejected', label: 'Rejected', status: 'rejected' },
] as const
type Tab = (typeof TABS)[number]

const config: ResourcePageConfig<DueItem> = {
  title: 'Status',
  noun: 'item',
  menu: 'audit.status',
  resource: dueItems,
  columns: [...dueColumns, proofColumn],
  recordName: dueItemName,
  filters: [oneRecordFilter('item'), companyFilter, branchFilter, mineAsApproverFilter, ...dateFilters],
  searchPlaceholder: 'Search code or header',
  emptyHint: 'Items show here once their owners submit them.',
  manyRows: true,
}

function TabLabel({ tab }: { tab: Tab }) {
  const { data } = useDueStatusCountQuery(tab.status)
  return (
    <>
      {tab.label}
      {data !== undefined && ` (${data})`}
    </>
  )
}

/** Submitted items await the approver (Pending); approve or reject one or many; Approved and Rejected for the record. */
export default function StatusPage() {
  const dispatch = useAppDispatch()
  const canDecide = useCan('audit.status').edit
  const [params, setParams] = useSearchParams()
  const tab = TABS.find((t) => t.key === params.get('tab')) ?? TABS[0]
  // By the stored status: a rejected item past its due date (shown Overdue) is still under Rejected.
  const baseQuery = useMemo(() => ({ status: tab.status }), [tab.status])
  const [deciding, setDeciding] = useState<{ items: DueItem[]; decision: Decision } | null>(null)
  const [reloadKey, setReloadKey] = useState(0)
  const refresh = () => {
    setReloadKey((k) => k + 1)
    // Also after a stale decision (someone decided first), when nothing of ours was written.
    dispatch(dueItems.changed())
  }
  const pending = tab.key === 'pending' && canDecide
  const decide = (decision: Decision) => (items: DueItem[]) => setDeciding({ items, decision })

  const tabs = (
    <Tabs value={tab.key} onChange={(key) => setParams({ tab: key })}>
      <Tabs.List aria-label="Items by status">
        {TABS.map((t) => (
          <Tabs.Nav key={t.key} value={t.key}>
            <TabLabel tab={t} />
          </Tabs.Nav>
        ))}
      </Tabs.List>
    </Tabs>
  )

  return (
    <>
      <ResourcePage
        key={tab.key}
        {...config}
        views={tabs}
        baseQuery={baseQuery}
        reloadKey={reloadKey}
        rowActions={
          pending
            ? (r) => [
                { label: 'Approve', onSelect: () => decide('approved')([r]) },
                { label: 'Reject', onSelect: () => decide('rejected')([r]) },
              ]
            : undefined
        }
        selectionActions={
          pending
            ? [
                { label: 'Approve', run: decide('approved') },
                { label: 'Reject', run: decide('rejected') },
              ]
            : undefined
        }
      />
      {deciding && (
        <DecideDialog
          items={deciding.items}
          decision={deciding.decision}
          onStale={refresh}
          onClose={() => setDeciding(null)}
          onDone={() => {
            setDeciding(null)
            refresh()
            toast.push({
              type: 'success',
              title: deciding.decision === 'approved' ? 'Approved' : 'Rejected',
              content: deciding.items.length === 1 ? deciding.items[0]!.header : `${deciding.items.length} items`,
            })
          }}
        />
      )}
    </>
  )
}
