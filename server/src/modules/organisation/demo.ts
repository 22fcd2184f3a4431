/**
 * Sample company setup for the demo tenant: one group, two companies and eight
 * branches across five states, with a few agreements in each derived status.
 */
import { and, eq, inArray } from 'drizzle-orm'
import { businessToday } from '@ihrc/contract'
import type { Db } from '../../db/client'
import {
  agreementSubCategories,
  agreementTypes,
  agreements,
  branches,
  companies,
  companyGroups,
  districts,
  locations,
  states,
} from '../../db/schema'
import type { DbOrTx } from '../../db/client'
import type { DemoPiece } from '../demo-piece'

interface DemoBranch {
  company: 0 | 1
  name: string
  state: string
  district: string
  location: string
  address: string
  opened: string
  headCount: number
  mode: 'physical' | 'virtual'
  ownership: 'owned' | 'rented' | null
  type: 'registered_office' | 'corporate_office' | 'regional_office' | 'branch' | 'factory' | 'warehouse'
  lease?: string
  se?: { number: string; until: string | null }
}

const BRANCHES: DemoBranch[] = [
  {
    company: 0,
    name: 'Mumbai Head Office',
    state: 'MH',
    district: 'Mumbai Suburban',
    location: 'Andheri East',
    address: 'Unit 401, Solitaire Corporate Park, Chakala, Andheri East, Mumbai 400093',
    opened: '2015-06-01',
    headCount: 220,
    mode: 'physical',
    ownership: 'owned',
    type: 'registered_office',
    se: { number: '760311234/KE Ward/Commercial II', until: null },
  },
  {
    company: 0,
    name: 'Pune Hinjawadi',
    state: 'MH',
    district: 'Pune',
    location: 'Hinjawadi',
    address: 'Plot 27, Phase 2, Rajiv Gandhi Infotech Park, Hinjawadi, Pune 411057',
    opened: '2018-04-16',
    headCount: 145,
    mode: 'physical',
    ownership: 'rented',
    type: 'branch',
    lease: '2027-03-31',
    se: { number: 'PMC/SE/2018/04512', until: '2026-12-31' },
  },
  {
    company: 0,
    name: 'Bhiwandi Warehouse',
    state: 'MH',
    district: 'Thane',
    location: 'Bhiwandi',
    address: 'Gala 12, Rajlaxmi Complex, Kalher, Bhiwandi 421302',
    opened: '2019-11-01',
    headCount: 38,
    mode: 'physical',
    ownership: 'rented',
    type: 'warehouse',
    lease: '2025-06-30',
  },
  {
    company: 0,
    name: 'Gurugram Corporate Office',
    state: 'HR',
    district: 'Gurugram',
    location: 'Udyog Vihar',
    address: 'Plot 48, Phase IV, Udyog Vihar, Gurugram 122015',
    opened: '2017-02-01',
    headCount: 96,
    mode: 'physical',
    ownership: 'rented',
    type: 'corporate_office',
    lease: '2028-01-31',
  },
  {
    company: 0,
    name: 'Kolkata Sales Desk',
    state: 'WB',
    district: 'Kolkata',
    location: 'Salt Lake Sector V',
    address: 'Godrej Waterside, Tower II, Sector V, Salt Lake, Kolkata 700091',
    opened: '2022-08-01',
    headCount: 6,
    mode: 'virtual',
    ownership: null,
    type: 'branch',
  },
  {
    company: 1,
    name: 'Bengaluru Regional Office',
    state: 'KA',
    district: 'Bengaluru Urban',
    location: 'Bellandur',
    address: 'Prestige Tech Park, Outer Ring Road, Bellandur, Bengaluru 560103',
    opened: '2016-09-12',
    headCount: 180,
    mode: 'physical',
    ownership: 'rented',
    type: 'regional_office',
    lease: '2026-08-31',
    se: { number: 'BBMP/SE/2016/778812', until: '2026-09-11' },
  },
  {
    company: 1,
    name: 'Chennai Guindy',
    state: 'TN',
    district: 'Chennai',
    location: 'Guindy',
    address: 'Olympia Tech Park, SIDCO Industrial Estate, Guindy, Chennai 600032',
    opened: '2020-01-06',
    headCount: 64,
    mode: 'physical',
    ownership: 'rented',
    type: 'branch',
    lease: '2029-12-31',
  },
  {
    company: 1,
    name: 'Hosur Plant',
    state: 'TN',
    district: 'Krishnagiri',
    location: 'Hosur',
    address: 'Plot B-14, SIPCOT Industrial Complex, Phase I, Hosur 635126',
    opened: '2014-03-03',
    headCount: 340,
    mode: 'physical',
    ownership: 'owned',
    type: 'factory',
    se: { number: 'TN/FAC/KGI/2014/0098', until: '2025-03-31' },
  },
]

