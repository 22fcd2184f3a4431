/**
 * Every resource the app registers, with how the kit makes its records: the one list the
 * kit's runs read (each group by `describeKitGroup('<group>')` in a test file of its area,
 * so the groups' apps start in parallel) and that `coverage.test.ts` holds against the
 * endpoint table, so a resource registered without a kit run fails by name. A new resource
 * is one entry here; what is special to it stays in its own test file.
 */
import { mkdtempSync } from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import pino from 'pino'
import {
  INPUT_KINDS,
  SETUPS,
  TRACKER_FAMILIES,
  businessToday,
  endpoints,
  inputAreaKey,
  type InputKind,
  type SetupKey,
  type TrackerFamilyKey,
} from '@ihrc/contract'
import { SEEDED_REGISTER_FORMATS } from '../../src/db/reference/register-formats'
import type { ZodApp } from '../../src/lib/crud'
import { certificateTemplateResource } from '../../src/modules/compliance/certificates/template'
import { customItemResource } from '../../src/modules/compliance/items'
import { noticeResource } from '../../src/modules/notices/notice'
import { agreementResource } from '../../src/modules/organisation/agreement'
import { branchResource } from '../../src/modules/organisation/branch'
import { companyResource } from '../../src/modules/organisation/company'
import { companyGroupResource } from '../../src/modules/organisation/company-group'
import { externalUserResource } from '../../src/modules/people/external-users'
import { roleResource } from '../../src/modules/people/roles'
import { userResource } from '../../src/modules/people/users'
import { inputUploadResources } from '../../src/modules/registers'
import { registerFormatResource } from '../../src/modules/registers/formats'
import { outputRegisterResource } from '../../src/modules/registers/outputs'
import { customFieldResource } from '../../src/modules/settings/custom-fields'
import { setupResources } from '../../src/modules/setups'
import { portalSecret } from '../../src/modules/setups/portal-secret'
import { trackerResources } from '../../src/modules/trackers'
import { customItemBody } from '../compliance/fixtures'
import { branchBody, createBranch, type Org } from '../organisation/fixtures'
import { attendanceRow, generated, leaveRow, salaryRow, uploaded } from '../registers/fixtures'
import type { SampleRow } from '../../src/modules/registers/sample-rows'
import { createSetup, nthMonth, nthPeriod, setupBody, trackerBody } from '../trackers/fixtures'
import { describeResource, type ResourceKitOptions } from './describe-resource'
import type { AnyResource } from './kit-routes'

export interface KitCase {
  resource: AnyResource
  options: ResourceKitOptions
}

/** One promise per org (a kit world is a fresh app: its orgs get theirs on first use). */
function perOrg<T>(make: (org: Org) => Promise<T>): (org: Org) => Promise<T> {
  const made = new WeakMap<Org, Promise<T>>()
  return (org) => {
    if (!made.has(org)) made.set(org, make(org))
    return made.get(org)!
  }
}

/**
 * Users and external users are made per app (their mail and reset links need it). The
 * kit reads only their spec from this instance; the routes it calls are the test app's.
 */
const specReader = { db: null, config: { smtpUrl: undefined, publicUrl: 'http://kit' }, log: pino({ enabled: false }) }
const specApp = specReader as unknown as ZodApp

function inDays(n: number): string {
  const d = new Date(`${businessToday()}T00:00:00Z`)
  d.setUTCDate(d.getUTCDate() + n)
  return d.toISOString().slice(0, 10)
}

const organisation = (): KitCase[] => {
  const agreementBranch = perOrg((org) => createBranch(org, { name: 'Agreement Branch' }))
  return [
    {
      resource: companyGroupResource,
      options: {
        body: (_org, n) => ({ name: `Kit Group ${n}` }),
        // Names are unique whatever their letter case.
        duplicate: (taken) => ({ name: String(taken.name).toUpperCase() }),
      },
    },
    {
      resource: companyResource,
      options: {
        body: (org, n) => ({ group_id: org.groupId, name: `Kit Company ${n}` }),
        duplicate: (taken) => ({ ...taken, name: String(taken.name).toLowerCase() }),
      },
    },
    { resource: branchResource, options: { body: (org, n) => branchBody(org, { name: `Kit Branch ${n}` }) } },
    {
      resource: agreementResource,
      options: {
        body: async (org, n) => ({
          branch_id: await agreementBranch(org),
          agreement_type: 'Lease',
          owner_name: `Owner ${n}`,
          partner_name: 'Kit Partner',
          partner_contact: '9822012345',
          start_date: '2024-04-01',
          end_date: '2030-03-31',
          applies_to_all_branches: false,
        }),
      },
    },
    {
      resource: customFieldResource,
      options: {
        body: (_org, n) => ({ module: 'branch', name: `Kit Field ${n}`, key: `kit_field_${n}`, type: 'text' }),
        duplicate: (taken) => ({ ...taken, name: String(taken.name).toUpperCase(), key: `${String(taken.key)}_other` }),
      },
    },
    {
      resource: noticeResource,
      options: {
        body: (org, n) => ({
          company_id: org.companyId,
          notice_type: 'Show cause notice',
          notice_date: '2025-04-01',
          reference_number: `KIT/NOTICE/${n}`,
          reply_due_date: '2025-04-30',
        }),
        // Follow-up and reply read the notice before their form: another tenant's id is a 404 whatever is sent.
        special: [{ row: endpoints.notice.timeline }, { row: endpoints.notice.followUp }, { row: endpoints.notice.reply }],
      },
    },
  ]
}

