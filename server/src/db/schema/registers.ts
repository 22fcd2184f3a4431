/**
 * Register and Return (contract registers.ts): the monthly input uploads per branch and
 * their rows, the register formats (Global Settings → Register Template) and the output
 * registers generated from both.
 *
 * An upload of a branch, kind and month replaces the one before it: the old upload stays
 * (status `replaced`, with its audit trail) but its rows go, so a month never holds two
 * sets of rows. A partial unique index keeps one current upload per branch, kind, month.
 */
import { sql } from 'drizzle-orm'
import { date, index, integer, jsonb, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core'
import { INPUT_KINDS, UPLOAD_STATUS, type InputKind, type RegisterColumn } from '@ihrc/contract'
import { sortIndexes, trigramIndexes } from './list-indexes'
import { branches, storedFiles } from './organisation'
import { tenantColumns, tenants } from './tenant'

const kinds = INPUT_KINDS as [InputKind, ...InputKind[]]

export const registerUploads = pgTable(
  'register_uploads',
  {
    ...tenantColumns(),
    branchId: integer('branch_id')
      .notNull()
      .references(() => branches.id, { onDelete: 'restrict' }),
    kind: text('kind', { enum: kinds }).notNull(),
    /** The month's first day. */
    month: date('month', { mode: 'string' }).notNull(),
    rowCount: integer('row_count').notNull(),
    fileName: text('file_name').notNull(),
    status: text('status', { enum: UPLOAD_STATUS.values }).notNull().default('current'),
    replacedAt: timestamp('replaced_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('register_uploads_current_uq')
      .on(t.tenantId, t.branchId, t.kind, t.month)
      .where(sql`${t.status} = 'current'`),
    index('register_uploads_kind_branch_month_idx').on(t.tenantId, t.kind, t.branchId, t.month),
    ...sortIndexes('register_uploads', t, [t.month, t.createdAt]),
  ],
)

/** One row of an upload: the values by field key, as the kind's row schema parsed them. */
export const registerRows = pgTable(
  'register_rows',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    tenantId: integer('tenant_id')
      .notNull()
      .references(() => tenants.id, { onDelete: 'cascade' }),
    uploadId: integer('upload_id')
      .notNull()
      .references(() => registerUploads.id, { onDelete: 'cascade' }),
    /** The sheet's row number (the header is row 1): the register keeps the upload's order. */
    rowNumber: integer('row_number').notNull(),
    employeeCode: text('employee_code').notNull(),
    values: jsonb('values').$type<Record<string, string | number | null>>().notNull(),
  },
  (t) => [
    uniqueIndex('register_rows_row_uq').on(t.uploadId, t.rowNumber),
    // An employee once per branch and month: the upload checks it, the index holds it.
    uniqueIndex('register_rows_employee_uq').on(t.uploadId, t.employeeCode),
  ],
)

/**
 * Register formats. The product's seeded formats (db/reference/register-formats.ts) are
 * copied into every tenant with their `seed_key` and kept in step with the code; they
 * are read-only (the resource refuses to change them); a tenant copies one to adjust it.
 */
export const registerFormats = pgTable(
  'register_formats',
  {
    ...tenantColumns(),
    seedKey: text('seed_key'),
    name: text('name').notNull(),
    form: text('form').notNull(),
    rowsFrom: text('rows_from', { enum: kinds }).notNull(),
    rowsWith: text('rows_with'),
    title: jsonb('title').$type<string[]>().notNull(),
    columns: jsonb('columns').$type<RegisterColumn[]>().notNull(),
    notes: jsonb('notes').$type<string[]>().notNull(),
    stateCodes: jsonb('state_codes').$type<string[]>().notNull(),
    effectiveFrom: date('effective_from', { mode: 'string' }).notNull(),
    effectiveTo: date('effective_to', { mode: 'string' }),
    instrument: text('instrument').notNull(),
    source: text('source').notNull(),
    sourceUrl: text('source_url'),
    copiedFromId: integer('copied_from_id'),
  },
  (t) => [
    uniqueIndex('register_formats_seed_uq').on(t.tenantId, t.seedKey),
    ...trigramIndexes('register_formats', [t.name]),
    ...sortIndexes('register_formats', t, [t.name, t.form, t.effectiveFrom, t.createdAt]),
  ],
)

/**
 * A generated register: one form for one branch and month, its xlsx and PDF, and the
 * uploads it was made from (`inputs`: kind → upload id), by which it is known to be stale.
 * Regenerating replaces it (its old files go to the sweep).
 */
export const outputRegisters = pgTable(
  'output_registers',
  {
    ...tenantColumns(),
    branchId: integer('branch_id')
      .notNull()
      .references(() => branches.id, { onDelete: 'restrict' }),
    month: date('month', { mode: 'string' }).notNull(),
    form: text('form').notNull(),
    formatId: integer('format_id').references(() => registerFormats.id, { onDelete: 'set null' }),
    formatName: text('format_name').notNull(),
    inputs: jsonb('inputs').$type<Partial<Record<InputKind, number>>>().notNull(),
    rowCount: integer('row_count').notNull(),
    /** Who generated it last, and when (a regeneration replaces the files and these). */
    generatedBy: integer('generated_by'),
    generatedAt: timestamp('generated_at', { withTimezone: true }).notNull().defaultNow(),
    xlsxFileId: integer('xlsx_file_id')
      .notNull()
      .references(() => storedFiles.id, { onDelete: 'restrict' }),
    pdfFileId: integer('pdf_file_id')
      .notNull()
      .references(() => storedFiles.id, { onDelete: 'restrict' }),
  },
  (t) => [
    uniqueIndex('output_registers_form_uq').on(t.tenantId, t.branchId, t.month, t.form),
    ...trigramIndexes('output_registers', [t.form]),
    ...sortIndexes('output_registers', t, [t.month, t.createdAt, t.updatedAt]),
  ],
)
