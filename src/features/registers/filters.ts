import type { FilterConfig } from '@/components/resource/types'
import { useBranchOptions, useCompanyOptions } from '@/components/options/company-options'

/** Company narrows the branches; a branch and a month pick an upload or a register. */
export const companyFilter: FilterConfig = { key: 'company_id', label: 'Company', useOptions: useCompanyOptions, clears: ['branch_id'] }
export const branchFilter: FilterConfig = { key: 'branch_id', label: 'Branch', useOptions: useBranchOptions }
export const monthFilter: FilterConfig = { key: 'month', label: 'Month', kind: 'month' }
