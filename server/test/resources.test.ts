/**
 * The resource test kit (kit/describe-resource.ts) on every resource the route factory
 * registers. A new resource adds one describeResource call here; what is special to it
 * (cross-field rules, bulk uploads, derived statuses) stays in its own test file.
 */
import { agreementResource } from '../src/modules/organisation/agreement'
import { branchResource } from '../src/modules/organisation/branch'
import { companyResource } from '../src/modules/organisation/company'
import { companyGroupResource } from '../src/modules/organisation/company-group'
import { roleResource } from '../src/modules/people/roles'
import { customFieldResource } from '../src/modules/settings/custom-fields'
import { registerFormatResource } from '../src/modules/registers/formats'
import { noticeResource } from '../src/modules/notices/notice'
import { SEEDED_REGISTER_FORMATS } from '../src/db/reference/register-formats'
import { describeResource } from './kit/describe-resource'
import { branchBody, createBranch, type Org } from './organisation/fixtures'

describeResource(customFieldResource, {
  body: (_org, n) => ({ module: 'branch', name: `Kit Field ${n}`, key: `kit_field_${n}`, type: 'text' }),
  duplicate: (taken) => ({ ...taken, name: String(taken.name).toUpperCase(), key: `${String(taken.key)}_other` }),
})

describeResource(companyGroupResource, {
  body: (_org, n) => ({ name: `Kit Group ${n}` }),
  // Names are unique whatever their letter case.
  duplicate: (taken) => ({ name: String(taken.name).toUpperCase() }),
})

describeResource(companyResource, {
  body: (org, n) => ({ group_id: org.groupId, name: `Kit Company ${n}` }),
  duplicate: (taken) => ({ ...taken, name: String(taken.name).toLowerCase() }),
})

describeResource(branchResource, {
  body: (org, n) => branchBody(org, { name: `Kit Branch ${n}` }),
})

/** One branch per tenant to hang agreements on. */
const agreementBranch = new Map<Org, Promise<number>>()
describeResource(agreementResource, {
  async body(org, n) {
    if (!agreementBranch.has(org)) agreementBranch.set(org, createBranch(org, { name: 'Agreement Branch' }))
    return {
      branch_id: await agreementBranch.get(org)!,
      agreement_type: 'Lease',
      owner_name: `Owner ${n}`,
      partner_name: 'Kit Partner',
      partner_contact: '9822012345',
      start_date: '2024-04-01',
      end_date: '2030-03-31',
      applies_to_all_branches: false,
    }
  },
})

describeResource(roleResource, {
  body: (_org, n) => ({ name: `Kit Designation ${n}` }),
  duplicate: (taken) => ({ name: String(taken.name).toLowerCase() }),
})

describeResource(registerFormatResource, {
  body: (_org, n) => {
    const { seedKey: _seed, ...format } = SEEDED_REGISTER_FORMATS[n % SEEDED_REGISTER_FORMATS.length]!
    return { ...format, name: `Kit format ${n}`, effective_from: '2026-04-01' }
  },
})

describeResource(noticeResource, {
  body: (org, n) => ({
    company_id: org.companyId,
    notice_type: 'Show cause notice',
    notice_date: '2025-04-01',
    reference_number: `KIT/NOTICE/${n}`,
    reply_due_date: '2025-04-30',
  }),
})
