import { GROUP_HAS_COMPANIES, companyGroup, companyGroupBody, companyGroupQuery } from '@ihrc/contract'
import { companies, companyGroups } from '../../db/schema'
import { defineResource } from '../../lib/crud'
import { companiesCounted, companyGroupScope, seenCompanies } from './scope'

const companiesCount = companiesCounted()

export const companyGroupResource = defineResource({
  path: 'company-group',
  noun: 'Company group',
  table: companyGroups,
  body: companyGroupBody,
  item: companyGroup,
  query: companyGroupQuery,
  fields: {
    id: companyGroups.id,
    name: companyGroups.name,
    companiesCount,
    createdAt: companyGroups.createdAt,
    updatedAt: companyGroups.updatedAt,
  },
  // A limited user counts the companies they see, not the group's all.
  scopedFields: (auth) => ({ companiesCount: companiesCounted(seenCompanies(auth)) }),
  toItem: (r) => ({
    id: r.id,
    name: r.name,
    companies_count: r.companiesCount,
    created_at: r.createdAt.toISOString(),
    updated_at: r.updatedAt.toISOString(),
  }),
  search: [companyGroups.name],
  sort: { name: companyGroups.name, companies_count: companiesCount, created_at: companyGroups.createdAt },
  defaultSort: { key: 'name', order: 'asc' },
  filters: { id: companyGroups.id },
  scope: companyGroupScope,
  toValues: (_ctx, b) => ({ name: b.name }),
  duplicateMessage: 'A group with this name already exists',
  referencedBy: [{ column: companies.groupId, message: GROUP_HAS_COMPANIES }],
  editRequests: { recordType: 'company_group' },
})
