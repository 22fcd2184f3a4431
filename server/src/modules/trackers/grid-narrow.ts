/**
 * The year's grids of several families at once, for callers that count cells rather than
 * show them (the dashboard's action cards and calendar, issue 24): the same cells as
 * trackerGrid (gridCells and paidMonthsFalling of grid.ts), but each setup table's
 * registrations and the statutory facts read once for every family and year asked, with
 * no codes, state names or order; the rows of a family and year are still one statement.
 * Six families' grids one by one cost the action cards ~25 statements and ~60 ms of CPU
 * an answer at 2,000 registrations.
 */
import { and, eq, sql, type SQL } from 'drizzle-orm'
import type { PgColumn, PgSelect } from 'drizzle-orm/pg-core'
import {
  TRACKER_FAMILIES,
  type RuleFrequency,
  type TrackerCodeField,
  type TrackerFamilyDef,
  type TrackerFamilyKey,
  type TrackerGridRow,
  type TrackerSetupKind,
} from '@ihrc/contract'
import type { Db } from '../../db/client'
import { companies } from '../../db/schema'
import type { RequestContext } from '../../lib/crud'
import { preparedArrays, preparedOnce } from '../../lib/crud/row-reader'
import { loadLatePaymentRules, loadStatutoryFacts } from '../statutory'
import { gridCells, monthsOf, paidMonthsFalling, type DueWindow, type GridFacts, type GridRegistration } from './grid'
import { CODE_COLUMNS, SETUP_KINDS, owesFamily, visibleRegistrations } from './registrations'

/** A grid row without what only a reader of the grid needs (code, state). */
export type NarrowRow = Pick<TrackerGridRow, 'setup_id' | 'company_id' | 'company_name' | 'due_dates' | 'cells'>

export interface NarrowGrid {
  family: TrackerFamilyKey
  year: string
  rows: NarrowRow[]
}

interface SetupRow extends GridRegistration {
  companyId: number
  companyName: string
  /** Each code field of the families asked: its code (null: the registration is not on that family's grid) and frequency. */
  codes: Record<string, { code: string | null; frequency: RuleFrequency | null }>
  /** The families asked owed only where recorded (owesFamily): whether this registration owes each. */
  owes: Record<string, boolean>
}

type SetupRead = { fields: TrackerCodeField[]; owing: TrackerFamilyKey[]; statement: ReturnType<typeof preparedArrays> }
const statements = new WeakMap<object, Map<string, SetupRead>>()
const placeholder = <T>(name: string) => sql.placeholder(name) as unknown as T

/**
 * The setup table's registrations `where` keeps, with the code and frequency of each family of `keys` kept there, as
 * the driver's arrays: id, company, its name, state, registration date, each field's code and frequency, each owing
 * family's flag (Drizzle's reader of 1,500 rows cost ~1 ms of the dashboard's two calls each).
 */
function setupSelect(db: Db, kind: TrackerSetupKind, keys: readonly TrackerFamilyKey[], where: SQL | undefined): SetupRead {
  const { table } = SETUP_KINDS[kind]
  const fields = [...new Set(keys.filter((key) => TRACKER_FAMILIES[key].setup === kind).map((key) => TRACKER_FAMILIES[key].codeField))]
  const owing = keys.flatMap((key) => {
    const owes = TRACKER_FAMILIES[key].setup === kind ? owesFamily(key, TRACKER_FAMILIES[key]) : undefined
    return owes ? [[key, owes] as const] : []
  })
  // A flat selection's columns come in the order of its keys.
  const columns: Record<string, PgColumn | SQL> = {
    id: table.id,
    companyId: table.companyId,
    companyName: companies.name,
    stateId: table.stateId,
    registeredOn: table.registrationDate,
  }
  for (const field of fields) {
    const { code, frequency } = CODE_COLUMNS[field]
    columns[`code ${field}`] = code
    columns[`frequency ${field}`] = frequency ?? sql<null>`null`
  }
  for (const [key, owes] of owing) columns[`owes ${key}`] = sql<boolean>`${owes}`
  const select = db.select(columns).from(table).innerJoin(companies, eq(companies.id, table.companyId)).where(where)
  return { fields, owing: owing.map(([key]) => key), statement: preparedArrays(db, select.$dynamic() as unknown as PgSelect) }
}

