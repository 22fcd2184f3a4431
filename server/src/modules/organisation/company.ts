import { and, eq, sql } from 'drizzle-orm'
import { COMPANY_HAS_BRANCHES, company, companyBody, companyQuery } from '@ihrc/contract'
import { branches, companies, companyGroups } from '../../db/schema'
import { defineResource, qualified, through, type FieldIssue, type RequestContext } from '../../lib/crud'
import { companyScope, seenGroups } from './scope'
import { byName } from './sheet-cells'

const branchesCount = sql<number>`(select count(*) from ${branches} b where b.company_id = ${qualified(companies.id)})`.mapWith(Number)

async function groupsByName({ db, auth }: RequestContext): Promise<Map<string, { id: number; name: string }>> {
  const rows = await db
    .select({ id: companyGroups.id, name: companyGroups.name })
    .from(companyGroups)
    .where(and(...seenGroups(auth)))
  return new Map(rows.map((g) => [g.name.toLowerCase(), g]))
}

export const companyResource = defineResource({
  path: 'company',
  noun: 'Company',
  table: companies,
  body: companyBody,
  item: company,
  query: companyQuery,
  fields: {
    id: companies.id,
    groupId: companies.groupId,
    groupName: companyGroups.name,
    name: companies.name,
    pan: companies.pan,
    tan: companies.tan,
    cin: companies.cin,
    gstin: companies.gstin,
    registeredAddress: companies.registeredAddress,
    branchesCount,
    createdAt: companies.createdAt,
    updatedAt: companies.updatedAt,
  },
  joins: (q) => q.innerJoin(companyGroups, eq(companyGroups.id, companies.groupId)),
  toItem: (r) => ({
    id: r.id,
    group_id: r.groupId,
    group_name: r.groupName,
    name: r.name,
    pan: r.pan,
    tan: r.tan,
    cin: r.cin,
    gstin: r.gstin,
    registered_address: r.registeredAddress,
    branches_count: r.branchesCount,
    created_at: r.createdAt.toISOString(),
    updated_at: r.updatedAt.toISOString(),
  }),
  search: [companies.name, companies.pan, companies.gstin, companies.cin, through(companies.groupId, companyGroups.name)],
  sort: { name: companies.name, group_name: companyGroups.name, branches_count: branchesCount, created_at: companies.createdAt },
  defaultSort: { key: 'name', order: 'asc' },
  filters: { id: companies.id, group_id: companies.groupId },
  scope: companyScope,
  toValues: (_ctx, b) => ({
    groupId: b.group_id,
    name: b.name,
    pan: b.pan,
    tan: b.tan,
    cin: b.cin,
    gstin: b.gstin,
    registeredAddress: b.registered_address,
  }),
  duplicateMessage: 'A company with this name already exists',
  hooks: {
    async validate({ db, auth }, body) {
      const [group] = await db
        .select({ id: companyGroups.id })
        .from(companyGroups)
        .where(and(eq(companyGroups.id, body.group_id), ...seenGroups(auth)))
      return group ? [] : [{ field: 'group_id', message: 'Group not found' }]
    },
  },
  referencedBy: [{ column: branches.companyId, message: COMPANY_HAS_BRANCHES }],
  editRequests: { recordType: 'company' },
  customFields: 'company',
  sheet: {
    sheetName: 'Companies',
    fileStem: 'companies',
    instructions: [
      'Fill one company per row on the Companies sheet, starting at row 2. Do not rename the headers.',
      'Group must be an existing group of your organisation (Company Setup → Entity). Company names must be unique.',
      'The upload is all-or-nothing: if any row has an error, nothing is created and every error is listed.',
    ],
    async columns(ctx) {
      const groups = [...(await groupsByName(ctx)).values()].map((g) => g.name).sort()
      return [
        { key: 'group_id', header: 'Group', required: true, options: groups, width: 24 },
        { key: 'name', header: 'Company name', required: true, width: 30, note: '3 to 50 characters: letters, digits, spaces, _ and -.' },
        { key: 'pan', header: 'PAN', note: 'Like AAAAA9999A.' },
        { key: 'tan', header: 'TAN', note: 'Like AAAA99999A.' },
        { key: 'cin', header: 'CIN', width: 24, note: '21 characters, like U12345MH2020PTC123456.' },
        { key: 'gstin', header: 'GSTIN', width: 20, note: '15 characters, like 27AAAAA9999A1Z5.' },
        { key: 'registered_address', header: 'Registered address', width: 40 },
      ]
    },
    async importer(ctx) {
      const groups = await groupsByName(ctx)
      const existing = await ctx.db.select({ name: companies.name }).from(companies).where(eq(companies.tenantId, ctx.auth.tenantId))
      // Names already taken, by the tenant or by an earlier row of this sheet.
      const taken = new Set(existing.map((c) => c.name.toLowerCase()))
      return async (v) => {
        const issues: FieldIssue[] = []
        const group = byName(
          'group_id',
          v.group_id,
          (n) => groups.get(n.toLowerCase()),
          (n) => `Group "${n}" not found; add it under Entity first`,
          issues,
        )
        const name = v.name?.trim().toLowerCase()
        if (name && taken.has(name)) issues.push({ field: 'name', message: 'A company with this name already exists' })
        if (name) taken.add(name)
        const input = { ...v, group_id: group?.id }
        return { input, issues }
      }
    },
  },
})
