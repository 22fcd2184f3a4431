/**
 * The branch spreadsheet: template and upload columns, the name resolution of an
 * upload (company, state, district by name; locations created on the fly) and the
 * export columns. Enumerations travel as their labels.
 */
import { and } from 'drizzle-orm'
import { BRANCH_STATUS, LEASE_STATUS, OFFICE_MODE, OFFICE_TYPE, OWNERSHIP, SE_STATUS, SE_VALIDITY_TYPE, type Branch } from '@ihrc/contract'
import { companies, states } from '../../db/schema'
import type { FieldIssue, RequestContext, SheetSpec } from '../../lib/crud'
import type { SheetColumn } from '../../lib/xlsx'
import { companyAndPlaceCells } from './places'
import { seenCompanies } from './scope'
import { enumCell } from './sheet-cells'

const officeMode = enumCell(OFFICE_MODE)
const ownership = enumCell(OWNERSHIP)
const officeType = enumCell(OFFICE_TYPE)
const status = enumCell(BRANCH_STATUS)
const seStatus = enumCell(SE_STATUS)
const seValidity = enumCell(SE_VALIDITY_TYPE)
const leaseStatus = enumCell(LEASE_STATUS)

async function companyNames({ db, auth }: RequestContext) {
  return db
    .select({ id: companies.id, name: companies.name })
    .from(companies)
    .where(and(...seenCompanies(auth)))
}

async function columns(ctx: RequestContext): Promise<SheetColumn[]> {
  const [companyRows, stateRows] = await Promise.all([
    companyNames(ctx),
    ctx.db.select({ name: states.name }).from(states).orderBy(states.name),
  ])
  const date = 'A date written YYYY-MM-DD (or a date cell).'
  return [
    { key: 'company_id', header: 'Company', required: true, width: 28, options: companyRows.map((c) => c.name).sort() },
    { key: 'name', header: 'Branch name', required: true, width: 28 },
    { key: 'state_id', header: 'State', required: true, width: 24, options: stateRows.map((s) => s.name) },
    {
      key: 'district_id',
      header: 'District',
      required: true,
      width: 22,
      note: 'Must be a district of the state (Company Setup → District lists them; add a missing one there first).',
    },
    {
      key: 'location_id',
      header: 'Location',
      required: true,
      width: 22,
      note: 'A location of the district; a name not yet known is added to your locations ("suggest or create").',
    },
    { key: 'address', header: 'Address', required: true, width: 40 },
    { key: 'opening_date', header: 'Opening date', required: true, note: date },
    { key: 'head_count', header: 'Head count', required: true, note: 'A whole number, 0 or more.' },
    { key: 'office_mode', header: 'Office mode', required: true, options: officeMode.options },
    { key: 'ownership', header: 'Ownership', options: ownership.options, note: 'Physical offices only.' },
    { key: 'office_type', header: 'Office type', required: true, width: 20, options: officeType.options },
    {
      key: 'other_office_type',
      header: 'Other office type',
      width: 20,
      note: 'Required when the office type is Other; leave blank otherwise.',
    },
    { key: 'gstin', header: 'GSTIN', width: 20, note: '15 characters, like 27AAAAA9999A1Z5.' },
    { key: 'status', header: 'Status', options: status.options, note: 'Blank means Active.' },
    { key: 'se_status', header: 'S&E status', options: seStatus.options },
    { key: 'se_registration_number', header: 'S&E registration number', width: 24 },
    { key: 'se_validity_type', header: 'S&E validity type', options: seValidity.options },
    { key: 'se_valid_until', header: 'S&E valid until', note: `${date} Required for a fixed-term registration.` },
    { key: 'lease_valid_until', header: 'Lease valid until', note: `${date} Rented premises only.` },
  ]
}

async function importer(ctx: RequestContext) {
  const cells = await companyAndPlaceCells(ctx, await companyNames(ctx))
  return async (v: Record<string, string | undefined>) => {
    const issues: FieldIssue[] = []
    const { companyId, stateId, districtId, locationId, unresolved } = await cells(v, issues)
    const input = {
      ...v,
      company_id: companyId ?? undefined,
      state_id: stateId ?? undefined,
      district_id: districtId ?? undefined,
      location_id: locationId ?? undefined,
      office_mode: officeMode.read('office_mode', v.office_mode, issues) ?? undefined,
      ownership: ownership.read('ownership', v.ownership, issues),
      office_type: officeType.read('office_type', v.office_type, issues) ?? undefined,
      status: status.read('status', v.status, issues),
      se_status: seStatus.read('se_status', v.se_status, issues),
      se_validity_type: seValidity.read('se_validity_type', v.se_validity_type, issues),
    }
    return { input, issues, unresolved }
  }
}

export const branchSheet: SheetSpec<Branch> = {
  sheetName: 'Branches',
  fileStem: 'branches',
  instructions: [
    'Fill one branch per row on the Branches sheet, starting at row 2. Do not rename the headers.',
    'Company, State and the dropdown columns must match the lists exactly (the dropdowns offer them).',
    "District must already exist for the state. Location may be new: it is added to your organisation's locations.",
    'Dates are YYYY-MM-DD. The upload is all-or-nothing: if any row has an error, nothing is created and every error is listed as "Row N, column X: reason".',
  ],
  columns,
  importer,
  exportColumns: [
    { header: 'Company', width: 28, value: (b) => b.company_name },
    { header: 'Branch name', width: 28, value: (b) => b.name },
    { header: 'State', width: 24, value: (b) => b.state_name },
    { header: 'District', width: 22, value: (b) => b.district_name },
    { header: 'Location', width: 22, value: (b) => b.location_name },
    { header: 'Address', width: 40, value: (b) => b.address },
    { header: 'Opening date', value: (b) => b.opening_date },
    { header: 'Head count', value: (b) => b.head_count },
    { header: 'Office mode', value: (b) => officeMode.label(b.office_mode) },
    { header: 'Ownership', value: (b) => ownership.label(b.ownership) },
    { header: 'Office type', width: 20, value: (b) => officeType.label(b.office_type) },
    { header: 'Other office type', width: 20, value: (b) => b.other_office_type },
    { header: 'GSTIN', width: 20, value: (b) => b.gstin },
    { header: 'Status', value: (b) => status.label(b.status) },
    { header: 'S&E status', value: (b) => seStatus.label(b.se_status) },
    { header: 'S&E registration number', width: 24, value: (b) => b.se_registration_number },
    { header: 'S&E validity type', value: (b) => seValidity.label(b.se_validity_type) },
    { header: 'S&E valid until', value: (b) => b.se_valid_until },
    { header: 'Lease valid until', value: (b) => b.lease_valid_until },
    { header: 'Lease status', value: (b) => leaseStatus.label(b.lease_status) },
  ],
}