/**
 * The registrations of `kind` the conditions keep (by default those the caller sees). For a caller who sees every
 * branch, with no other condition, the statement is built once per family set and prepared, but planned as PostgreSQL
 * chooses: its generic plan (samePlanFor) of PF's, with PF IW's `exists`, cost the calendar ~1 ms more PostgreSQL CPU.
 */
async function setupRows(
  ctx: RequestContext,
  kind: TrackerSetupKind,
  keys: readonly TrackerFamilyKey[],
  conditions: readonly (SQL | undefined)[] | undefined,
): Promise<SetupRow[]> {
  const db = ctx.db as Db
  const { table } = SETUP_KINDS[kind]
  const read =
    conditions === undefined && ctx.auth.branchIds === null
      ? preparedOnce(statements, db, `setups ${kind} ${keys.join(' ')}`, () => {
          const everyBranch = { ...ctx.auth, tenantId: placeholder<number>('tenant') }
          return setupSelect(db, kind, keys, visibleRegistrations(table, everyBranch))
        })
      : setupSelect(db, kind, keys, and(...(conditions ?? [visibleRegistrations(table, ctx.auth)])))
  const rows = await read.statement.execute({ tenant: ctx.auth.tenantId })
  const { fields, owing } = read
  const owesAt = 5 + fields.length * 2
  return rows.map((r) => ({
    id: r[0] as number,
    companyId: r[1] as number,
    companyName: r[2] as string,
    stateId: r[3] as number | null,
    registeredOn: r[4] as string | null,
    frequency: null,
    codes: Object.fromEntries(
      fields.map((f, i) => [f, { code: r[5 + i * 2] as string | null, frequency: r[6 + i * 2] as RuleFrequency | null }]),
    ),
    owes: Object.fromEntries(owing.map((key, i) => [key, r[owesAt + i] as boolean])),
  }))
}

/**
 * The grids of `families` for each of `years` as the caller sees them (`conditions` of a
 * setup kind's registrations, by default those the caller may see), as `trackerGrid`
 * gives them unfiltered: each family's registrations with its code, cells and due dates
 * (with `dueWithin`, only those falling due in it).
 */
export async function narrowGrids(
  ctx: RequestContext,
  families: readonly TrackerFamilyKey[],
  years: readonly string[],
  today: string,
  options: { dueWithin?: DueWindow; conditions?: (kind: TrackerSetupKind) => (SQL | undefined)[] } = {},
): Promise<NarrowGrid[]> {
  const db = ctx.db as Db
  const defs = families.map((key) => [key, TRACKER_FAMILIES[key] as TrackerFamilyDef] as const)
  const kinds = [...new Set(defs.map(([, f]) => f.setup))]
  const schemes = new Set(defs.map(([, f]) => f.scheme))
  const lateSchemes = new Set(defs.filter(([, f]) => f.arrears).map(([, f]) => f.scheme))
  // One family's facts by its scheme; several families' all at once (each rule is looked up by scheme).
  const [byKind, rules, lateRules] = await Promise.all([
    Promise.all(kinds.map(async (kind) => [kind, await setupRows(ctx, kind, families, options.conditions?.(kind))] as const)),
    loadStatutoryFacts(db, schemes.size === 1 ? { scheme: [...schemes][0]! } : {}),
    lateSchemes.size === 0 ? [] : loadLatePaymentRules(db, lateSchemes.size === 1 ? { scheme: [...lateSchemes][0]! } : {}),
  ])
  const registrations = new Map(byKind)
  const facts: GridFacts = { rules, lateRules }
  return Promise.all(
    defs.flatMap(([key, family]) => {
      const { codeField } = family
      const regs = registrations
        .get(family.setup)!
        .filter((r) => r.codes[codeField]!.code !== null && r.owes[key] !== false)
        .map((r) => ({ ...r, frequency: r.codes[codeField]!.frequency }))
      return years.map(async (year): Promise<NarrowGrid> => {
        const months = monthsOf(year)
        const work = gridCells(family, months, facts, today, options.dueWithin)
        // A family no registration owes has no rows to read.
        if (regs.length === 0) return { family: key, year, rows: [] }
        const within = options.dueWithin ? regs : undefined
        const rowsBy = await paidMonthsFalling(db, key, family, months, ctx.auth.tenantId, work, within)
        const rows = regs.map((reg): NarrowRow => {
          const { cells, dueDates } = work.cells(reg, rowsBy.get(reg.id))
          return { setup_id: reg.id, company_id: reg.companyId, company_name: reg.companyName, due_dates: dueDates, cells }
        })
        return { family: key, year, rows }
      })
    }),
  )
}
