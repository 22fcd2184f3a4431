import { eq, lte } from 'drizzle-orm'
import { BRANCH_DOCUMENT_KIND, branch, branchBody, branchQuery, leaseStatus } from '@ihrc/contract'
import { agreements, branches, companies, districts, locations, states } from '../../db/schema'
import { defineResource, through, today } from '../../lib/crud'
import { dropBranchFromLists } from '../people/branch-lists'
import { assignToCreator } from './assign-to-creator'
import { branchSheet } from './branch-sheet'
import { companyAndPlaceIssues } from './places'

export const branchResource = defineResource({
  path: 'branch',
  noun: 'Branch',
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
    id: branches.id,
    group_id: companies.groupId,
    company_id: branches.companyId,
    state_id: branches.stateId,
    district_id: branches.districtId,
    location_id: branches.locationId,
    status: branches.status,
    office_type: branches.officeType,
    ownership: branches.ownership,
    se_status: branches.seStatus,
  },
  extraFilters: (q) => (typeof q.opened_to === 'string' ? [lte(branches.openingDate, q.opened_to)] : []),
  // A limited user sees the branches assigned to them (the ones they make included).
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
    validate: (ctx, b) => companyAndPlaceIssues(ctx, b),
    afterInsert: assignToCreator,
    // In the delete's transaction: no person's list keeps an id that names no branch.
    cleanup: async (ctx, id) => dropBranchFromLists(ctx, id),
  },
  referencedBy: [{ column: agreements.branchId, message: 'This branch has agreements; delete them first' }],
  documents: { kinds: BRANCH_DOCUMENT_KIND.values },
  editRequests: { recordType: 'branch' },
  sheet: branchSheet,
  customFields: 'branch',
})
