import { endpoints } from '@ihrc/contract/endpoints'
import type { DueItem } from '@ihrc/contract'
import { ResourcePage } from '@/components/resource/ResourcePage'
import type { FilterConfig, ResourcePageConfig } from '@/components/resource/types'
import { formatDate } from '@/components/ui/format'
import { Tag } from '@/components/ui/Tag'
import { DelayBadge, branchFilter, companyFilter, dateFilters, dueColumns, proofColumn } from '../compliance-config'
import { LatestRemark, dueItemName } from '../remarks'
import { history } from '../slices'

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
  // When it was due and complied with, and whether late, lead; then what it is, its proof and trail.
  columns: [
    dueColumns.find((c) => c.key === 'due_date')!,
    { key: 'complied_on', header: 'Complied on', cell: (r) => formatDate(r.complied_on) },
    {
      key: 'complied_with_delay',
      header: 'Timeliness',
      cell: (r) => (r.complied_with_delay ? <DelayBadge days={r.delay_days} /> : <Tag tone="green">On time</Tag>),
    },
    ...dueColumns.filter((c) => !['due_date', 'status', 'remarks'].includes(c.key)).slice(0, 3),
    proofColumn,
    { key: 'approved_by', header: 'Approver', maxWidth: 140, cell: (r) => r.approved_by?.name ?? '—' },
    { key: 'remarks', header: 'Latest remark', maxWidth: 220, cell: (r) => <LatestRemark item={r} /> },
    ...dueColumns.filter((c) => !['due_date', 'status', 'remarks'].includes(c.key)).slice(3),
  ],
  recordName: dueItemName,
  filters: [companyFilter, branchFilter, delayedFilter, ...dateFilters],
  searchPlaceholder: 'Search code or header',
  emptyHint: 'Approved items are kept here with their proof and trail.',
  exportFile: { endpoint: endpoints.dueItem.export, name: 'compliance-history.xlsx' },
  baseQuery: { data_status: 'approved' },
  manyRows: true,
}

/** Approved items: when they were complied with, whether late, their proof and approver. */
export default function HistoryPage() {
  return <ResourcePage {...config} />
}
