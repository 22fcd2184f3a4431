import { branchBody, type Branch } from '@ihrc/contract/organisation'
import { endpoints } from '@ihrc/contract/endpoints'
import { ResourcePage } from '@/components/resource/ResourcePage'
import type { ResourcePageConfig } from '@/components/resource/types'
import { EMPTY_BRANCH, branchColumns, branchFilters, branchSections, branchValues } from '../branch-config'
import { branchPaths } from '../paths'
import { branches } from '../slices'

const branchConfig: ResourcePageConfig<Branch> = {
  title: 'Branch',
  noun: 'branch',
  menu: 'company.branch',
  resource: branches,
  columns: branchColumns,
  recordName: (b) => b.name,
  filters: branchFilters,
  searchPlaceholder: 'Search branches',
  emptyHint: 'Add a branch with its address and S&E registration, or bulk upload them from the template.',
  addPath: branchPaths.add(),
  editPath: (b) => branchPaths.edit(b.id),
  bulk: { template: endpoints.branch.template, templateName: 'branches-template.xlsx', upload: endpoints.branch.bulkUpload },
  exportFile: { endpoint: endpoints.branch.export, name: 'branches.xlsx' },
  // The add / edit form is a page of its own; a request proposes changes in the same fields (no new locations).
  history: true,
  customFields: 'branch',
  editRequests: {
    recordType: 'branch',
    form: { schema: branchBody, sections: branchSections(undefined), empty: EMPTY_BRANCH, fromRecord: branchValues },
  },
}

export function BranchListPage() {
  return <ResourcePage {...branchConfig} />
}
