import { useSearchParams } from 'react-router-dom'
import type { RecommendedItem } from '@ihrc/contract'
import { ResourcePage } from '@/components/resource/ResourcePage'
import type { ResourcePageConfig } from '@/components/resource/types'
import { useCan } from '@/components/resource/use-can'
import { branchFilter, companyFilter, itemColumns } from '../compliance-config'
import { recommended } from '../slices'
import { useAssignFlow } from '../useAssignFlow'

const config: ResourcePageConfig<RecommendedItem> = {
  title: 'Recommended Checklist',
  noun: 'recommended item',
  menu: 'audit.recommended_checklist',
  resource: recommended,
  columns: [...itemColumns<RecommendedItem>(), { key: 'why', header: 'Why it applies', cell: (r) => r.why.join('; ') }],
  recordName: (r) => r.code,
  filters: [companyFilter, branchFilter],
  needs: ['company_id', 'branch_id'],
  noSearch: true,
  emptyHint: 'Every item that applies to this branch is assigned. See them on Assigned Checklist, or add your own on Custom Checklist.',
}

/** The library items that apply to a branch and are not assigned to it yet; select and assign. */
export default function RecommendedChecklistPage() {
  const [params] = useSearchParams()
  const flow = useAssignFlow(params.get('branch_id'))
  const canAssign = useCan('audit.recommended_checklist').create
  return (
    <>
      <ResourcePage {...config} selectionActions={canAssign ? [flow.action] : undefined} reloadKey={flow.reloadKey} />
      {flow.dialog}
    </>
  )
}
