import { and, count, eq, sql } from 'drizzle-orm'
import { GROUP_HAS_COMPANIES, companyGroup, companyGroupBody, companyGroupQuery } from '@ihrc/contract'
import { companies, companyGroups } from '../../db/schema'
import { conflict } from '../../lib/errors'
import { defineResource, qualified } from '../../lib/crud-routes'

const companiesCount = sql<number>`(select count(*) from ${companies} c where c.group_id = ${qualified(companyGroups.id)})`.mapWith(Number)

export const companyGroupResource = defineResource({
  path: 'company-group',
  noun: 'Company group',
  menu: 'company.entity',
  // Every area filters by group and company, so any signed-in user may read them.
  readAccess: 'authenticated',
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
  toValues: (_ctx, b) => ({ name: b.name }),
  duplicateMessage: 'A group with this name already exists',
  editRequests: { recordType: 'company_group' },
  hooks: {
    async beforeDelete({ db, auth }, id) {
      const [{ n }] = (await db
        .select({ n: count() })
        .from(companies)
        .where(and(eq(companies.tenantId, auth.tenantId), eq(companies.groupId, id)))) as [{ n: number }]
      if (n > 0) throw conflict(GROUP_HAS_COMPANIES)
    },
  },
})
