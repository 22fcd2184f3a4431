/**
 * The calendar feed's tracker due dates: the periods not yet paid of exactly the
 * registrations the user answers for (a recorder's at their branches, all for an admin),
 * parsed with ical.js, each an all-day event on the grid's due date with the family, the
 * registration's company and state, and a link to the tracker; another user's
 * registrations, another tenant's and paid periods never appear.
 */
import ICAL from 'ical.js'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { setupTestApp, type TestContext, type TestUser } from '../helpers'
import { caller, createBranch, place, setupOrg, type Org } from '../organisation/fixtures'
import { createSetup, trackerBody } from '../trackers/fixtures'

const clock = { now: () => new Date('2025-10-20T02:30:00Z') }
// The feed's window on 2025-10-20: 90 days back, 400 ahead.
const FROM = '2025-07-22'
const TO = '2026-11-24'
let t: TestContext
let org: Org, other: Org
let recorder: TestUser, elsewhere: TestUser, viewer: TestUser
let pune1: { id: number; code: string }, pune2: { id: number; code: string }, gurugram: { id: number; code: string }

/** PF falls due on the 15th of the next month. */
const dueOf = (month: string) => {
  const [y, m] = month.split('-').map(Number) as [number, number]
  return m === 12 ? `${y + 1}-01-15` : `${y}-${String(m + 1).padStart(2, '0')}-15`
}
const monthsFrom = (first: string, count: number) =>
  Array.from({ length: count }, (_, i) => {
    const n = Number(first.slice(0, 4)) * 12 + Number(first.slice(5)) - 1 + i
    return `${Math.floor(n / 12)}-${String((n % 12) + 1).padStart(2, '0')}`
  })

async function pay(o: Org, setupId: number, months: string[]) {
  for (const month of months) {
    const res = await o.call('POST', '/pf-tracker', trackerBody('pf', setupId, month, { payment_date: dueOf(month) }))
    expect(res.statusCode, res.body).toBe(201)
  }
}

beforeAll(async () => {
  t = await setupTestApp({ clock })
  org = await setupOrg(t, 'Acme')
  other = await setupOrg(t, 'Globex')
  const puneBranch = await createBranch(org, { name: 'Acme Pune' })
  const hr = await place(t, 'Haryana', 'Gurugram')
  const hrLocation = (await org.call('POST', '/location', { district_id: hr.districtId, name: 'Udyog Vihar' })).json().data.id
  const hrPlace = { state_id: hr.stateId, district_id: hr.districtId, location_id: hrLocation }
  const hrBranch = await createBranch(org, { name: 'Acme Gurugram', ...hrPlace })
  recorder = await t.createUser(org.tenantId, { permissions: ['remittance.pf_tracker:create'], branchIds: [puneBranch] })
  elsewhere = await t.createUser(org.tenantId, { permissions: ['remittance.pf_tracker:create'], branchIds: [hrBranch] })
  viewer = await t.createUser(org.tenantId, { permissions: ['remittance.pf_tracker:list'], branchIds: [puneBranch] })
  pune1 = await createSetup('pf', org, 1)
  pune2 = await createSetup('pf', org, 2)
  const res = await org.call('POST', '/pfsetup', { company_id: org.companyId, ...hrPlace, pf_code: 'HRGGN0012345009' })
  expect(res.statusCode, res.body).toBe(201)
  gurugram = { id: res.json().data.id, code: 'HRGGN0012345009' }
  await pay(org, pune1.id, monthsFrom('2025-04', 5)) // to August: September is missing
  await pay(org, pune2.id, monthsFrom('2025-04', 6)) // to September
  await pay(org, gurugram.id, monthsFrom('2025-04', 5))
  const foreign = await createSetup('pf', other, 3)
  await pay(other, foreign.id, monthsFrom('2025-04', 5))
}, 180_000)
afterAll(() => t.close())

/** The tracker events of `who`'s feed, as a calendar app reads them. */
async function trackerEventsOf(who: TestUser) {
  const made = await caller(t, who)('POST', '/notifications/calendar-feed')
  expect(made.statusCode, made.body).toBe(200)
  const { pathname, search } = new URL(made.json().data.url)
  const res = await t.app.inject({ method: 'GET', url: `${pathname}${search}` })
  expect(res.statusCode).toBe(200)
  return new ICAL.Component(ICAL.parse(res.body))
    .getAllSubcomponents('vevent')
    .map((v) => new ICAL.Event(v))
    .filter((e) => e.uid.startsWith('tracker-'))
    .map((e) => ({
      uid: e.uid,
      date: e.startDate.toString(),
      allDay: e.startDate.isDate,
      summary: e.summary,
      description: e.description,
      url: e.component.getFirstPropertyValue('url'),
    }))
}

/** The unpaid periods of a registration falling due inside the window: the UIDs its events must have. */
function expectedUids(setupId: number, firstUnpaid: string): string[] {
  const host = new URL(t.app.config.publicUrl).host
  return monthsFrom(firstUnpaid, 24)
    .filter((m) => dueOf(m) >= FROM && dueOf(m) <= TO)
    .map((m) => `tracker-pf-${setupId}-${m}@${host}`)
}
const uids = (events: { uid: string }[]) => events.map((e) => e.uid).sort()

describe("the calendar feed's tracker due dates", () => {
  it("shows a recorder exactly their registrations' unpaid periods, each on its due date with a link to the tracker", async () => {
    const seen = await trackerEventsOf(recorder)
    expect(uids(seen)).toEqual([...expectedUids(pune1.id, '2025-09'), ...expectedUids(pune2.id, '2025-10')].sort())
    const september = seen.find((e) => e.uid.startsWith(`tracker-pf-${pune1.id}-2025-09@`))!
    expect(september).toMatchObject({
      date: '2025-10-15',
      allDay: true,
      summary: `PF due: ${pune1.code} (Acme Industries, Maharashtra)`,
      description: `PF for the period 2025-09 of ${pune1.code} (Acme Industries, Maharashtra) is due on 2025-10-15. Status: Missing.`,
      url: `${t.app.config.publicUrl}/companyadmin/pf-tracker?view=grid&year=2025-26`,
    })
  })

  it("never shows another user's registrations; an admin sees the tenant's, never another tenant's", async () => {
    expect(uids(await trackerEventsOf(elsewhere))).toEqual(expectedUids(gurugram.id, '2025-09').sort())
    expect(await trackerEventsOf(viewer)).toEqual([])
    expect(uids(await trackerEventsOf(org.admin))).toEqual(
      [...expectedUids(pune1.id, '2025-09'), ...expectedUids(pune2.id, '2025-10'), ...expectedUids(gurugram.id, '2025-09')].sort(),
    )
  })
})
