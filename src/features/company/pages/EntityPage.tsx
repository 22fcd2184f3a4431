import { companyGroupBody, type CompanyGroup } from '@ihrc/contract/organisation'
import { ResourcePage } from '@/components/resource/ResourcePage'
import { oneRecordFilter } from '@/components/resource/one-record-filter'
import type { ResourceFormConfig, ResourcePageConfig } from '@/components/resource/types'
import { SetupTabs } from '../components/SetupTabs'
import { companyGroups } from '../slices'

export const groupForm: ResourceFormConfig<CompanyGroup> = {
  schema: companyGroupBody,
  sections: [{ fields: [{ name: 'name', label: 'Group name', kind: 'text', required: true }] }],
  empty: { name: '' },
  fromRecord: (g) => ({ name: g.name }),
}

const entityConfig: ResourcePageConfig<CompanyGroup> = {
  title: 'Entity',
  noun: 'group',
  menu: 'company.entity',
  resource: companyGroups,
  columns: [
    { key: 'name', header: 'Group name', sortable: true },
    { key: 'companies_count', header: 'Companies', sortable: true, align: 'end' },
  ],
  recordName: (g) => g.name,
  // An edit request's outcome opens its group so (`?id=`).
  filters: [oneRecordFilter('group')],
  // Edited as the server has it now; a failed read says SPEC's fetch text.
  fetchOnEdit: true,
  searchPlaceholder: 'Search groups',
  emptyHint: 'Add a group first: every company belongs to a group.',
  editRequests: { recordType: 'company_group' },
  history: true,
  form: groupForm,
}

/** Group Company Setup → Entity: the tenant's company groups. */
export default function EntityPage() {
  return (
    <SetupTabs>
      <ResourcePage {...entityConfig} />
    </SetupTabs>
  )
}
