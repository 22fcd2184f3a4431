import type { FilterConfig } from '@/components/resource/types'
import { useBranchOptions, useCompanyOptions, useGroupOptions } from './company-options'

/**
 * The filters by place every screen shares (lists, registers, the dashboard): group →
 * company → branch, a choice clearing the narrower ones it no longer holds.
 */
export const groupFilter: FilterConfig = {
  key: 'group_id',
  label: 'Group',
  useOptions: useGroupOptions,
  clears: ['company_id', 'branch_id'],
}
export const companyFilter: FilterConfig = { key: 'company_id', label: 'Company', useOptions: useCompanyOptions, clears: ['branch_id'] }
export const branchFilter: FilterConfig = { key: 'branch_id', label: 'Branch', useOptions: useBranchOptions }