function addDays(n: number): string {
  const d = new Date(`${businessToday()}T00:00:00Z`)
  d.setUTCDate(d.getUTCDate() + n)
  return d.toISOString().slice(0, 10)
}

export async function seedOrganisationDemo(db: DbOrTx, tenantId: number, adminId: number): Promise<void> {
  const own = { tenantId, createdBy: adminId }
  const [group] = await db
    .insert(companyGroups)
    .values({ ...own, name: 'Demo Group' })
    .returning({ id: companyGroups.id })
  const companyRows = await db
    .insert(companies)
    .values([
      {
        ...own,
        groupId: group!.id,
        name: 'Demo Industries Pvt Ltd',
        pan: 'AADCD1234E',
        tan: 'MUMD12345E',
        cin: 'U74999MH2015PTC265432',
        gstin: '27AADCD1234E1Z3',
        registeredAddress: 'Unit 401, Solitaire Corporate Park, Chakala, Andheri East, Mumbai 400093',
      },
      {
        ...own,
        groupId: group!.id,
        name: 'Demo Logistics Pvt Ltd',
        pan: 'AADCL5678K',
        cin: 'U63090KA2016PTC098765',
        gstin: '29AADCL5678K1Z8',
        registeredAddress: 'Prestige Tech Park, Outer Ring Road, Bellandur, Bengaluru 560103',
      },
    ])
    .returning({ id: companies.id })

  const stateRows = await db
    .select({ id: states.id, code: states.code })
    .from(states)
    .where(inArray(states.code, [...new Set(BRANCHES.map((b) => b.state))]))
  const stateId = new Map(stateRows.map((s) => [s.code, s.id]))
  const branchIds: number[] = []
  for (const b of BRANCHES) {
    const sid = stateId.get(b.state)!
    const [district] = await db
      .select({ id: districts.id })
      .from(districts)
      .where(and(eq(districts.stateId, sid), eq(districts.name, b.district)))
    if (!district) throw new Error(`demo data: district ${b.district} is not seeded`)
    const [location] = await db
      .insert(locations)
      .values({ districtId: district.id, name: b.location, tenantId, createdBy: adminId })
      .onConflictDoUpdate({ target: [locations.districtId, locations.tenantId, locations.name], set: { name: b.location } })
      .returning({ id: locations.id })
    const [row] = await (db as Db)
      .insert(branches)
      .values({
        ...own,
        companyId: companyRows[b.company]!.id,
        stateId: sid,
        districtId: district.id,
        locationId: location!.id,
        name: b.name,
        address: b.address,
        openingDate: b.opened,
        headCount: b.headCount,
        officeMode: b.mode,
        ownership: b.ownership,
        officeType: b.type,
        leaseValidUntil: b.lease ?? null,
        seStatus: b.se ? (b.se.until && b.se.until < addDays(0) ? 'expired' : 'valid') : null,
        seRegistrationNumber: b.se?.number ?? null,
        seValidityType: b.se ? (b.se.until ? 'fixed' : 'lifetime') : null,
        seValidUntil: b.se?.until ?? null,
      })
      .returning({ id: branches.id })
    branchIds.push(row!.id)
  }

  const types = await db
    .insert(agreementTypes)
    .values(['Leave and Licence', 'Security Services', 'Housekeeping'].map((name) => ({ ...own, name })))
    .returning({ id: agreementTypes.id })
  const [office] = await db
    .insert(agreementSubCategories)
    .values({ ...own, name: 'Office premises' })
    .returning({ id: agreementSubCategories.id })
  await db.insert(agreements).values([
    {
      ...own,
      branchId: branchIds[1]!,
      agreementTypeId: types[0]!.id,
      subCategoryId: office!.id,
      ownerName: 'Shri Vijay Patil',
      partnerName: 'Demo Industries Pvt Ltd',
      partnerContact: '9822012345',
      startDate: '2022-04-01',
      endDate: '2027-03-31',
    },
    {
      ...own,
      branchId: branchIds[0]!,
      agreementTypeId: types[1]!.id,
      ownerName: 'Demo Industries Pvt Ltd',
      partnerName: 'Eagle Hunter Security Pvt Ltd',
      partnerContact: '9833098765',
      startDate: addDays(-345),
      endDate: addDays(20),
      appliesToAllBranches: true,
    },
    {
      ...own,
      branchId: branchIds[5]!,
      agreementTypeId: types[2]!.id,
      ownerName: 'Demo Logistics Pvt Ltd',
      partnerName: 'BVG India Ltd',
      partnerContact: '9845011223',
      startDate: '2023-01-01',
      endDate: addDays(-15),
    },
  ])
}

export const organisationDemo: DemoPiece = {
  name: 'organisation',
  seed: ({ db, auth }) => seedOrganisationDemo(db, auth.tenantId, auth.userId),
}
