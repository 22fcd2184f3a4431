/** The shapes a module describes a resource with, and the service the factory makes of it. */
import type { PgColumn, PgSelect, PgTable, SelectedFields } from 'drizzle-orm/pg-core'
import type { SQL } from 'drizzle-orm'
import type { SelectResultFields } from 'drizzle-orm/query-builders/select.types'
import type { z } from 'zod'
import type { AuditAction, CustomFieldModule, MenuKey, PageMeta, PeriodQuery, listQuery } from '@ihrc/contract'
import type { DbOrTx } from '../../db/client'
import type { AuthContext } from '../../plugins/access'
import type { FileStore } from '../file-store'
import type { CellText, SheetColumn } from '../xlsx'
import type { SearchColumn } from './list'
import type { ScopeRule } from './scope-rule'

/** A table made with `tenantColumns()`. */
export type TenantTable = PgTable & { id: PgColumn; tenantId: PgColumn; createdBy: PgColumn }

/** Who is asking, and the database handle to use (a transaction inside bulk uploads). */
export interface RequestContext {
  db: DbOrTx
  auth: AuthContext
  /** The stored files (contextOf sets it): deleting a record with documents needs it. */
  files?: FileStore
}

export interface FieldIssue {
  /** The wire field (and so the spreadsheet column) the message belongs to. */
  field: string
  message: string
}

/** A list query: listQuery, the period filters when the resource takes them, and its own filters. */
export type ListQueryShape = z.infer<typeof listQuery> & Partial<PeriodQuery> & Record<string, unknown>

export interface ImportedRow {
  input: Record<string, unknown>
  issues: FieldIssue[]
  /** Fields left unresolved because another column failed (a location of an unknown district): not reported again. */
  unresolved?: string[]
}

export interface ExportColumn<Item> {
  header: string
  width?: number
  value(item: Item): unknown
}

export interface SheetSpec<Item> {
  sheetName: string
  /** File name stem: `branches` → branches-YYYY-MM-DD.xlsx, branches-template.xlsx. */
  fileStem: string
  /** Upload/template columns; async because dropdowns may list the tenant's data. */
  /** `preset`: the template's query (see `templateQuery`), absent on upload. */
  columns(ctx: RequestContext, preset?: Record<string, unknown>): Promise<readonly SheetColumn[]>
  /** Query the template route takes (e.g. `company_id` to offer only that company). */
  templateQuery?: z.ZodType
  instructions: readonly string[]
  /**
   * Prepared once per upload, inside the upload's transaction: turns one row's cell
   * texts into a body input (names resolved to ids). Issues are reported per column.
   */
  importer?(ctx: RequestContext): Promise<(values: Record<string, CellText>) => Promise<ImportedRow>>
  /** Export columns and how each reads an item; a function when a column reads the tenant's settings (its status labels). */
  exportColumns?: readonly ExportColumn<Item>[] | ((ctx: RequestContext) => Promise<readonly ExportColumn<Item>[]>)
}

/** How a write is described when it is more than a plain edit (an approved edit request). */
export interface AuditNote {
  action: AuditAction
  remark?: string | null
}

/**
 * An update that is not a plain edit. `customKeys`: the write proposes only these custom
 * values (an approved edit request), so only they are checked against the definitions
 * and the record's other values stay as stored, even if their field became required
 * after the record was made.
 */
export interface UpdateNote extends AuditNote {
  customKeys?: readonly string[]
}

/** Work left for after a write's commit; it gets the caller's own context (not the transaction). */
export type AfterCommit = (ctx: RequestContext) => Promise<void>

/** A write to one existing record, as `authorize` is asked about it. */
export type RowAction = 'update' | 'delete' | 'document' | (string & {})

/** `{ column: companies.groupId, message: GROUP_HAS_COMPANIES }`: no deleting a group its companies point at. */
export interface Reference {
  /** The referencing column (a tenant table's, holding this resource's id). */
  column: PgColumn
  /** The 409's message; a function gets the number of referencing rows. */
  message: string | ((count: number) => string)
}

/**
 * Documents of named kinds on a resource (document-kinds.ts): one item field per kind
 * ('se_document' → item.se_document). Uploads go to the row `uploadDocument`; when its
 * path has no `:kind` (`upload/:id`, API.md's trackers) the kind is the multipart field `kind`.
 */
export interface DocumentsSpec<Kind extends string = string> {
  kinds: readonly Kind[]
}

/** A resource open to edit requests (edit-request-registry.ts). */
export interface EditableSpec {
  /** The wire name of the type ('branch', 'pf_tracker'); the console labels it (EDIT_RECORD_TYPE). */
  recordType: string
  /** What names a record in the request lists; the table's `name` column when it has one. */
  name?: PgColumn | SQL
  /** Whose grant decides these requests when it is not Edit Permission's (notices: Notice Edit Permission). */
  approver?: MenuKey
}

