/** Company narrows the branches; a branch and a month pick an upload or a register. */
export { branchFilter, companyFilter } from '@/components/options/place-filters'
export { monthFilter } from '@/components/options/period-filters'
