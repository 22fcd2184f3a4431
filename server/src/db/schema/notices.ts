/**
 * Notice Tracker (DOMAIN.md "Notices"): inspectors' notices, a follow-up being a notice
 * with a parent; replies with their documents; the tenant's suggestion lists (type, act,
 * status, criticality). A notice keeps the chosen names as text: the lists offer names,
 * they are not references, so a list entry never blocks a notice.
 */
import { sql } from 'drizzle-orm'
import { boolean, date, index, integer, numeric, pgTable, primaryKey, text, uniqueIndex, type AnyPgColumn } from 'drizzle-orm/pg-core'
import { NOTICE_SUGGESTION } from '@ihrc/contract'
import { sortIndexes, trigramIndexes } from './list-indexes'
import { branches, companies, storedFiles } from './organisation'
import { tenantColumns } from './tenant'
import { users } from './auth'

export const notices = pgTable(
  'notices',
  {
    ...tenantColumns(),
    companyId: integer('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'restrict' }),
    branchId: integer('branch_id').references(() => branches.id, { onDelete: 'restrict' }),
    location: text('location'),
    parentId: integer('parent_id').references((): AnyPgColumn => notices.id, { onDelete: 'restrict' }),
    noticeType: text('notice_type').notNull(),
    act: text('act'),
    noticeDate: date('notice_date', { mode: 'string' }).notNull(),
    referenceNumber: text('reference_number').notNull(),
    receivedOn: date('received_on', { mode: 'string' }),
    replyDueDate: date('reply_due_date', { mode: 'string' }),
    details: text('details'),
    criticality: text('criticality').notNull(),
    status: text('status').notNull(),
    /** Whether `status` reads Closed (isNoticeClosed), kept beside it so the open lists filter on a column. */
    closed: boolean('closed').notNull().default(false),
    issuingAuthority: text('issuing_authority'),
    officerName: text('officer_name'),
    sections: text('sections'),
    amountAtStake: numeric('amount_at_stake', { precision: 14, scale: 2, mode: 'number' }),
    hearingDate: date('hearing_date', { mode: 'string' }),
    hearingPlace: text('hearing_place'),
    ownerId: integer('owner_id').references(() => users.id, { onDelete: 'set null' }),
    documentId: integer('document_id').references(() => storedFiles.id, { onDelete: 'set null' }),
  },
  (t) => [
    index('notices_tenant_company_idx').on(t.tenantId, t.companyId),
    index('notices_tenant_branch_idx').on(t.tenantId, t.branchId),
    index('notices_tenant_parent_idx').on(t.tenantId, t.parentId),
    // The list filtered by status (read ignoring case) and reply-due range, in reply-due order; the open notices needing attention.
    index('notices_tenant_status_due_idx').on(t.tenantId, sql`lower(${t.status})`, t.replyDueDate, t.id),
    index('notices_tenant_open_due_idx')
      .on(t.tenantId, t.replyDueDate, t.id)
      .where(sql`not ${t.closed}`),
    index('notices_tenant_open_hearing_idx')
      .on(t.tenantId, t.hearingDate, t.id)
      .where(sql`not ${t.closed}`),
    ...trigramIndexes('notices', [t.referenceNumber, t.noticeType, t.issuingAuthority, t.officerName]),
    ...sortIndexes('notices', t, [t.noticeDate, t.receivedOn, t.replyDueDate, t.hearingDate, t.createdAt]),
  ],
)

export const noticeReplies = pgTable(
  'notice_replies',
  {
    ...tenantColumns(),
    noticeId: integer('notice_id')
      .notNull()
      .references(() => notices.id, { onDelete: 'cascade' }),
    sentOn: date('sent_on', { mode: 'string' }).notNull(),
    text: text('text').notNull(),
    keepOpen: boolean('keep_open').notNull().default(false),
  },
  (t) => [index('notice_replies_tenant_notice_idx').on(t.tenantId, t.noticeId)],
)

export const noticeReplyDocuments = pgTable(
  'notice_reply_documents',
  {
    replyId: integer('reply_id')
      .notNull()
      .references(() => noticeReplies.id, { onDelete: 'cascade' }),
    fileId: integer('file_id')
      .notNull()
      .references(() => storedFiles.id, { onDelete: 'restrict' }),
    position: integer('position').notNull(),
  },
  (t) => [primaryKey({ columns: [t.replyId, t.fileId] })],
)

/** The tenant's additions to a suggestion list; the defaults (NOTICE_DEFAULT_SUGGESTIONS) are not stored. */
export const noticeSuggestions = pgTable(
  'notice_suggestions',
  {
    ...tenantColumns(),
    kind: text('kind', { enum: NOTICE_SUGGESTION.values }).notNull(),
    name: text('name').notNull(),
  },
  (t) => [uniqueIndex('notice_suggestions_tenant_kind_name_uq').on(t.tenantId, t.kind, sql`lower(${t.name})`)],
)
