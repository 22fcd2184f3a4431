/**
 * Company setup (DOMAIN.md "Organisation"): groups, companies, branches (their
 * documents are record_documents, see records.ts), branch agreements with the tenant's
 * agreement types and sub-categories, stored files, and edit requests. Derived values (lease status, agreement status)
 * are computed on read, never stored.
 */
import { sql } from 'drizzle-orm'
import { boolean, date, index, integer, jsonb, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core'
import { BRANCH_STATUS, EDIT_REQUEST_STATUS, OFFICE_MODE, OFFICE_TYPE, OWNERSHIP, SE_STATUS, SE_VALIDITY_TYPE } from '@ihrc/contract'
import { sortIndexes, trigramIndexes } from './list-indexes'
import { tenantColumns } from './tenant'
import { districts, locations, states } from './reference'

/**
 * An uploaded document. The bytes live in the file store (DATA_DIR/files or a bucket,
 * lib/blob-store.ts) under `storage_key`, a name never reused: a replaced document is
 * a new row and a new object, never bytes overwritten in place.
 */
export const storedFiles = pgTable(
  'stored_files',
  {
    ...tenantColumns(),
    storageKey: text('storage_key').notNull(),
    originalName: text('original_name').notNull(),
    /** Detected from the content, not from the name or the client's header. */
    mime: text('mime').notNull(),
    size: integer('size').notNull(),
    /** SHA-256 of the bytes, hex (null for files stored before it was kept): backups and moves verify by it. */
    sha256: text('sha256'),
  },
  (t) => [uniqueIndex('stored_files_key_uq').on(t.storageKey), index('stored_files_tenant_idx').on(t.tenantId)],
)

/**
 * Bytes whose file row is gone, waiting out a grace period before the sweep deletes
 * them (lib/file-sweep.ts): a download that read the old row just before a replacement
 * committed still finds its bytes.
 */
export const fileRemovals = pgTable(
  'file_removals',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    // No foreign key: a removed tenant's bytes must still be found and deleted.
    tenantId: integer('tenant_id').notNull(),
    storageKey: text('storage_key').notNull(),
    removedAt: timestamp('removed_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('file_removals_key_uq').on(t.storageKey), index('file_removals_removed_idx').on(t.removedAt)],
)

export const companyGroups = pgTable(
  'company_groups',
  {
    ...tenantColumns(),
    name: text('name').notNull(),
  },
  (t) => [
    uniqueIndex('company_groups_tenant_name_uq').on(t.tenantId, sql`lower(${t.name})`),
    ...trigramIndexes('company_groups', [t.name]),
    ...sortIndexes('company_groups', t, [t.name, t.createdAt]),
  ],
)

export const companies = pgTable(
  'companies',
  {
    ...tenantColumns(),
    // Restrict: a group with companies answers 409 on delete, see the company-group module.
    groupId: integer('group_id')
      .notNull()
      .references(() => companyGroups.id, { onDelete: 'restrict' }),
    name: text('name').notNull(),
    pan: text('pan'),
    tan: text('tan'),
    cin: text('cin'),
    gstin: text('gstin'),
    registeredAddress: text('registered_address'),
  },
  (t) => [
    // Names are unique per tenant: bulk uploads and the branch template refer to companies by name.
    uniqueIndex('companies_tenant_name_uq').on(t.tenantId, sql`lower(${t.name})`),
    index('companies_tenant_group_idx').on(t.tenantId, t.groupId),
    ...trigramIndexes('companies', [t.name, t.pan, t.gstin, t.cin]),
    ...sortIndexes('companies', t, [t.name, t.createdAt]),
  ],
)

export const branches = pgTable(
  'branches',
  {
    ...tenantColumns(),
    companyId: integer('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'restrict' }),
    stateId: integer('state_id')
      .notNull()
      .references(() => states.id),
    districtId: integer('district_id')
      .notNull()
      .references(() => districts.id),
    locationId: integer('location_id')
      .notNull()
      .references(() => locations.id),
    name: text('name').notNull(),
    address: text('address').notNull(),
    openingDate: date('opening_date', { mode: 'string' }).notNull(),
    headCount: integer('head_count').notNull(),
    officeMode: text('office_mode', { enum: OFFICE_MODE.values }).notNull(),
    ownership: text('ownership', { enum: OWNERSHIP.values }),
    officeType: text('office_type', { enum: OFFICE_TYPE.values }).notNull(),
    otherOfficeType: text('other_office_type'),
    gstin: text('gstin'),
    status: text('status', { enum: BRANCH_STATUS.values }).notNull().default('active'),
    seStatus: text('se_status', { enum: SE_STATUS.values }),
    seRegistrationNumber: text('se_registration_number'),
    seValidityType: text('se_validity_type', { enum: SE_VALIDITY_TYPE.values }),
    seValidUntil: date('se_valid_until', { mode: 'string' }),
    leaseValidUntil: date('lease_valid_until', { mode: 'string' }),
  },
  (t) => [
    index('branches_tenant_company_idx').on(t.tenantId, t.companyId),
    index('branches_tenant_state_idx').on(t.tenantId, t.stateId),
    index('branches_tenant_district_idx').on(t.tenantId, t.districtId),
    index('branches_tenant_location_idx').on(t.tenantId, t.locationId),
    // A branch-limited user also sees the branches they made (organisation/scope.ts): without it their list scans the tenant.
    index('branches_tenant_created_by_idx').on(t.tenantId, t.createdBy),
    ...trigramIndexes('branches', [t.name, t.address]),
    ...sortIndexes('branches', t, [t.name, t.openingDate, t.headCount, t.createdAt]),
  ],
)

/** The tenant's agreement types ("suggest or create"). */
export const agreementTypes = pgTable(
  'agreement_types',
  {
    ...tenantColumns(),
    name: text('name').notNull(),
  },
  (t) => [
    uniqueIndex('agreement_types_tenant_name_uq').on(t.tenantId, sql`lower(${t.name})`),
    ...trigramIndexes('agreement_types', [t.name]),
  ],
)

/** The tenant's agreement sub-categories ("suggest or create"). */
export const agreementSubCategories = pgTable(
  'agreement_sub_categories',
  {
    ...tenantColumns(),
    name: text('name').notNull(),
  },
  (t) => [uniqueIndex('agreement_sub_categories_tenant_name_uq').on(t.tenantId, sql`lower(${t.name})`)],
)

export const agreements = pgTable(
  'agreements',
  {
    ...tenantColumns(),
    branchId: integer('branch_id')
      .notNull()
      .references(() => branches.id, { onDelete: 'restrict' }),
    agreementTypeId: integer('agreement_type_id')
      .notNull()
      .references(() => agreementTypes.id),
    subCategoryId: integer('sub_category_id').references(() => agreementSubCategories.id),
    ownerName: text('owner_name'),
    partnerName: text('partner_name'),
    partnerContact: text('partner_contact'),
    startDate: date('start_date', { mode: 'string' }).notNull(),
    endDate: date('end_date', { mode: 'string' }),
    appliesToAllBranches: boolean('applies_to_all_branches').notNull().default(false),
    documentId: integer('document_id').references(() => storedFiles.id, { onDelete: 'set null' }),
  },
  (t) => [
    index('agreements_tenant_branch_idx').on(t.tenantId, t.branchId),
    ...trigramIndexes('agreements', [t.ownerName, t.partnerName]),
    ...sortIndexes('agreements', t, [t.startDate, t.endDate, t.createdAt]),
  ],
)

/**
 * A request to change a record the requester may not edit directly. Approval applies
 * `proposed_changes` through the record's own update rules; the row stays as history.
 */
export const editRequests = pgTable(
  'edit_requests',
  {
    ...tenantColumns(),
    /** A type the edit-request registry holds (lib/crud/edit-request-registry.ts). */
    recordType: text('record_type').notNull(),
    recordId: integer('record_id').notNull(),
    requestedBy: integer('requested_by').notNull(),
    reason: text('reason').notNull(),
    proposedChanges: jsonb('proposed_changes').$type<Record<string, unknown>>().notNull(),
    status: text('status', { enum: EDIT_REQUEST_STATUS.values }).notNull().default('pending'),
    decidedBy: integer('decided_by'),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
    remark: text('remark'),
  },
  (t) => [
    index('edit_requests_tenant_status_idx').on(t.tenantId, t.status),
    index('edit_requests_tenant_record_idx').on(t.tenantId, t.recordType, t.recordId),
    ...trigramIndexes('edit_requests', [t.reason]),
    ...sortIndexes('edit_requests', t, [t.createdAt, t.status, t.recordType]),
  ],
)
