/**
 * The notice as a resource of the factory: list with its filters, get, create and update
 * (multipart with the notice copy), delete, the audit trail, custom fields (module
 * "notice"), edit requests (record type `notice`) and the xlsx export. What a notice
 * declares beyond a plain record: text filters read case-insensitively, the reply-due
 * and received ranges, the "needs attention" filter, and direct edits by admins only.
 */
import { and, eq, gte, lte, or, sql, type SQL } from 'drizzle-orm'
import { alias, type PgColumn } from 'drizzle-orm/pg-core'
import {
  NOTICE_ATTENTION_DAYS,
  NOTICE_COPY_REQUIRED,
  NOTICE_RECORD_TYPE,
  can,
  isNoticeClosed,
  notice,
  noticeBody,
  noticeQuery,
  type FileRef,
  type NoticeBody,
} from '@ihrc/contract'
import { branches, companies, noticeReplies, notices, storedFiles, users } from '../../db/schema'
import { branchIdArray, defineResource, qualified, through, today, type BranchIds, type RequestContext, type UserRef } from '../../lib/crud'
import { forbidden } from '../../lib/errors'
import { addDays } from '../../lib/civil-date'
import { noticeStatusLabels } from '../settings/notice-status'
import { seenBranches, seenCompanies, underSeenCompany } from '../organisation/scope'
import { addNoticeSuggestions } from './suggestions'

export const NOTICE_APPROVER = 'settings.notice_edit_permission' as const
export const EDIT_THROUGH_REQUEST = 'Only an admin edits a notice directly; send an edit request instead'

const parent = alias(notices, 'parent_notice')
const owner = alias(users, 'notice_owner')

const document = sql<FileRef | null>`(select json_build_object('id', f.id, 'name', f.original_name, 'mime', f.mime, 'size', f.size)
  from ${storedFiles} f where f.id = ${qualified(notices.documentId)})`
// The tenant first, as the (tenant_id, parent_id) and (tenant_id, notice_id) indexes lead with it (without it, each row read the whole index).
const followUps = sql<number>`(select count(*) from ${notices} c
  where c.tenant_id = ${qualified(notices.tenantId)} and c.parent_id = ${qualified(notices.id)})`.mapWith(Number)
const replies = sql<number>`(select count(*) from ${noticeReplies} r
  where r.tenant_id = ${qualified(notices.tenantId)} and r.notice_id = ${qualified(notices.id)})`.mapWith(Number)

/** Open notices whose reply or hearing falls within NOTICE_ATTENTION_DAYS of today, or is past. */
export function needsAttention(now = today()): SQL {
  const limit = addDays(now, NOTICE_ATTENTION_DAYS)
  return and(eq(notices.closed, false), or(lte(notices.replyDueDate, limit), lte(notices.hearingDate, limit)))!
}

const sameText = (column: PgColumn, value: unknown) =>
  typeof value === 'string' && value ? sql`lower(${column}) = lower(${value})` : undefined

/** The notice's company and branch are ones the caller sees (organisation/scope.ts), the branch one of the company's. */
async function companyVisible({ db, auth }: RequestContext, companyId: number, branchId: number | null) {
  if (branchId !== null) {
    const [b] = await db
      .select({ companyId: branches.companyId })
      .from(branches)
      .where(and(eq(branches.id, branchId), ...seenBranches(auth)))
    if (!b) return { field: 'branch_id', message: 'Branch not found' }
    if (b.companyId !== companyId) return { field: 'branch_id', message: 'Choose a branch of the chosen company' }
    return null
  }
  const [c] = await db
    .select({ id: companies.id })
    .from(companies)
    .where(and(eq(companies.id, companyId), ...seenCompanies(auth)))
  return c ? null : { field: 'company_id', message: 'Company not found' }
}

async function ownerIssue({ db, auth }: RequestContext, ownerId: number | null) {
  if (ownerId === null) return null
  const [u] = await db
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.id, ownerId), eq(users.tenantId, auth.tenantId)))
  return u ? null : { field: 'owner_id', message: 'Owner not found' }
}