/** `Kind`: the document kinds, item fields the factory fills (so `toItem` leaves them out). */
export interface ResourceSpec<Body extends Record<string, unknown>, Item, Fields extends SelectedFields, Kind extends string = never> {
  /** Path stem under the API prefix, e.g. 'branch'. */
  path: string
  /** 'Branch' → "Branch not found". */
  noun: string
  table: TenantTable
  /** Create and update body (PUT replaces the whole record). Unknown fields are dropped. */
  body: z.ZodType<Body> & { shape: z.ZodRawShape }
  /** The wire shape of one record (documents the responses). */
  item: z.ZodType<Item>
  /** List query: listQuery plus this resource's filters. */
  query: z.ZodType<ListQueryShape>
  /** Read model: the selected columns (joins included) and how a row becomes an item. */
  fields: Fields
  /**
   * Fields whose value depends on what a caller limited to some branches sees (a count of
   * the records under this one): read for such a caller in place of `fields`' own, also
   * where a sort names the same expression. Their lists are then read without the
   * statements prepared once.
   */
  scopedFields?(auth: AuthContext): Partial<Record<keyof Fields, SQL>>
  /**
   * Joins that only look up related values: each row keeps exactly one match (inner
   * joins on NOT NULL foreign keys, or left joins), so the list counts the base table
   * alone unless a filter reads a joined column. Otherwise set `countThroughJoins`.
   */
  joins?(q: PgSelect): PgSelect
  /** The joins may drop rows (an inner join without a foreign key): count through them. */
  countThroughJoins?: boolean
  toItem(row: SelectResultFields<Fields>): Omit<Item, Kind>
  /**
   * Columns matched by `search` (case-insensitive substring): the table's own columns
   * (each with a trigram index, see db/schema/list-indexes.ts) and related names
   * reached through a foreign key, `through(branches.companyId, companies.name)`.
   */
  search: readonly SearchColumn[]
  /** `sort` keys the client may use, and the default; each own column has a (tenant, key, id) index. */
  sort: Readonly<Record<string, PgColumn | SQL>>
  defaultSort: { key: string; order: 'asc' | 'desc' }
  /** Query key → column compared for equality (e.g. group_id). */
  filters?: Readonly<Record<string, PgColumn>>
  /**
   * The record's date for the period filters: with `periodQuery` in `query`, the list
   * and export take `month`, `year` (financial, April–March), `from` and `to`.
   */
  periods?: { column: PgColumn }
  /** Filters that are more than equality (derived statuses). */
  extraFilters?(query: ListQueryShape, ctx: RequestContext): SQL[] | Promise<SQL[]>
  /** The branch a row belongs to, for users limited to some branches. */
  branchColumn?: PgColumn
  /**
   * For rows that belong to no one branch (a company's registration): the condition a
   * user limited to `branchIds` sees a row by; `userId` is theirs, for rows they see
   * because they made them (`created_by`): a rule that takes it is asked even of a user
   * holding no branch (row-scope.ts, ScopeRule). On the resource's table alone
   * (subqueries, table-qualified columns): it also guards updates, deletes and locks.
   * Its users may be SQL of a users row (BranchIds): whom a notification may reach.
   */
  scope?: ScopeRule
  /**
   * Rows of the table that are this resource at all (users that are not external): held
   * on list, get, update, delete and export alike, so a by-id route cannot reach past it.
   */
  baseFilter?: SQL
  /** Body → table values (camelCase). Tenant, id and creator are added by the factory. */
  toValues(ctx: RequestContext, body: Body): Record<string, unknown> | Promise<Record<string, unknown>>
  /**
   * One attached document (e.g. the agreement copy): the table property holding the
   * stored file id. Create and update then also accept multipart (fields + `file`),
   * and `GET {path}/:id/document` downloads it.
   */
  document?: {
    key: string
    /** The create's 400 on `file` when no document comes with it (the notice copy); absent: the document is optional. */
    required?: string
  }
  /** Message for a unique-key clash on create/update. */
  duplicateMessage?: string
  /**
   * Per-row rules (the uploader may edit within 24 hours; the assigned owner submits):
   * run after the scope check (the record exists and is visible) and before the write;
   * throw forbidden() or conflict() to refuse. The factory asks it for 'update' and
   * 'delete'; other writes of a record (a document upload) ask through `authorized`.
   */
  authorize?(ctx: RequestContext, action: RowAction, current: Item): Promise<void> | void
  /**
   * Values computed outside SQL, per batch of items read (a tracker row's due date from
   * the statutory rules in force): applied to every item the service returns.
   */
  enrich?(ctx: RequestContext, items: Item[]): Promise<Item[]>
  /** Documents of named kinds, one item field per kind (document-kinds.ts). */
  documents?: DocumentsSpec<Kind>
  /** Opens the resource to edit requests under this record type (edit-request-registry.ts). */
  editRequests?: EditableSpec
  /** Item fields never written to the audit trail (anything secret). */
  auditSkip?: readonly string[]
  /** Other tables' rows that keep this record: a delete is refused while the tenant has any (checked in its transaction). */
  referencedBy?: readonly Reference[]
  /** The writes served over HTTP (default all three); the service has them all. */
  writes?: readonly ('create' | 'update' | 'delete')[]
  /** The create's message (default "{noun} created"). */
  createdMessage?(body: Body): string
  hooks?: {
    /**
     * Cross-record rules (references belong to the tenant...): return issues for 400, or
     * throw forbidden() for a body the caller may not write. `current`: null on create.
     */
    validate?(ctx: RequestContext, body: Body, current: Item | null): Promise<FieldIssue[]>
    /**
     * Runs in the insert's transaction once the new rows are written, with their ids: once
     * a create, once a bulk insert or upload (after its last statement, not after each);
     * before a create reads its record back (e.g. assign a new branch to the limited user
     * who made it, so that they see it).
     */
    afterInsert?(ctx: RequestContext, ids: number[]): Promise<void>
    /** Table values set on create when the caller gives none (the HTTP route): a password hash. */
    createValues?(ctx: RequestContext, body: Body): Promise<Record<string, unknown>>
    /**
     * Runs in the create's or update's transaction, after the write (e.g. end the
     * person's sessions); the returned function runs after the commit (e.g. a mail).
     */
    afterWrite?(ctx: RequestContext, change: { before: Item | null; after: Item; body: Body }): Promise<AfterCommit | void>
    /**
     * Runs in the delete's transaction before the row goes (e.g. drop its document
     * rows); the returned function runs after the commit, with the request's own
     * context (e.g. remove the stored files).
     */
    cleanup?(ctx: RequestContext, id: number): Promise<AfterCommit | void>
  }
  sheet?: SheetSpec<Item>
  /**
   * The module key of Global Settings → Custom Fields whose fields this resource's
   * records carry (custom-fields.ts): `custom` in bodies (each value checked against the
   * tenant's definitions, errors on `custom.<key>`) and items, and one column per field
   * in the template, bulk upload and export. The body and item schemas spread
   * `customBodyShape` / `customItemShape` from the contract.
   */
  customFields?: CustomFieldModule
}

