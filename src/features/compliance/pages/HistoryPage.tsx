import { endpoints } from '@ihrc/contract/endpoints'
import type { DueItem } from '@ihrc/contract'
import { ResourcePage } from '@/components/resource/ResourcePage'
import type { FilterConfig, ResourcePageConfig } from '@/components/resource/types'
import { Tag } from '@/components/ui/Tag'
import { RemarkTrail, branchFilter, companyFilter, dateFilters, dueColumns, proofColumn } from '../compliance-config'
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
  columns: [
    ...dueColumns.filter((c) => c.key !== 'status'),
    { key: 'complied_on', header: 'Complied on', cell: (r) => r.complied_on ?? '—' },
    {
      key: 'complied_with_delay',
      header: 'Timeliness',
      cell: (r) =>
        r.complied_with_delay ? <Tag tone="amber">Complied with delay ({r.delay_days} days)</Tag> : <Tag tone="green">On time</Tag>,
    },
    proofColumn,
    { key: 'approved_by', header: 'Approver', cell: (r) => r.approved_by?.name ?? '—' },
    { key: 'remarks', header: 'Remarks', cell: (r) => <RemarkTrail item={r} /> },
  ],
  recordName: (r) => `${r.code ?? r.header} due ${r.due_date} at ${r.branch.name}`,
  filters: [companyFilter, branchFilter, delayedFilter, ...dateFilters],
  searchPlaceholder: 'Search code or header',
  emptyHint: 'Approved items are kept here with their proof and trail.',
  exportFile: { endpoint: endpoints.dueItem.export, name: 'compliance-history.xlsx' },
  baseQuery: { data_status: 'approved' },
}

/** Approved items: when they were complied with, whether late, their proof and approver. */
export default function HistoryPage() {
  return <ResourcePage {...config} />
}
