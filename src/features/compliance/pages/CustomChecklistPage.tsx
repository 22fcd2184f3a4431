import type { ComplianceItem } from '@ihrc/contract'
import { endpoints } from '@ihrc/contract/endpoints'
import { ResourcePage } from '@/components/resource/ResourcePage'
import type { ResourcePageConfig } from '@/components/resource/types'
import { useCan } from '@/components/resource/use-can'
import { frequencyFilter, itemColumns } from '../compliance-config'
import { customItemForm } from '../custom-item-form'
import { customItems } from '../slices'
import { useAssignFlow } from '../useAssignFlow'

const config: ResourcePageConfig<ComplianceItem> = {
  title: 'Custom Checklist',
  noun: 'custom item',
  menu: 'audit.custom_checklist',
  resource: customItems,
  columns: itemColumns<ComplianceItem>(),
  recordName: (r) => r.code,
  filters: [frequencyFilter],
  searchPlaceholder: 'Search code, act or header',
  emptyHint: "Add the obligations the statutory library does not cover (a client's own audit points), then assign them to branches.",
  form: customItemForm,
  rowLinks: (r) => [{ label: 'View', to: `/compliance-details/${r.id}` }],
  history: true,
  customFields: 'compliance_custom',
  bulk: {
    template: endpoints.complianceCustom.template,
    templateName: 'custom-checklist-template.xlsx',
    upload: endpoints.complianceCustom.bulkUpload,
  },
  exportFile: { endpoint: endpoints.complianceCustom.export, name: 'custom-checklist.xlsx' },
}

/** The tenant's own checklist items: add, edit, delete, and assign to branches like recommended items. */
export default function CustomChecklistPage() {
  const flow = useAssignFlow(null)
  // POST compliance answers to either menu (contract: ASSIGNERS).
  const fromRecommended = useCan('audit.recommended_checklist').create
  const fromAssigned = useCan('audit.assigned_checklist').create
  const canAssign = fromRecommended || fromAssigned
  return (
    <>
      <ResourcePage {...config} selectionActions={canAssign ? [flow.action] : undefined} reloadKey={flow.reloadKey} />
      {flow.dialog}
    </>
  )
}
