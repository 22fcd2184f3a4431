/**
 * What the four statutory setups share, so each setup file states only its own code
 * columns: the company and place columns (read with their names, filtered, sorted,
 * validated against the tenant, and the district against the state), signatories that
 * must be the tenant's users, and the sheet's place columns with their name resolution.
 */
import { and, eq, inArray, sql, type SQL } from 'drizzle-orm'
import type { PgColumn } from 'drizzle-orm/pg-core'
import { setupQuery, setupTemplateQuery, type CustomFieldModule, type MenuKey, type Signatory } from '@ihrc/contract'
import { z } from 'zod'
import { companies, districts, locations, states, users } from '../../db/schema'
import {
  defineResource,
  through,
  type FieldIssue,
  type RequestContext,
  type Resource,
  type SheetSpec,
  type TenantTable,
} from '../../lib/crud'
import { notFound } from '../../lib/errors'
import type { CellText, SheetColumn } from '../../lib/xlsx'
import { companyAndPlaceCells, companyAndPlaceIssues } from '../organisation/places'
import { setupScope } from './scope'

export type SetupTable = TenantTable & {
  companyId: PgColumn
  stateId: PgColumn
  districtId: PgColumn
  locationId: PgColumn
  registrationDate: PgColumn
  createdAt: PgColumn
}

/** The body fields every setup has. */
export interface PlaceBody extends Record<string, unknown> {
  company_id: number
  state_id: number | null
  district_id: number | null
  location_id: number | null
  registration_date: string | null
  signatories?: Signatory[]
}

interface PlaceRow {
  id: number
  companyId: number
  stateId: number | null
  districtId: number | null
  locationId: number | null
  registrationDate: string | null
  createdAt: Date
  updatedAt: Date
}

export interface PlaceItem {
  id: number
  company_id: number
  company_name: string
  state_id: number | null
  state_name: string | null
  district_id: number | null
  district_name: string | null
  location_id: number | null
  location_name: string | null
  registration_date: string | null
  created_at: string
  updated_at: string
}

export interface SetupSheet<Item> {
  sheetName: string
  fileStem: string
  /** The setup's own columns, after the place columns. */
  columns: readonly SheetColumn[]
  /** The setup's own cells → body input (enumerations by label). */
  read(values: Record<string, CellText>, issues: FieldIssue[]): Record<string, unknown>
  /**
   * The table's unique keys, each its body fields and their columns, the code last (where
   * a taken or repeated key is named): judged on every row with its other faults, not
   * first at the insert, where a clash is a 409 naming no row.
   */
  uniqueKeys: readonly Readonly<Record<string, PgColumn>>[]
  exportColumns: readonly { header: string; width?: number; value(item: Item): unknown }[]
}

export interface SetupSpec<T extends SetupTable, Body extends PlaceBody, Item extends PlaceItem> {
  path: string
  noun: string
  /** Its module in Global Settings → Custom Fields. */
  customFields: CustomFieldModule
  table: T
  body: z.ZodType<Body> & { shape: z.ZodRawShape }
  item: z.ZodType<Item>
  /** The registration code: searched, sorted, and its own sort key on the wire. */
  code: { key: string; column: PgColumn }
  /** More own columns the search matches (each with a trigram index). */
  search?: readonly PgColumn[]
  /** Values read beside the row (a document's name by subquery), passed to `own`. */
  more?: Record<string, SQL>
  /** The row's own columns as wire fields. */
  own(row: T['$inferSelect'], more: Record<string, unknown>): Omit<Item, keyof PlaceItem>
  /** The body's own fields as table values; async for sealing secrets. */
  values(body: Body): Record<string, unknown>
  duplicateMessage: string
  document?: { key: string }
  /** Values worked out after the read (a PT or LWF registration's "due rule not confirmed"). */
  enrich?: (ctx: RequestContext, items: Item[]) => Promise<Item[]>
  /** PT and LWF are state levies: their sheet marks State required. */
  stateRequired: boolean
  sheet?: SetupSheet<Item>
}

const WRITE_MENU: MenuKey = 'company.company'
const CODE_REPEATED = 'The same code is on an earlier row'

