import { and, eq, gt, isNull, lt, lte, or, sql, type SQL } from 'drizzle-orm'
import {
  AGREEMENT_EXPIRING_DAYS,
  AGREEMENT_STATUS,
  agreement,
  agreementBody,
  agreementQuery,
  agreementStatus,
  type AgreementStatus,
  type FileRef,
} from '@ihrc/contract'
import { agreementSubCategories, agreementTypes, agreements, branches, companies, storedFiles } from '../../db/schema'
import { defineResource, qualified, through, today, type RequestContext } from '../../lib/crud'
import { findOrCreateSuggestion } from './suggestions'

/** 'YYYY-MM-DD' plus n days. */
function addDays(day: string, n: number): string {
  const d = new Date(`${day}T00:00:00Z`)
  d.setUTCDate(d.getUTCDate() + n)
  return d.toISOString().slice(0, 10)
}

/**
 * The rule of agreementStatus() as a condition on the agreements table, so lists page
 * and the dashboard counts in the database.
 */
export function agreementStatusIs(status: AgreementStatus, now: string): SQL {
  const soon = addDays(now, AGREEMENT_EXPIRING_DAYS)
  switch (status) {
    case 'expired':
      return lt(agreements.endDate, now)
    case 'expiring':
      return sql`${agreements.endDate} between ${now} and ${soon}`
    case 'active':
      return or(isNull(agreements.endDate), gt(agreements.endDate, soon))!
  }
}

async function branchVisible({ db, auth }: RequestContext, branchId: number): Promise<boolean> {
  if (auth.branchIds !== null && !auth.branchIds.includes(branchId)) return false
  const [row] = await db
    .select({ id: branches.id })
    .from(branches)
    .where(and(eq(branches.id, branchId), eq(branches.tenantId, auth.tenantId)))
  return Boolean(row)
}

const document = sql<FileRef | null>`(select json_build_object('id', f.id, 'name', f.original_name, 'mime', f.mime, 'size', f.size)
  from ${storedFiles} f where f.id = ${qualified(agreements.documentId)})`

export const agreementResource = defineResource({
  path: 'agreement/agreement',
  noun: 'Agreement',
  table: agreements,
  customFields: 'agreement',
  body: agreementBody,
  item: agreement,
  query: agreementQuery,
  fields: {
    row: agreements,
    branchName: branches.name,
    companyId: branches.companyId,
    companyName: companies.name,
    agreementType: agreementTypes.name,
    subCategory: sql<string | null>`${agreementSubCategories.name}`,
    document,
  },
  joins: (q) =>
    q
      .innerJoin(branches, eq(branches.id, agreements.branchId))
      .innerJoin(companies, eq(companies.id, branches.companyId))
      .innerJoin(agreementTypes, eq(agreementTypes.id, agreements.agreementTypeId))
      .leftJoin(agreementSubCategories, eq(agreementSubCategories.id, agreements.subCategoryId)),
  toItem: ({ row: a, ...r }) => ({
    id: a.id,
    branch_id: a.branchId,
    branch_name: r.branchName,
    company_id: r.companyId,
    company_name: r.companyName,
    agreement_type: r.agreementType,
    sub_category: r.subCategory ?? null,
    owner_name: a.ownerName,
    partner_name: a.partnerName,
    partner_contact: a.partnerContact,
    start_date: a.startDate,
    end_date: a.endDate,
    applies_to_all_branches: a.appliesToAllBranches,
    status: agreementStatus(a.endDate, today()),
    document: r.document,
    created_at: a.createdAt.toISOString(),
    updated_at: a.updatedAt.toISOString(),
  }),
  search: [
    through(agreements.agreementTypeId, agreementTypes.name),
    agreements.ownerName,
    agreements.partnerName,
    through(agreements.branchId, branches.name),
    through(agreements.branchId, through(branches.companyId, companies.name)),
  ],
  sort: {
    start_date: agreements.startDate,
    end_date: agreements.endDate,
    agreement_type: agreementTypes.name,
    branch_name: branches.name,
    company_name: companies.name,
    created_at: agreements.createdAt,
  },
  defaultSort: { key: 'end_date', order: 'asc' },
  filters: { id: agreements.id, group_id: companies.groupId, company_id: branches.companyId, branch_id: agreements.branchId },
  extraFilters(query) {
    const status = AGREEMENT_STATUS.schema.optional().parse(query.status)
    return [
      status ? agreementStatusIs(status, today()) : undefined,
      typeof query.start_date_to === 'string' ? lte(agreements.startDate, query.start_date_to) : undefined,
    ].filter((c): c is SQL => c !== undefined)
  },
  branchColumn: agreements.branchId,
  document: { key: 'documentId' },
  async toValues(ctx, b) {
    return {
      branchId: b.branch_id,
      agreementTypeId: await findOrCreateSuggestion(ctx, agreementTypes, b.agreement_type),
      subCategoryId: b.sub_category ? await findOrCreateSuggestion(ctx, agreementSubCategories, b.sub_category) : null,
      ownerName: b.owner_name,
      partnerName: b.partner_name,
      partnerContact: b.partner_contact,
      startDate: b.start_date,
      endDate: b.end_date,
      appliesToAllBranches: b.applies_to_all_branches,
    }
  },
  hooks: {
    async validate(ctx, b) {
      return (await branchVisible(ctx, b.branch_id)) ? [] : [{ field: 'branch_id', message: 'Branch not found' }]
    },
  },
  sheet: {
    sheetName: 'Agreements',
    fileStem: 'agreements',
    instructions: [],
    columns: async () => [],
    exportColumns: [
      { header: 'Company', width: 28, value: (a) => a.company_name },
      { header: 'Branch', width: 28, value: (a) => a.branch_name },
      { header: 'Agreement type', width: 22, value: (a) => a.agreement_type },
      { header: 'Sub-category', width: 22, value: (a) => a.sub_category },
      { header: 'Owner', width: 22, value: (a) => a.owner_name },
      { header: 'Partner', width: 22, value: (a) => a.partner_name },
      { header: 'Partner contact', value: (a) => a.partner_contact },
      { header: 'Start date', value: (a) => a.start_date },
      { header: 'End date', value: (a) => a.end_date },
      { header: 'Applies to all branches', value: (a) => (a.applies_to_all_branches ? 'Yes' : 'No') },
      { header: 'Status', value: (a) => AGREEMENT_STATUS.labels[a.status] },
      { header: 'Document', width: 24, value: (a) => a.document?.name ?? null },
    ],
  },
})
