/**
 * A setup's spreadsheet: the company and place columns (with their name resolution and
 * the template preset to one company) before the setup's own, every unique key judged
 * on each row with its other faults, and the export's place columns.
 */
import { and, eq } from 'drizzle-orm'
import type { PgColumn } from 'drizzle-orm/pg-core'
import { setupTemplateQuery } from '@ihrc/contract'
import { z } from 'zod'
import { companies, states } from '../../db/schema'
import type { FieldIssue, RequestContext, SheetSpec } from '../../lib/crud'
import { notFound } from '../../lib/errors'
import type { CellText, SheetColumn } from '../../lib/xlsx'
import { companyAndPlaceCells } from '../organisation/places'
import type { PlaceItem, SetupTable } from './setup-shapes'

const CODE_REPEATED = 'The same code is on an earlier row'

/** A setup's own sheet columns (its name is "{label} setups", its file stem "{key}-setups"). */
export interface SetupSheet<Item> {
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

export function placeSheet<Item extends PlaceItem>(
  own: SetupSheet<Item>,
  spec: { label: string; key: string; stateRequired: boolean; table: SetupTable; body: { shape: z.ZodRawShape }; duplicateMessage: string },
): SheetSpec<Item> {
  const date = 'A date written YYYY-MM-DD (or a date cell), not in the future.'
  const sheetName = `${spec.label} setups`
  const stateRequired = spec.stateRequired
  return {
    sheetName,
    fileStem: `${spec.key}-setups`,
    templateQuery: setupTemplateQuery,
    instructions: [
      `Fill one registration per row on the ${sheetName} sheet, starting at row 2. Do not rename the headers.`,
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