/** A setup's table: what the code lookups need. */
export interface SetupReads {
  table: SetupTable
}

async function validatePlace({ db, auth }: RequestContext, b: PlaceBody): Promise<FieldIssue[]> {
  const issues = await companyAndPlaceIssues({ db, auth }, b)
  const ids = [...new Set((b.signatories ?? []).map((s) => s.user_id))]
  if (ids.length) {
    const found = await db
      .select({ id: users.id })
      .from(users)
      .where(and(eq(users.tenantId, auth.tenantId), inArray(users.id, ids)))
    if (found.length !== ids.length) issues.push({ field: 'signatories', message: 'Signatory not found' })
  }
  return issues
}

async function companyNames({ db, auth }: RequestContext, only?: number) {
  const rows = await db
    .select({ id: companies.id, name: companies.name })
    .from(companies)
    .where(and(eq(companies.tenantId, auth.tenantId), only === undefined ? undefined : eq(companies.id, only)))
  if (only !== undefined && !rows.length) throw notFound('Company')
  return rows
}

/**
 * A row's unique keys checked against the tenant's setups and the sheet's earlier rows.
 * Each key's fields are read by their own schema, so a key is judged even when another
 * cell of the row is wrong, and written as the store holds it (codes upper-cased).
 */
async function uniqueKeyCheck(
  ctx: RequestContext,
  table: SetupTable,
  body: { shape: z.ZodRawShape },
  keys: SetupSheet<unknown>['uniqueKeys'],
  duplicateMessage: string,
) {
  const textOf = (values: readonly unknown[]) => JSON.stringify(values)
  const stored = await Promise.all(
    keys.map(async (key) => {
      const rows = await ctx.db
        .select(key as Record<string, PgColumn>)
        .from(table)
        .where(eq(table.tenantId, ctx.auth.tenantId))
      return new Set(rows.map((r) => textOf(Object.keys(key).map((f) => (r as Record<string, unknown>)[f]))))
    }),
  )
  const seen = keys.map(() => new Set<string>())
  return (input: Record<string, unknown>, issues: FieldIssue[]) => {
    keys.forEach((key, k) => {
      const fields = Object.keys(key)
      const values = fields.map((f) => z.safeParse(body.shape[f]!, input[f]))
      if (values.some((v) => !v.success || v.data === null || v.data === undefined)) return
      const text = textOf(values.map((v) => v.data))
      const field = fields.at(-1)!
      if (stored[k]!.has(text)) issues.push({ field, message: duplicateMessage })
      else if (seen[k]!.has(text)) issues.push({ field, message: CODE_REPEATED })
      seen[k]!.add(text)
    })
  }
}

function placeSheet<Item extends PlaceItem>(
  own: SetupSheet<Item>,
  stateRequired: boolean,
  spec: { table: SetupTable; body: { shape: z.ZodRawShape }; duplicateMessage: string },
): SheetSpec<Item> {
  const date = 'A date written YYYY-MM-DD (or a date cell), not in the future.'
  return {
    sheetName: own.sheetName,
    fileStem: own.fileStem,
    templateQuery: setupTemplateQuery,
    instructions: [
      `Fill one registration per row on the ${own.sheetName} sheet, starting at row 2. Do not rename the headers.`,
      'Company, State and the dropdown columns must match the lists exactly (the dropdowns offer them).',
      "District must already exist for the state. Location may be new: it is added to your organisation's locations.",
      'The upload is all-or-nothing: if any row has an error, nothing is created and every error is listed as "Row N, column X: reason".',
    ],
    async columns(ctx, preset) {
      const only = preset?.company_id as number | undefined
      const [companyRows, stateRows] = await Promise.all([
        companyNames(ctx, only),
        ctx.db.select({ name: states.name }).from(states).orderBy(states.name),
      ])
      return [
        { key: 'company_id', header: 'Company', required: true, width: 28, options: companyRows.map((c) => c.name).sort() },
        { key: 'state_id', header: 'State', required: stateRequired, width: 24, options: stateRows.map((s) => s.name) },
        { key: 'district_id', header: 'District', width: 22, note: 'Must be a district of the state.' },
        { key: 'location_id', header: 'Location', width: 22, note: 'A location of the district; a new name is added to your locations.' },
        { key: 'registration_date', header: 'Registration date', note: date },
        ...own.columns,
      ]
    },
    async importer(ctx) {
      const cells = await companyAndPlaceCells(ctx, await companyNames(ctx))
      const unique = await uniqueKeyCheck(ctx, spec.table, spec.body, own.uniqueKeys, spec.duplicateMessage)
      return async (v) => {
        const issues: FieldIssue[] = []
        const { companyId, stateId, districtId, locationId, unresolved } = await cells(v, issues)
        const input = {
          ...v,
          ...own.read(v, issues),
          company_id: companyId ?? undefined,
          state_id: stateId ?? (v.state_id ? undefined : null),
          district_id: districtId,
          location_id: locationId,
        }
        unique(input, issues)
        return { input, issues, unresolved }
      }
    },
    exportColumns: [
      { header: 'Company', width: 28, value: (s) => s.company_name },
      { header: 'State', width: 24, value: (s) => s.state_name },
      { header: 'District', width: 22, value: (s) => s.district_name },
      { header: 'Location', width: 22, value: (s) => s.location_name },
      { header: 'Registration date', value: (s) => s.registration_date },
      ...own.exportColumns,
    ],
  }
}

