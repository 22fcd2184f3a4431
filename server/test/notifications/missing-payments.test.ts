/**
 * The daily sweep's missing tracker payments, with a fixed clock: a period with no row
 * once its due date has passed reaches the admins and the family's recorders at the
 * registration's branches once; a period paid before the sweep, or a registration deleted
 * before it, sends nothing; a second sweep sends nothing new; a state whose due rule is
 * not confirmed sends nothing and the log says so; a family never recorded for a
 * registration (PF IW of a PF code without international workers) sends nothing; nobody
 * else hears of it. A period entered without its payment date (Unpaid) once due reaches
 * the same people once, and opens its registration's Unpaid rows.
 */
import { and, eq, like } from 'drizzle-orm'
import { notificationPath, type Notification } from '@ihrc/contract'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import { notificationRecipients, notifications } from '../../src/db/schema'
import { SWEEP_QUEUE } from '../../src/modules/notifications/jobs'
import { setupTestApp, type TestContext, type TestUser } from '../helpers'
import { caller, createBranch, place, setupOrg, type Org } from '../organisation/fixtures'
import { createSetup, trackerBody } from '../trackers/fixtures'
import { runJob } from './run-job'

let moment = new Date('2025-10-01T02:30:00Z')
const clock = { now: () => moment }
let t: TestContext
let org: Org, other: Org
let recorder: TestUser, viewer: TestUser, elsewhere: TestUser
let late: { id: number; code: string }, paidInTime: { id: number; code: string }, theirs: { id: number }
const PAID = ['2025-04', '2025-05', '2025-06', '2025-07', '2025-08']

beforeAll(async () => {
  t = await setupTestApp({ clock })
  org = await setupOrg(t, 'Acme')
  other = await setupOrg(t, 'Globex')
  const pune = await createBranch(org, { name: 'Acme Pune' })
  const hr = await place(t, 'Haryana', 'Gurugram')
  const gurugramLocation = (await org.call('POST', '/location', { district_id: hr.districtId, name: 'Udyog Vihar' })).json().data.id
  const gurugram = await createBranch(org, {
    name: 'Acme Gurugram',
    state_id: hr.stateId,
    district_id: hr.districtId,
    location_id: gurugramLocation,
  })
  recorder = await t.createUser(org.tenantId, { permissions: ['remittance.pf_tracker:create'], branchIds: [pune] })
  viewer = await t.createUser(org.tenantId, { permissions: ['remittance.pf_tracker:list'], branchIds: [pune] })
  elsewhere = await t.createUser(org.tenantId, { permissions: ['remittance.pf_tracker:create'], branchIds: [gurugram] })
  late = await createSetup('pf', org, 1)
  paidInTime = await createSetup('pf', org, 2)
  for (const setup of [late, paidInTime])
    for (const period of PAID) {
      const res = await org.call('POST', '/pf-tracker', trackerBody('pf', setup.id, period))
      expect(res.statusCode, res.body).toBe(201)
    }
  // Kerala's monthly shops workers' fund has no confirmed due day: none of its periods can be missing.
  const kl = await place(t, 'Kerala', 'Ernakulam')
  const klLocation = (await org.call('POST', '/location', { district_id: kl.districtId, name: 'Kakkanad' })).json().data.id
  const res = await org.call('POST', '/lwfsetup', {
    company_id: org.companyId,
    state_id: kl.stateId,
    district_id: kl.districtId,
    location_id: klLocation,
    registration_number: 'KL-SCEWWF-1',
    frequency: 'monthly',
  })
  expect(res.statusCode, res.body).toBe(201)
  const hrRow = await org.call('POST', '/lwf-tracker', { setup_id: res.json().data.id, period: '2025-04', employee_count: 8 })
  expect(hrRow.statusCode, hrRow.body).toBe(201)
  theirs = await createSetup('pf', other, 3) // never recorded: missing every past month, as its grid and card say
}, 120_000)
afterAll(() => t.close())

async function sweep(day: string): Promise<void> {
  moment = new Date(`${day}T02:30:00Z`)
  await runJob(t.app, SWEEP_QUEUE)
}