/** A bulk insert fed a body at a time, in the caller's transaction (Resource.bulkInsert). */
export interface BulkInsert<Body> {
  /** Takes a validated body: its table values join the next statement's, and the body can go. */
  add(body: Body): Promise<void>
  /** Writes the bodies taken since the last flush as one statement, with their custom values and audit entries. */
  flush(): Promise<void>
  /** Flushes the rest, then runs `afterInsert` once with every new id; returns them in order. */
  finish(): Promise<number[]>
}

export interface Resource<Body, Item> {
  /**
   * Items matching the caller's scope and the query; `paging` false returns them all.
   * Past COUNT_EXACT_UP_TO rows an unsearched list's total is the planner's estimate
   * (`totalIsEstimate`).
   */
  list(ctx: RequestContext, query: ListQueryShape, paging: boolean): Promise<{ items: Item[]; total: number; totalIsEstimate?: boolean }>
  /** One page as the wire answers it: `{ data, meta }`, the meta saying when the total is an estimate. */
  page(ctx: RequestContext, query: ListQueryShape): Promise<{ data: Item[]; meta: PageMeta }>
  /** All matching items in the list's order, in batches read by keyset (no OFFSET, no count). */
  batches(ctx: RequestContext, query: ListQueryShape, size?: number): AsyncGenerator<Item[]>
  get(ctx: RequestContext, id: number): Promise<Item>
  /** The record, once the spec's `authorize` agreed to `action` on it (404 outside the caller's scope first). */
  authorized(ctx: RequestContext, id: number, action: RowAction): Promise<Item>
  /** Locks the record's row for the rest of `ctx.db`'s transaction; 404 when the caller cannot see it. */
  lock(ctx: RequestContext, id: number): Promise<void>
  /** `extra`: table values the factory sets itself (the stored document's id). */
  create(ctx: RequestContext, body: Body, extra?: Record<string, unknown>): Promise<Item>
  /** `note`: how the audit entry names the change when it is not a plain edit (an approved request). */
  update(ctx: RequestContext, id: number, body: Body, extra?: Record<string, unknown>, note?: UpdateNote): Promise<Item>
  remove(ctx: RequestContext, id: number): Promise<void>
  /**
   * Inserts validated bodies without the create's hooks but `afterInsert` (run once, with
   * every new id); `extra` as in create. Returns the new ids.
   */
  insertMany(ctx: RequestContext, bodies: Body[], extra?: Record<string, unknown>): Promise<number[]>
  /** The same insert fed a body at a time (a bulk upload's rows as they pass their checks). */
  bulkInsert(ctx: RequestContext, extra?: Record<string, unknown>): BulkInsert<Body>
  /** The record as a body (the body schema's fields only), for merging partial changes (edit requests). */
  currentBody(ctx: RequestContext, id: number): Promise<Record<string, unknown>>
  /**
   * Judges `body` as `update` would (the spec's validate hook: references in the tenant and
   * the caller's scope; the custom values, only `note.customKeys` when given) without
   * writing or asking `authorize`: an edit request is refused when it is sent, not when approved.
   */
  checkUpdate(ctx: RequestContext, id: number, body: Body, note?: UpdateNote): Promise<void>
  spec: ResourceSpec<Body & Record<string, unknown>, Item, SelectedFields>
}