/** The table values of a body; the names it chose join the tenant's suggestion lists. */
export async function noticeValues(ctx: RequestContext, b: NoticeBody) {
  await addNoticeSuggestions(ctx, { notice_type: b.notice_type, act: b.act, status: b.status, criticality: b.criticality })
  return {
    companyId: b.company_id,
    branchId: b.branch_id,
    location: b.location,
    noticeType: b.notice_type,
    act: b.act,
    noticeDate: b.notice_date,
    referenceNumber: b.reference_number,
    receivedOn: b.received_on,
    replyDueDate: b.reply_due_date,
    details: b.details,
    criticality: b.criticality,
    status: b.status,
    closed: isNoticeClosed(b.status),
    issuingAuthority: b.issuing_authority,
    officerName: b.officer_name,
    sections: b.sections,
    amountAtStake: b.amount_at_stake,
    hearingDate: b.hearing_date,
    hearingPlace: b.hearing_place,
    ownerId: b.owner_id,
  }
}

/**
 * A notice of a branch is seen by whoever holds the branch; a notice of the whole company
 * (no branch) by whoever sees the company (organisation/scope.ts: they hold a branch of it
 * or made it), so a notice is attached only where it can be read back. `userId` is
 * optional only because the dashboard's graphs type a rule by branches alone: they ask it
 * through branchScope, which passes the user too (without one, no company counts as made).
 */
export function noticeScope(branchIds: BranchIds, userId?: UserRef): SQL {
  return sql`(${qualified(notices.branchId)} = any(${branchIdArray(branchIds)}) or (${qualified(notices.branchId)} is null and ${underSeenCompany(notices.companyId, branchIds, userId ?? 0)}))`
}