/** Every missing-payment notification of the tenant: "key → user". */
async function reached(tenantId = org.tenantId) {
  const rows = await t.db
    .select({ key: notifications.eventKey, user: notificationRecipients.userId })
    .from(notifications)
    .innerJoin(notificationRecipients, eq(notificationRecipients.notificationId, notifications.id))
    .where(and(eq(notifications.tenantId, tenantId), like(notifications.eventKey, 'tracker:%')))
    .orderBy(notifications.eventKey, notificationRecipients.userId)
  return rows.map((r) => `${r.key} → ${r.user}`)
}

describe('missing tracker payments', () => {
  it('reminds the admins and the recorders once of a period past due with no payment; nothing for one paid before the sweep', async () => {
    const warn = vi.spyOn(t.app.log, 'warn')
    await sweep('2025-10-15') // September's PF is due on the 15th: not missing yet
    expect(await reached()).toEqual([])

    const paid = await org.call('POST', '/pf-tracker', trackerBody('pf', paidInTime.id, '2025-09', { payment_date: '2025-10-15' }))
    expect(paid.statusCode, paid.body).toBe(201)
    await sweep('2025-10-16')
    const once = [org.admin.id, recorder.id].sort((a, b) => a - b).map((u) => `tracker:pf:${late.id}:2025-09:missing → ${u}`)
    expect(await reached()).toEqual(once)

    await sweep('2025-10-16')
    await sweep('2025-10-17')
    expect(await reached()).toEqual(once)
    expect([viewer.id, elsewhere.id].some((u) => once.some((line) => line.endsWith(`→ ${u}`)))).toBe(false)
    // The other tenant hears of its own registration only, its admin alone.
    const theirLines = await reached(other.tenantId)
    expect(theirLines.length).toBeGreaterThan(0)
    for (const line of theirLines) expect(line).toMatch(new RegExp(`^tracker:pf:${theirs.id}:.* → ${other.admin.id}$`))

    const [shown] = await t.db
      .select()
      .from(notifications)
      .where(eq(notifications.eventKey, `tracker:pf:${late.id}:2025-09:missing`))
    expect(shown).toMatchObject({ module: 'pf_tracker', recordId: late.id, dueDate: '2025-10-15' })
    expect(shown!.title).toBe(`PF payment missing for 2025-09: ${late.code}`)
    expect(shown!.content).toBe(
      `No PF payment is recorded for ${late.code} (Acme Industries, Maharashtra) for the period 2025-09; it was due on 2025-10-15.`,
    )

    // Kerala's LWF: nothing sent, and the log says why.
    expect(await t.db.select().from(notifications).where(like(notifications.eventKey, 'tracker:lwf:%'))).toEqual([])
    expect(warn).toHaveBeenCalledWith(
      expect.objectContaining({ tenant: org.tenantId, family: 'lwf', state: 'Kerala', registrations: 1 }),
      expect.stringMatching(/due rule not confirmed/),
    )
    warn.mockRestore()
  })

  it('sends nothing for a registration deleted before the sweep', async () => {
    const gone = await createSetup('pf', org, 4) // no row at all: every past month of the year is missing
    const deleted = await org.call('DELETE', `/pfsetup/${gone.id}`)
    expect(deleted.statusCode, deleted.body).toBe(200)
    await sweep('2025-10-18')
    expect((await reached()).filter((line) => line.startsWith(`tracker:pf:${gone.id}:`))).toEqual([])
  })

  it('sends nothing of a family never recorded for the registration (PF IW of these PF codes)', async () => {
    expect((await reached()).filter((line) => line.startsWith('tracker:pfiw:'))).toEqual([])
  })

  it("shows in the recorder's bell, not in the viewer's", async () => {
    const bell = async (user: TestUser) =>
      ((await caller(t, user)('GET', '/notifications?unmarked=true')).json().data as { module: string; record_id: number }[]).filter(
        (n) => n.module === 'pf_tracker',
      )
    expect(await bell(recorder)).toEqual([expect.objectContaining({ record_id: late.id })])
    expect(await bell(viewer)).toEqual([])
  })
})

