import { sql } from 'drizzle-orm'
import { GROUP_HAS_COMPANIES, companyGroup, companyGroupBody, companyGroupQuery } from '@ihrc/contract'
import { companies, companyGroups } from '../../db/schema'
import { defineResource, qualified } from '../../lib/crud'
import { companyGroupScope } from './scope'

const companiesCount = sql<number>`(select count(*) from ${companies} c where c.group_id = ${qualified(companyGroups.id)})`.mapWith(Number)

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