export const noticeResource = defineResource({
  path: 'noticetracker',
  noun: 'Notice',
  table: notices,
  customFields: 'notice',
  body: noticeBody,
  item: notice,
  query: noticeQuery,
  fields: {
    row: notices,
    companyName: companies.name,
    branchName: sql<string | null>`${branches.name}`,
    ownerName: sql<string | null>`${owner.name}`,
    parentReference: sql<string | null>`${parent.referenceNumber}`,
    followUps,
    replies,
    document,
  },
  joins: (q) =>
    q
      .innerJoin(companies, eq(companies.id, notices.companyId))
      .leftJoin(branches, eq(branches.id, notices.branchId))
      .leftJoin(owner, eq(owner.id, notices.ownerId))
      .leftJoin(parent, eq(parent.id, notices.parentId)),
  toItem: ({ row: n, ...r }) => ({
    id: n.id,
    company_id: n.companyId,
    company_name: r.companyName,
    branch_id: n.branchId,
    branch_name: r.branchName ?? null,
    location: n.location,
    notice_type: n.noticeType,
    act: n.act,
    notice_date: n.noticeDate,
    reference_number: n.referenceNumber,
    received_on: n.receivedOn,
    reply_due_date: n.replyDueDate,
    details: n.details,
    criticality: n.criticality,
    status: n.status,
    issuing_authority: n.issuingAuthority,
    officer_name: n.officerName,
    sections: n.sections,
    amount_at_stake: n.amountAtStake,
    hearing_date: n.hearingDate,
    hearing_place: n.hearingPlace,
    owner: n.ownerId !== null && r.ownerName !== null ? { id: n.ownerId, name: r.ownerName } : null,
    parent: n.parentId !== null && r.parentReference !== null ? { id: n.parentId, reference_number: r.parentReference } : null,
    follow_ups: r.followUps,
    replies: r.replies,
    document: r.document,
    created_at: n.createdAt.toISOString(),
    updated_at: n.updatedAt.toISOString(),
  }),
  search: [
    notices.referenceNumber,
    notices.noticeType,
    notices.issuingAuthority,
    notices.officerName,
    through(notices.companyId, companies.name),
  ],
  sort: {
    notice_date: notices.noticeDate,
    received_on: notices.receivedOn,
    reply_due_date: notices.replyDueDate,
    hearing_date: notices.hearingDate,
    created_at: notices.createdAt,
    company_name: companies.name,
  },
  defaultSort: { key: 'reply_due_date', order: 'asc' },
  filters: { group_id: companies.groupId, company_id: notices.companyId, branch_id: notices.branchId, parent_id: notices.parentId },
  extraFilters(q) {
    const range = (column: PgColumn, from: unknown, to: unknown) =>
      [typeof from === 'string' ? gte(column, from) : undefined, typeof to === 'string' ? lte(column, to) : undefined].filter(
        (c): c is SQL => c !== undefined,
      )
    return [
      sameText(notices.noticeType, q.notice_type),
      sameText(notices.act, q.act),
      sameText(notices.status, q.status),
      sameText(notices.criticality, q.criticality),
      sameText(notices.location, q.location),
      ...range(notices.receivedOn, q.received_from, q.received_to),
      ...range(notices.noticeDate, undefined, q.notice_date_to),
      q.open_state === undefined ? undefined : eq(notices.closed, q.open_state === 'closed'),
      ...range(notices.replyDueDate, q.reply_due_from, q.reply_due_to),
      q.attention === true ? needsAttention() : undefined,
    ].filter((c): c is SQL => c !== undefined)
  },
  scope: noticeScope,
  document: { key: 'documentId', required: NOTICE_COPY_REQUIRED },
  toValues: noticeValues,
  hooks: {
    async validate(ctx, b) {
      return [await companyVisible(ctx, b.company_id, b.branch_id), await ownerIssue(ctx, b.owner_id)].filter((i) => i !== null)
    },
  },
  // Edits after creation go through an edit request; an admin's direct edit is recorded the same way.
  // Holders of Notice Edit Permission approve requests, which apply through this same update.
  authorize({ auth }, action) {
    if (action === 'update' && !can(auth, NOTICE_APPROVER, 'edit')) throw forbidden(EDIT_THROUGH_REQUEST)
  },
  editRequests: { recordType: NOTICE_RECORD_TYPE, name: notices.referenceNumber, approver: NOTICE_APPROVER },
  sheet: {
    sheetName: 'Notices',
    fileStem: 'notices',
    instructions: [],
    columns: async () => [],
    exportColumns: async (ctx) => {
      const statusLabel = await noticeStatusLabels(ctx)
      return [
        { header: 'Company', width: 28, value: (n) => n.company_name },
        { header: 'Branch', width: 24, value: (n) => n.branch_name },
        { header: 'Location', width: 20, value: (n) => n.location },
        { header: 'Notice type', width: 22, value: (n) => n.notice_type },
        { header: 'Act', width: 30, value: (n) => n.act },
        { header: 'Reference number', width: 22, value: (n) => n.reference_number },
        { header: 'Notice date', value: (n) => n.notice_date },
        { header: 'Received on', value: (n) => n.received_on },
        { header: 'Reply due date', value: (n) => n.reply_due_date },
        { header: 'Criticality', value: (n) => n.criticality },
        { header: 'Status', value: (n) => statusLabel(n.status) },
        { header: 'Issuing authority', width: 24, value: (n) => n.issuing_authority },
        { header: 'Officer', width: 20, value: (n) => n.officer_name },
        { header: 'Sections alleged', width: 24, value: (n) => n.sections },
        { header: 'Amount at stake', value: (n) => n.amount_at_stake },
        { header: 'Hearing date', value: (n) => n.hearing_date },
        { header: 'Hearing place', width: 20, value: (n) => n.hearing_place },
        { header: 'Owner', width: 20, value: (n) => n.owner?.name ?? null },
        { header: 'Follows up', width: 20, value: (n) => n.parent?.reference_number ?? null },
        { header: 'Details', width: 40, value: (n) => n.details },
        { header: 'Notice copy', width: 24, value: (n) => n.document?.name ?? null },
      ]
    },
  },
})
