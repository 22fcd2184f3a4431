import { endpoints } from '@ihrc/contract/endpoints'
import type { DueItem, RecordDocument } from '@ihrc/contract'
import { useMemo, useState } from 'react'
import { useAppSelector } from '@/store/hooks'
import { toast } from '@/components/ui/toast'
import { ResourcePage } from '@/components/resource/ResourcePage'
import type { FilterConfig, ResourcePageConfig } from '@/components/resource/types'
import { formatDate } from '@/components/ui/format'
import { Tag } from '@/components/ui/Tag'
import { CUT, DelayBadge, branchFilter, companyFilter, dateFilters, dueColumns, proofColumn, proofColumnOf } from '../compliance-config'
import { RemoveEvidenceDialog } from '../RemoveEvidenceDialog'
import { dueItemName } from '../remarks'
import { history } from '../slices'
import { oneRecordFilter } from '@/components/resource/one-record-filter'

const dueColumn = (key: string) => dueColumns.find((c) => c.key === key)!

const delayedFilter: FilterConfig = {
  key: 'delayed',
  label: 'Timeliness',
  useOptions: () => ({
    options: [
      { value: 'true', label: 'Complied with delay' },
      { value: 'false', label: 'On time' },
    ],
  }),
}

const config: ResourcePageConfig<DueItem> = {
  title: 'History',
  noun: 'closed item',
  menu: 'audit.history',
  resource: history,
  // When it was due and complied with, and whether late, lead; then what and where, its proof and approver, then the rest.
  columns: [
    dueColumn('due_date'),
    { key: 'complied_on', header: 'Complied on', cell: (r) => formatDate(r.complied_on) },
    {
      key: 'complied_with_delay',
      header: 'Timeliness',
      cell: (r) => (r.complied_with_delay ? <DelayBadge days={r.delay_days} /> : <Tag tone="green">On time</Tag>),
    },
    dueColumn('header'),
    dueColumn('branch'),
    proofColumn,
    { key: 'approved_by', header: 'Approver', maxWidth: CUT.person, cell: (r) => r.approved_by?.name ?? '—' },
    ...['period', 'code', 'remarks', 'criticality', 'category', 'act', 'owner'].map(dueColumn),
  ],
  recordName: dueItemName,
  filters: [oneRecordFilter('item'), companyFilter, branchFilter, delayedFilter, ...dateFilters],
  searchPlaceholder: 'Search code or header',
  emptyHint: 'Approved items are kept here with their proof and trail.',
  exportFile: { endpoint: endpoints.dueItem.export, name: 'compliance-history.xlsx' },
  baseQuery: { data_status: 'approved' },
  manyRows: true,
}

/**
 * Approved items: when they were complied with, whether late, their proof and approver.
 * Their proof is evidence: no row Delete, and an admin alone may remove a file, giving
 * the reason (issue 19 item 18).
 */
export default function HistoryPage() {
  const admin = useAppSelector((s) => s.userDisplay.type) === 'admin'
  const [removing, setRemoving] = useState<{ item: DueItem; file: RecordDocument } | null>(null)
  const [reloadKey, setReloadKey] = useState(0)
  const columns = useMemo(
    () =>
      admin
        ? config.columns.map((c) => (c.key === 'proof' ? proofColumnOf((item, file) => setRemoving({ item, file })) : c))
        : config.columns,
    [admin],
  )
  return (
    <>
      <ResourcePage {...config} columns={columns} reloadKey={reloadKey} />
      {removing && (
        <RemoveEvidenceDialog
          item={removing.item}
          file={removing.file}
          onClose={() => setRemoving(null)}
          onDone={() => {
            setRemoving(null)
            setReloadKey((k) => k + 1)
            toast.push({ type: 'success', title: 'Proof removed', content: removing.file.name })
          }}
        />
      )}
    </>
  )
}