const people = (): KitCase[] => {
  const externalBranch = perOrg((org) => createBranch(org, { name: 'External Branch' }))
  return [
    {
      resource: roleResource,
      options: {
        body: (_org, n) => ({ name: `Kit Designation ${n}` }),
        duplicate: (taken) => ({ name: String(taken.name).toLowerCase() }),
        special: [{ row: endpoints.role.permissions }, { row: endpoints.role.setPermissions, body: { permissions: [] } }],
      },
    },
    {
      resource: userResource(specApp),
      options: {
        body: (org, n) => ({
          name: `Kit Person ${n}`,
          email: `kit.person.${n}@t${org.tenantId}.example`,
          mobile: '9876543210',
          company_id: org.companyId,
          branch_ids: [],
          type: 'user',
          is_authorised_signatory: false,
          pan: null,
          joining_date: '2024-04-01',
          status: 'active',
        }),
        // Emails are unique whatever their letter case.
        duplicate: (taken) => ({ ...taken, email: String(taken.email).toUpperCase() }),
        special: [
          { row: endpoints.user.permissions },
          { row: endpoints.user.setPermissions, body: { permissions: [] } },
          { row: endpoints.user.postPermissions, body: { permissions: [] } },
        ],
      },
    },
    {
      resource: externalUserResource(specApp),
      options: {
        body: async (org, n) => ({
          name: `Kit Auditor ${n}`,
          email: `kit.auditor.${n}@t${org.tenantId}.example`,
          firm: 'Kit & Co',
          branch_ids: [await externalBranch(org)],
          access_until: inDays(30),
          role_id: null,
        }),
        duplicate: (taken) => ({ ...taken, email: String(taken.email).toUpperCase() }),
        special: [{ row: endpoints.externalUser.extend, body: { access_until: inDays(60) } }, { row: endpoints.externalUser.revoke }],
      },
    },
  ]
}

const setups = (): KitCase[] => {
  const resources = setupResources(portalSecret(mkdtempSync(path.join(os.tmpdir(), 'kit-portal-'))))
  return (Object.keys(SETUPS) as SetupKey[]).map((key) => ({
    resource: resources[key],
    options: { body: (org, n) => setupBody(key, org, n).body },
  }))
}

const compliance = (): KitCase[] => [
  {
    resource: customItemResource,
    options: {
      body: (org, n) => customItemBody(org.stateId, n),
      // Codes are unique within the tenant whatever their letter case.
      duplicate: (taken) => ({ ...taken, code: String(taken.code).toLowerCase() }),
    },
  },
  {
    resource: certificateTemplateResource,
    options: {
      onePerTenant: true,
      body: (org, n) => ({ header: `Certificate ${n} of {company}`, body: 'Complied in {month}. {signatory}', signatory_id: org.admin.id }),
    },
  },
]

const trackers = (): KitCase[] =>
  (Object.keys(TRACKER_FAMILIES) as TrackerFamilyKey[]).map((key) => {
    const registration = perOrg((org) => createSetup(TRACKER_FAMILIES[key].setup, org, org.tenantId))
    return {
      resource: trackerResources[key],
      options: { body: async (org, n) => trackerBody(key, (await registration(org)).id, nthPeriod(key, n)) },
    }
  })

/** One valid row of each input register kind for `month`, employee `n`. */
const inputRow: Record<InputKind, (n: number, month: string) => SampleRow> = {
  salary: (n, month) => salaryRow(n, month),
  attendance: (n, month) => attendanceRow(n, month),
  leave: (n) => leaveRow(n),
  bonus: (n) => ({ employee_code: `E${n}`, employee_name: 'Kit', gross_bonus: 8000, interim_bonus: 2000, net_bonus: 6000 }),
  maternity: (n, month) => ({
    ...{ employee_code: `E${n}`, employee_name: 'Kit', leave_from: `${month}-01`, leave_to: `${month}-10` },
    ...{ leave_days: 10, average_daily_wage: 500, benefit_paid: 5000 },
  }),
}

const registers = (): KitCase[] => {
  const plant = perOrg((org) => createBranch(org, { name: 'Register Plant' }))
  /** The n-th month after the sample employees joined (June 2020). */
  const month = (n: number) => nthMonth(n + 5)
  /** The n-th month's register of `kind` (one employee), uploaded through the upload route. */
  const upload = async (kind: InputKind, org: Org, n: number) =>
    uploaded(org.call, kind, [inputRow[kind](n, month(n))], { branch_id: await plant(org), month: month(n) })
  return [
    {
      resource: registerFormatResource,
      options: {
        body: (_org, n) => {
          const { seedKey: _seed, ...format } = SEEDED_REGISTER_FORMATS[n % SEEDED_REGISTER_FORMATS.length]!
          return { ...format, name: `Kit format ${n}`, effective_from: '2026-04-01' }
        },
      },
    },
    ...INPUT_KINDS.map((kind) => ({
      resource: inputUploadResources[kind],
      options: {
        make: async (org: Org, n: number) => (await upload(kind, org, n)).id,
        special: [{ row: endpoints[inputAreaKey(kind)].rows }],
      },
    })),
    {
      resource: outputRegisterResource,
      options: {
        async make(org, n) {
          // Form B (the wage register) is made from the month's salary and attendance.
          await upload('salary', org, n)
          await upload('attendance', org, n)
          const job = await generated(org, { branch_id: await plant(org), from: month(n), forms: ['Form B'] })
          return job.register_ids[0]!
        },
        special: [{ row: endpoints.outputRegister.download }],
      },
    },
  ]
}

/** The kit's cases by group, each run by one test file of its area. */
export const KIT_GROUPS = { organisation, people, setups, compliance, trackers, registers } satisfies Record<string, () => KitCase[]>
export type KitGroup = keyof typeof KIT_GROUPS

/** The kit's checks on every resource of the group. */
export function describeKitGroup(group: KitGroup): void {
  for (const { resource, options } of KIT_GROUPS[group]()) describeResource(resource, options)
}
