/**
 * States, districts and locations as one tenant sees them: the seeded rows
 * (tenant_id NULL) plus the tenant's own additions ("suggest or create").
 */
import { and, eq, isNull, or, sql, type SQL } from 'drizzle-orm'
import type { DbOrTx } from '../../db/client'
import { companies, districts, locations, states } from '../../db/schema'
import type { FieldIssue, RequestContext } from '../../lib/crud'
import type { CellText } from '../../lib/xlsx'
import { seenCompanies } from './scope'
import { byName } from './sheet-cells'

/** Seeded rows and this tenant's rows of districts or locations. */
export function visibleTo(table: typeof districts | typeof locations, tenantId: number): SQL {
  return or(isNull(table.tenantId), eq(table.tenantId, tenantId))!
}

export async function stateExists(db: DbOrTx, stateId: number): Promise<boolean> {
  const [row] = await db.select({ id: states.id }).from(states).where(eq(states.id, stateId))
  return Boolean(row)
}

export async function districtOf(db: DbOrTx, tenantId: number, districtId: number): Promise<{ stateId: number } | null> {
  const [row] = await db
    .select({ stateId: districts.stateId })
    .from(districts)
    .where(and(eq(districts.id, districtId), visibleTo(districts, tenantId)))
  return row ?? null
}

export async function locationOf(db: DbOrTx, tenantId: number, locationId: number): Promise<{ districtId: number } | null> {
  const [row] = await db
    .select({ districtId: locations.districtId })
    .from(locations)
    .where(and(eq(locations.id, locationId), visibleTo(locations, tenantId)))
  return row ?? null
}

const key = (parent: number, name: string) => `${parent}|${name.trim().toLowerCase()}`

/**
 * Name → id resolution for bulk uploads, loaded once per upload. Locations the sheet
 * names but the district lacks are created for the tenant inside the upload's
 * transaction, so a rejected upload leaves none behind.
 */
/**
 * A record's company and place: the company is the tenant's, the state exists, the
 * district is in the state and the location in the district. A null place field is
 * not checked (optional on setups, required on branches by their schemas).
 */
export async function companyAndPlaceIssues(
  { db, auth }: RequestContext,
  b: { company_id: number; state_id: number | null; district_id: number | null; location_id: number | null },
): Promise<FieldIssue[]> {
  const issues: FieldIssue[] = []
  const [company] = await db
    .select({ id: companies.id })
    .from(companies)
    .where(and(eq(companies.id, b.company_id), ...seenCompanies(auth)))
  if (!company) issues.push({ field: 'company_id', message: 'Company not found' })
  if (b.state_id !== null && !(await stateExists(db, b.state_id))) issues.push({ field: 'state_id', message: 'State not found' })
  if (b.district_id !== null) {
    const district = await districtOf(db, auth.tenantId, b.district_id)
    if (!district || district.stateId !== b.state_id) issues.push({ field: 'district_id', message: 'District not found in this state' })
  }
  if (b.location_id !== null) {
    const location = await locationOf(db, auth.tenantId, b.location_id)
    if (!location || location.districtId !== b.district_id)
      issues.push({ field: 'location_id', message: 'Location not found in this district' })
  }
  return issues
}

export async function placeResolver(db: DbOrTx, tenantId: number, createdBy: number) {
  const stateRows = await db.select({ id: states.id, name: states.name, code: states.code }).from(states)
  const stateByName = new Map<string, number>()
  for (const s of stateRows) {
    stateByName.set(s.name.toLowerCase(), s.id)
    stateByName.set(s.code.toLowerCase(), s.id)
  }
  const districtRows = await db
    .select({ id: districts.id, stateId: districts.stateId, name: districts.name })
    .from(districts)
    .where(visibleTo(districts, tenantId))
  const districtByName = new Map(districtRows.map((d) => [key(d.stateId, d.name), d.id]))
  const locationRows = await db
    .select({ id: locations.id, districtId: locations.districtId, name: locations.name })
    .from(locations)
    .where(visibleTo(locations, tenantId))
  const locationByName = new Map(locationRows.map((l) => [key(l.districtId, l.name), l.id]))

  return {
    state: (name: string) => stateByName.get(name.trim().toLowerCase()),
    district: (stateId: number, name: string) => districtByName.get(key(stateId, name)),
    async location(districtId: number, name: string): Promise<number> {
      const k = key(districtId, name)
      const known = locationByName.get(k)
      if (known) return known
      const [row] = await db
        .insert(locations)
        .values({ districtId, name: name.trim(), tenantId, createdBy })
        .onConflictDoUpdate({ target: [locations.districtId, locations.tenantId, locations.name], set: { name: sql`excluded.name` } })
        .returning({ id: locations.id })
      locationByName.set(k, row!.id)
      return row!.id
    },
  }
}

/**
 * A sheet row's Company, State, District and Location cells → ids, for a bulk upload
 * (branches, setups). Names are matched in any case; a new location is added. Issues
 * go to the cell's column; `unresolved` names the fields left empty because their own
 * or a parent's cell failed, so the schema does not report them again.
 */
export async function companyAndPlaceCells(ctx: RequestContext, companyRows: readonly { id: number; name: string }[]) {
  const companyByName = new Map(companyRows.map((c) => [c.name.toLowerCase(), c.id]))
  const places = await placeResolver(ctx.db, ctx.auth.tenantId, ctx.auth.userId)
  return async (v: Record<string, CellText>, issues: FieldIssue[]) => {
    const companyId = byName(
      'company_id',
      v.company_id,
      (n) => companyByName.get(n.toLowerCase()),
      (n) => `Company "${n}" not found`,
      issues,
    )
    const stateId = byName('state_id', v.state_id, places.state, (n) => `State "${n}" not found`, issues)
    let districtId: number | null = null
    let locationId: number | null = null
    if (stateId) {
      districtId = byName(
        'district_id',
        v.district_id,
        (n) => places.district(stateId, n),
        (n) => `District "${n}" is not a district of ${v.state_id}; add it under District first`,
        issues,
      )
    } else if (v.district_id && !v.state_id) issues.push({ field: 'district_id', message: 'Choose the state first' })
    if (districtId && v.location_id) locationId = await places.location(districtId, v.location_id)
    else if (v.location_id && !v.district_id) issues.push({ field: 'location_id', message: 'Choose the district first' })
    const unresolved = [
      ...(companyId ? [] : ['company_id']),
      ...(stateId ? [] : ['state_id', 'district_id']),
      ...(districtId ? [] : ['location_id']),
    ]
    return { companyId, stateId, districtId, locationId, unresolved }
  }
}
