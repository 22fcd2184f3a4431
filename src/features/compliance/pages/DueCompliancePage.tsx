import { useState } from 'react'
import { endpoints } from '@ihrc/contract/endpoints'
import type { DueItem } from '@ihrc/contract'
import { ResourcePage } from '@/components/resource/ResourcePage'
import type { FilterConfig, ResourcePageConfig } from '@/components/resource/types'
import { useCan } from '@/components/resource/use-can'
import { toast } from '@/components/ui/toast'
import { branchFilter, companyFilter, dateFilters, dueColumns, mineAsOwnerFilter, proofColumn, statusFilter } from '../compliance-config'
import { dueItemName } from '../remarks'
import { dueNow } from '../slices'
import { UpdateStatusDialog } from '../UpdateStatusDialog'
import { oneRecordFilter } from '@/components/resource/one-record-filter'

/** How far ahead "due now" looks (the server's default is 30 days). */
const withinFilter: FilterConfig = {
  key: 'within_days',
  label: 'Due within',
  useOptions: () => ({ options: [7, 30, 90, 366].map((days) => ({ value: String(days), label: days > 365 ? 'A year' : `${days} days` })) }),
}

const config: ResourcePageConfig<DueItem> = {
  title: 'Due Compliance',
  noun: 'due item',
  menu: 'audit.due_compliance',
  resource: dueNow,
  columns: [...dueColumns, proofColumn],
  recordName: dueItemName,
  filters: [
    oneRecordFilter('due item'),
    companyFilter,
    branchFilter,
    statusFilter(['due', 'overdue', 'rejected']),
    withinFilter,
    mineAsOwnerFilter,
    ...dateFilters,
  ],
  searchPlaceholder: 'Search code or header',
  emptyHint: 'Nothing is due for your branches now. Items appear here as their due dates come near.',
  exportFile: { endpoint: endpoints.dueItem.export, name: 'due-compliance.xlsx' },
  manyRows: true,
}

/** The owner's due, overdue and rejected items; "Update status" submits one to its approver. */
export default function DueCompliancePage() {
  const canEdit = useCan('audit.due_compliance').edit
  const [updating, setUpdating] = useState<DueItem | null>(null)
  const [reloadKey, setReloadKey] = useState(0)
  return (
    <>
      <ResourcePage
        {...config}
        reloadKey={reloadKey}
        rowActions={
          canEdit ? (r) => (r.status === 'submitted' ? [] : [{ label: 'Update status', onSelect: () => setUpdating(r) }]) : undefined
        }
      />
      {updating && (
        <UpdateStatusDialog
          item={updating}
          onClose={() => setUpdating(null)}
          onDone={(item) => {
            setUpdating(null)
            setReloadKey((k) => k + 1)
            toast.push({ type: 'success', title: 'Submitted for approval', content: item.header })
          }}
        />
      )}
    </>
  )
}
