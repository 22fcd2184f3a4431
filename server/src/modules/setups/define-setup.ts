/**
 * What the statutory setups share, so each setup file states only its own code columns:
 * its entry of SETUPS (path, noun, custom fields, state rule, certificate), the company
 * and place columns (read with their names, filtered, sorted, validated against the
 * tenant, and the district against the state), signatories that must be the tenant's
 * users, and the sheet (setup-sheet.ts).
 */
import { and, eq, inArray, sql, type SQL } from 'drizzle-orm'
import type { PgColumn } from 'drizzle-orm/pg-core'
import { SETUPS, setupQuery, type SetupDef, type SetupKey } from '@ihrc/contract'
import type { z } from 'zod'
import { companies, districts, locations, states, users } from '../../db/schema'
import { defineResource, through, type FieldIssue, type RequestContext, type Resource } from '../../lib/crud'
import { companyAndPlaceIssues } from '../organisation/places'
import { setupScope } from './scope'
import { placeSheet, type SetupSheet } from './setup-sheet'
import type { PlaceBody, PlaceItem, SetupTable } from './setup-shapes'

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

export interface SetupSpec<T extends SetupTable, Body extends PlaceBody, Item extends PlaceItem> {
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
  /** Values worked out after the read (a PT or LWF registration's "due rule not confirmed"). */
  enrich?: (ctx: RequestContext, items: Item[]) => Promise<Item[]>
  sheet?: SetupSheet<Item>
}

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

/** The resource of the setup `key`, whose entry of SETUPS (path, noun, custom fields, state rule, certificate) is `def`. */
export function defineSetup<T extends SetupTable, Body extends PlaceBody, Item extends PlaceItem>(
  key: SetupKey,
  spec: SetupSpec<T, Body, Item>,
  def: SetupDef = SETUPS[key],
): Resource<Body, Item> & SetupReads {
  const t = spec.table
  const resource = defineResource({
    path: def.stem,
    noun: `${def.label} setup`,
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
    // A setup with a certificate keeps it in its table's certificate_file_id.
    document: def.certificate ? { key: 'certificateFileId' } : undefined,
    duplicateMessage: spec.duplicateMessage,
    hooks: { validate: (ctx, b) => validatePlace(ctx, b) },
    sheet: spec.sheet && placeSheet(spec.sheet, { ...spec, ...def, key }),
    customFields: def.customFields,
  })
  return Object.assign(resource, { table: t })
}

/** Any setup's resource, as the routes and code lookups take it. */
export type SetupResource = Resource<PlaceBody, PlaceItem> & SetupReads
