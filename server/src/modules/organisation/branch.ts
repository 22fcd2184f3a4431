import { and, eq } from 'drizzle-orm'
import { BRANCH_DOCUMENT_KIND, branch, branchBody, branchQuery, leaseStatus } from '@ihrc/contract'
import { agreements, branches, companies, districts, locations, states } from '../../db/schema'
import { defineResource, through, today, type FieldIssue } from '../../lib/crud'
import { branchSheet } from './branch-sheet'
import { districtOf, locationOf, stateExists } from './places'

export const branchResource = defineResource({
  path: 'branch',
  noun: 'Branch',
  menu: 'company.branch',
  table: branches,
  body: branchBody,
  item: branch,
  query: branchQuery,
  fields: {
    row: branches,
    companyName: companies.name,
    groupId: companies.groupId,
    stateName: states.name,
    districtName: districts.name,
    locationName: locations.name,
  },
  joins: (q) =>
    q
      .innerJoin(companies, eq(companies.id, branches.companyId))
      .innerJoin(states, eq(states.id, branches.stateId))
      .innerJoin(districts, eq(districts.id, branches.districtId))
      .innerJoin(locations, eq(locations.id, branches.locationId)),
  toItem: ({ row: b, ...r }) => ({
    id: b.id,
    company_id: b.companyId,
    company_name: r.companyName,
    group_id: r.groupId,
    state_id: b.stateId,
    state_name: r.stateName,
    district_id: b.districtId,
    district_name: r.districtName,
    location_id: b.locationId,
    location_name: r.locationName,
    name: b.name,
    address: b.address,
    opening_date: b.openingDate,
    head_count: b.headCount,
    office_mode: b.officeMode,
    ownership: b.ownership,
    office_type: b.officeType,
    other_office_type: b.otherOfficeType,
    gstin: b.gstin,
    status: b.status,
    se_status: b.seStatus,
    se_registration_number: b.seRegistrationNumber,
    se_validity_type: b.seValidityType,
    se_valid_until: b.seValidUntil,
    lease_valid_until: b.leaseValidUntil,
    lease_status: leaseStatus(b.leaseValidUntil, today()),
    created_at: b.createdAt.toISOString(),
    updated_at: b.updatedAt.toISOString(),
  }),
  search: [
    branches.name,
    branches.address,
    through(branches.companyId, companies.name),
    through(branches.districtId, districts.name),
    through(branches.locationId, locations.name),
  ],
  sort: {
    name: branches.name,
    company_name: companies.name,
    state_name: states.name,
    district_name: districts.name,
    location_name: locations.name,
    opening_date: branches.openingDate,
    head_count: branches.headCount,
    created_at: branches.createdAt,
  },
  defaultSort: { key: 'name', order: 'asc' },
  filters: {
    group_id: companies.groupId,
    company_id: branches.companyId,
    state_id: branches.stateId,
    district_id: branches.districtId,
    location_id: branches.locationId,
    status: branches.status,
  },
  branchColumn: branches.id,
  toValues: (_ctx, b) => ({
    companyId: b.company_id,
    stateId: b.state_id,
    districtId: b.district_id,
    locationId: b.location_id,
    name: b.name,
    address: b.address,
    openingDate: b.opening_date,
    headCount: b.head_count,
    officeMode: b.office_mode,
    ownership: b.ownership,
    officeType: b.office_type,
    otherOfficeType: b.other_office_type,
    gstin: b.gstin,
    status: b.status,
    seStatus: b.se_status,
    seRegistrationNumber: b.se_registration_number,
    seValidityType: b.se_validity_type,
    seValidUntil: b.se_valid_until,
    leaseValidUntil: b.lease_valid_until,
  }),
  hooks: {
    async validate({ db, auth }, b) {
      const issues: FieldIssue[] = []
      const [company] = await db
        .select({ id: companies.id })
        .from(companies)
        .where(and(eq(companies.id, b.company_id), eq(companies.tenantId, auth.tenantId)))
      if (!company) issues.push({ field: 'company_id', message: 'Company not found' })
      if (!(await stateExists(db, b.state_id))) issues.push({ field: 'state_id', message: 'State not found' })
      const district = await districtOf(db, auth.tenantId, b.district_id)
      if (!district || district.stateId !== b.state_id) issues.push({ field: 'district_id', message: 'District not found in this state' })
      const location = await locationOf(db, auth.tenantId, b.location_id)
      if (!location || location.districtId !== b.district_id)
        issues.push({ field: 'location_id', message: 'Location not found in this district' })
      return issues
    },
  },
  referencedBy: [{ column: agreements.branchId, message: 'This branch has agreements; delete them first' }],
  documents: { kinds: BRANCH_DOCUMENT_KIND.values },
  editRequests: { recordType: 'branch' },
  sheet: branchSheet,
})