export function defineSetup<T extends SetupTable, Body extends PlaceBody, Item extends PlaceItem>(
  spec: SetupSpec<T, Body, Item>,
): Resource<Body, Item> & SetupReads {
  const t = spec.table
  const resource = defineResource({
    path: spec.path,
    noun: spec.noun,
    menu: WRITE_MENU,
    table: t,
    body: spec.body,
    item: spec.item,
    query: setupQuery,
    enrich: spec.enrich,
    fields: {
      row: t,
      companyName: companies.name,
      stateName: states.name,
      districtName: districts.name,
      locationName: locations.name,
      more: spec.more
        ? sql`json_build_object(${sql.join(
            Object.entries(spec.more).map(([k, v]) => sql`${k}::text, ${v}`),
            sql`, `,
          )})`
        : sql`null`,
    },
    joins: (q) =>
      q
        .innerJoin(companies, eq(companies.id, t.companyId))
        .leftJoin(states, eq(states.id, t.stateId))
        .leftJoin(districts, eq(districts.id, t.districtId))
        .leftJoin(locations, eq(locations.id, t.locationId)),
    toItem: (r) => {
      const { row, companyName, stateName, districtName, locationName, more } = r as unknown as {
        row: PlaceRow & T['$inferSelect']
        more: Record<string, unknown> | null
        companyName: string
        stateName: string | null
        districtName: string | null
        locationName: string | null
      }
      const place: PlaceItem = {
        id: row.id,
        company_id: row.companyId,
        company_name: companyName,
        state_id: row.stateId,
        state_name: stateName,
        district_id: row.districtId,
        district_name: districtName,
        location_id: row.locationId,
        location_name: locationName,
        registration_date: row.registrationDate,
        created_at: row.createdAt.toISOString(),
        updated_at: row.updatedAt.toISOString(),
      }
      return { ...place, ...spec.own(row, more ?? {}) } as Item
    },
    search: [spec.code.column, ...(spec.search ?? []), through(t.companyId, companies.name)],
    sort: {
      [spec.code.key]: spec.code.column,
      company_name: companies.name,
      state_name: states.name,
      registration_date: t.registrationDate,
      created_at: t.createdAt,
    },
    defaultSort: { key: 'created_at', order: 'desc' },
    filters: { company_id: t.companyId, state_id: t.stateId },
    scope: setupScope(t),
    toValues: (_ctx, b) => ({
      companyId: b.company_id,
      stateId: b.state_id,
      districtId: b.district_id,
      locationId: b.location_id,
      registrationDate: b.registration_date,
      ...spec.values(b),
    }),
    document: spec.document,
    duplicateMessage: spec.duplicateMessage,
    hooks: { validate: (ctx, b) => validatePlace(ctx, b) },
    sheet: spec.sheet && placeSheet(spec.sheet, spec.stateRequired, spec),
    customFields: spec.customFields,
  })
  return Object.assign(resource, { table: t })
}