describe('unpaid tracker payments', () => {
  it('reminds the admins and the recorders once of a period entered without its payment once it is due', async () => {
    const entered = await createSetup('pf', org, 5)
    const unpaid = await org.call('POST', '/pf-tracker', trackerBody('pf', entered.id, '2025-10', { payment_date: null }))
    expect(unpaid.statusCode, unpaid.body).toBe(201)
    const heard = async () => (await reached()).filter((line) => line.startsWith(`tracker:pf:${entered.id}:2025-10:`))
    await sweep('2025-11-15') // October's PF is due on the 15th: not late yet
    expect(await heard()).toEqual([])
    await sweep('2025-11-16')
    await sweep('2025-11-17')
    const once = [org.admin.id, recorder.id].sort((a, b) => a - b).map((u) => `tracker:pf:${entered.id}:2025-10:unpaid → ${u}`)
    expect(await heard()).toEqual(once)

    const bell = (await caller(t, recorder)('GET', '/notifications?unmarked=true&page_size=100')).json().data as Notification[]
    const mine = bell.find((n) => n.record_id === entered.id && n.record_type === 'unpaid')!
    expect(mine).toMatchObject({ module: 'pf_tracker', title: `PF payment not made for 2025-10: ${entered.code}`, due_date: '2025-11-15' })
    expect(mine.content).toBe(
      `The PF row of ${entered.code} (Acme Industries, Maharashtra) for the period 2025-10 has no payment date; it was due on 2025-11-15.`,
    )
    // It opens the registration's Unpaid rows: that one row.
    const path = notificationPath(mine)
    expect(path).toBe(`/pf-tracker?status=unpaid&setup_id=${entered.id}`)
    const rows = (await caller(t, recorder)('GET', path)).json().data as { id: number }[]
    expect(rows.map((r) => r.id)).toEqual([unpaid.json().data.id])
  })

  it('reminds of an arrear challan left unpaid beside a paid main one, on its own; one alone in its period, once, as the period', async () => {
    // The period's cell is the main challan's (paid, on time), so the cells alone said nothing
    // of the arrear row the list shows as Unpaid.
    const both = await createSetup('pf', org, 6)
    const post = (body: Record<string, unknown>) => org.call('POST', '/pf-tracker', trackerBody('pf', both.id, '2025-10', body))
    expect((await post({ payment_date: '2025-11-10' })).statusCode).toBe(201)
    const arrear = await post({ challan_type: 'arrear', payment_date: null })
    expect(arrear.statusCode, arrear.body).toBe(201)
    const damage = await post({ challan_type: 'damage', payment_date: '2025-11-12' }) // paid: nothing to remind
    expect(damage.statusCode, damage.body).toBe(201)
    const heard = async () => (await reached()).filter((line) => line.startsWith(`tracker:pf:${both.id}:2025-10:`))
    await sweep('2025-11-15')
    expect(await heard()).toEqual([])
    await sweep('2025-11-16')
    await sweep('2025-11-17')
    const people = [org.admin.id, recorder.id].sort((a, b) => a - b)
    expect(await heard()).toEqual(people.map((u) => `tracker:pf:${both.id}:2025-10:arrear:unpaid → ${u}`))
    const bell = (await caller(t, recorder)('GET', '/notifications?unmarked=true&page_size=100')).json().data as Notification[]
    const mine = bell.find((n) => n.record_id === both.id && n.record_type === 'unpaid')!
    expect(mine.title).toBe(`PF arrear payment not made for 2025-10: ${both.code}`)
    expect(mine.content).toBe(
      `The PF arrear row of ${both.code} (Acme Industries, Maharashtra) for the period 2025-10 has no payment date; it was due on 2025-11-15.`,
    )
    // It opens the registration's Unpaid rows: the arrear row, the one the list shows as Unpaid.
    const rows = (await caller(t, recorder)('GET', notificationPath(mine))).json().data as { id: number }[]
    expect(rows.map((r) => r.id)).toEqual([arrear.json().data.id])

    // An arrear row alone in its period is the period's cell: reminded once, as the period, not twice.
    const alone = await createSetup('pf', org, 7)
    const only = await org.call(
      'POST',
      '/pf-tracker',
      trackerBody('pf', alone.id, '2025-10', { challan_type: 'arrear', payment_date: null }),
    )
    expect(only.statusCode, only.body).toBe(201)
    await sweep('2025-11-18')
    expect((await reached()).filter((line) => line.startsWith(`tracker:pf:${alone.id}:2025-10:`))).toEqual(
      people.map((u) => `tracker:pf:${alone.id}:2025-10:unpaid → ${u}`),
    )
    // Another tenant hears nothing of it.
    expect((await reached(other.tenantId)).filter((line) => line.includes(':arrear:'))).toEqual([])
  })
})
