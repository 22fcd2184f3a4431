/**
 * Issue 19 item 2: a custom field NOT marked required never blocks a write. For every
 * module that takes custom fields, an optional field of each type (text, number, date,
 * select) left empty, in each way a client leaves it (absent, null, blank text), on the
 * create, the whole-record update and, where the records take them, an edit request,
 * through HTTP on the real database.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { CUSTOM_FIELD_MODULE, TRACKER_FAMILY_KEYS, trackerCustomModule, type CustomFieldModule } from '@ihrc/contract'
import type { TestContext } from '../helpers'
import { customItemBody } from '../compliance/fixtures'
import { branchBody, createBranch, type Org, twoTenants } from '../organisation/fixtures'
import { createSetup, nthPeriod, setupBody, trackerBody } from '../trackers/fixtures'

let t: TestContext, org: Org
beforeAll(async () => ({ t, org } = await twoTenants()))
afterAll(() => t.close())

const OPTIONAL = [
  { name: 'Bank reference', key: 'bank_reference', type: 'text' },
  { name: 'Head office count', key: 'head_office_count', type: 'number' },
  { name: 'Audited on', key: 'audited_on', type: 'date' },
  { name: 'Zone', key: 'zone', type: 'select', options: ['North', 'South'] },
] as const

/** The three ways a client leaves the four fields empty. */
const EMPTY: Record<string, Record<string, unknown> | undefined> = {
  absent: undefined,
  null: Object.fromEntries(OPTIONAL.map((f) => [f.key, null])),
  blank: Object.fromEntries(OPTIONAL.map((f) => [f.key, ''])),
}

interface Case {
  module: CustomFieldModule
  path: string
  /** The n-th valid body (n makes codes and names unique). */
  body(n: number): Promise<Record<string, unknown>>
  /** A change an edit request may propose; absent for records without edit requests. */
  recordType?: string
  change?: Record<string, unknown>
}

let seq = 0
const next = () => ++seq

const trackerCases: Case[] = TRACKER_FAMILY_KEYS.map((family) => ({
  module: trackerCustomModule(family),
  path: { pf: 'pf-tracker', pfiw: 'pfiw-tracker', esi: 'esi-tracker', ptrc: 'ptrc-tracker', ptec: 'ptec-tracker', lwf: 'lwf-tracker' }[
    family
  ],
  async body(n) {
    const kind = { pf: 'pf', pfiw: 'pf', esi: 'esi', ptrc: 'pt', ptec: 'pt', lwf: 'lwf' } as const
    const setup = await createSetup(kind[family], org, 3000 + n)
    return trackerBody(family, setup.id, nthPeriod(family, n))
  },
  recordType: `${family}_tracker`,
  change: { delay_reason: 'Bank holiday' },
}))

const CASES: Case[] = [
  {
    module: 'branch',
    path: 'branch',
    body: async (n) => branchBody(org, { name: `Optional Branch ${n}` }),
    recordType: 'branch',
    change: { head_count: 240 },
  },
  {
    module: 'company',
    path: 'company',
    body: async (n) => ({ group_id: org.groupId, name: `Optional Company ${n}` }),
    recordType: 'company',
    change: { pan: 'AAACB1234F' },
  },
  {
    module: 'agreement',
    path: 'agreement/agreement',
    body: async () => ({
      branch_id: await createBranch(org, { name: `Agreement Branch ${next()}` }),
      agreement_type: 'Lease',
      start_date: '2024-04-01',
    }),
  },
  ...(['pf', 'esi', 'pt', 'lwf'] as const).map((kind): Case => ({
    module: `${kind}_setup`,
    path: `${kind}setup`,
    body: async (n) => setupBody(kind, org, 2000 + n).body,
  })),
  ...trackerCases,
  { module: 'compliance_custom', path: 'compliance/custom', body: async (n) => customItemBody(org.stateId, 4000 + n) },
]

it('covers every module that takes custom fields, but notices (no console form yet)', () => {
  expect(new Set(CASES.map((c) => c.module))).toEqual(new Set(CUSTOM_FIELD_MODULE.values.filter((m) => m !== 'notice')))
})

describe.each(CASES)('optional custom fields of $module left empty', (c) => {
  beforeAll(async () => {
    for (const field of OPTIONAL) {
      const res = await org.call('POST', '/settings/custom-fields', { module: c.module, ...field, required: false })
      expect(res.statusCode, res.body).toBe(201)
    }
  })

  it.each(Object.keys(EMPTY))('create and update accept them %s, and store no value', async (way) => {
    const custom = EMPTY[way]
    const body = await c.body(next())
    const created = await org.call('POST', `/${c.path}`, { ...body, ...(custom && { custom }) })
    expect(created.statusCode, created.body).toBe(201)
    expect(created.json().data.custom).toEqual({})

    // One of them filled on the way, the others still empty.
    const updated = await org.call('PUT', `/${c.path}/${created.json().data.id}`, {
      ...body,
      custom: { ...EMPTY[way === 'null' ? 'null' : 'blank'], bank_reference: 'NEFT-1' },
    })
    expect(updated.statusCode, updated.body).toBe(200)
    expect(updated.json().data.custom).toEqual({ bank_reference: 'NEFT-1' })
  })

  it.runIf(c.recordType)('an edit request is sent with them empty beside a real change', async () => {
    const created = await org.call('POST', `/${c.path}`, await c.body(next()))
    expect(created.statusCode, created.body).toBe(201)
    const res = await org.call('POST', '/company/request-edit', {
      record_type: c.recordType,
      record_id: created.json().data.id,
      reason: 'Corrected from the register',
      proposed_changes: { ...c.change, custom: EMPTY.null },
    })
    expect(res.statusCode, res.body).toBe(201)
    expect(res.json().data.proposed_changes).toMatchObject(c.change!)
  })
})
