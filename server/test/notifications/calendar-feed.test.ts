/**
 * The personal calendar feed over HTTP: the URL made in Notification Settings reads,
 * without sign-in, exactly the caller's own open due items (as owner or approver) and,
 * for holders of the Notice Tracker menu, the open notices' reply and hearing dates, all
 * within their branches; it parses as iCalendar (ical.js); a wrong, revoked or renewed
 * secret answers 404, and a secret never shows another user's items.
 */
import ICAL from 'ical.js'
import { eq, inArray } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { dueItems, notices } from '../../src/db/schema'
import { workplace, type Workplace } from '../compliance/due-items-fixtures'
import { caller, createBranch } from '../organisation/fixtures'
import { setupTestApp, type TestContext } from '../helpers'

const clock = { now: () => new Date('2025-11-01T02:30:00Z') }
let t: TestContext
let w: Workplace
let other: Workplace
beforeAll(async () => {
  t = await setupTestApp({ clock })
  w = await workplace(t, 'Acme')
  other = await workplace(t, 'Other')
})
afterAll(() => t.close())

const FEED = '/notifications/calendar-feed'

/** Fetches a feed URL as a calendar app would: no token header, only the URL. */
async function fetchFeed(url: string) {
  const { pathname, search } = new URL(url)
  return t.app.inject({ method: 'GET', url: `${pathname}${search}` })
}

async function newFeed(call: Workplace['owner']['call']): Promise<string> {
  const res = await call('POST', FEED)
  expect(res.statusCode).toBe(200)
  return res.json().data.url as string
}

function events(body: string) {
  const calendar = new ICAL.Component(ICAL.parse(body))
  return calendar
    .getAllSubcomponents('vevent')
    .map((v) => new ICAL.Event(v))
    .map((e) => ({
      uid: e.uid,
      date: e.startDate.toString(),
      allDay: e.startDate.isDate,
      summary: e.summary,
      url: e.component.getFirstPropertyValue('url'),
    }))
}

const host = () => new URL(t.app.config.publicUrl).host
const itemUid = (id: number) => `due-item-${id}@${host()}`

describe('the calendar feed', () => {
  it("reads exactly the caller's own open due items, as all-day events with a link, owner and approver alike", async () => {
    const { itemIds } = await w.assign({}, '2025-11-10')
    await other.assign({}, '2025-11-10')
    // An approved item is done: it leaves the calendar.
    await t.db.update(dueItems).set({ status: 'approved' }).where(eq(dueItems.id, itemIds[1]!))
    // A submission waits on its approver: its link opens Status, not Due Compliance.
    await t.db.update(dueItems).set({ status: 'submitted' }).where(eq(dueItems.id, itemIds[2]!))
    const open = await t.db
      .select({ id: dueItems.id, due: dueItems.dueDate })
      .from(dueItems)
      .where(inArray(dueItems.id, itemIds))
      .orderBy(dueItems.dueDate)
    const expected = open.filter((i) => i.id !== itemIds[1] && i.due <= '2026-12-05').map((i) => itemUid(i.id))

    const res = await fetchFeed(await newFeed(w.owner.call))
    expect(res.statusCode).toBe(200)
    expect(res.headers['content-type']).toMatch(/^text\/calendar/)
    const seen = events(res.body)
    expect(seen.map((e) => e.uid).sort()).toEqual([...expected].sort())
    const first = seen.find((e) => e.uid === itemUid(open[0]!.id))!
    expect(first).toMatchObject({
      date: open[0]!.due,
      allDay: true,
      summary: 'Monthly wage register: Acme Pune',
      url: `${t.app.config.publicUrl}/companyadmin/due-compliance?id=${open[0]!.id}`,
    })

    expect(seen.find((e) => e.uid === itemUid(itemIds[2]!))?.url).toBe(`${t.app.config.publicUrl}/companyadmin/status?id=${itemIds[2]}`)

    const approverFeed = events((await fetchFeed(await newFeed(w.approver.call))).body)
    expect(approverFeed.map((e) => e.uid).sort()).toEqual([...expected].sort())
    // Same grants, same branch, neither owner nor approver: nothing.
    expect(events((await fetchFeed(await newFeed(w.bystander.call))).body)).toEqual([])
    // Another tenant's owner sees only their own.
    const theirs = events((await fetchFeed(await newFeed(other.owner.call))).body)
    expect(theirs.length).toBeGreaterThan(0)
    expect(theirs.filter((e) => expected.includes(e.uid))).toEqual([])
  })

  it('shows open notices’ reply and hearing dates to holders of the Notice Tracker menu, within their branches', async () => {
    const elsewhere = await createBranch({ ...w, call: w.call }, { name: 'Acme Nagpur' })
    const notice = (branchId: number, reference: string, closed = false) => ({
      tenantId: w.tenantId,
      companyId: w.companyId,
      branchId,
      noticeType: 'Inspection',
      noticeDate: '2025-10-20',
      referenceNumber: reference,
      replyDueDate: '2025-11-20',
      hearingDate: '2025-11-27',
      hearingPlace: 'Labour office, Pune',
      criticality: 'high',
      status: closed ? 'Closed' : 'Open',
      closed,
    })
    const [mine, closed, far] = await t.db
      .insert(notices)
      .values([notice(w.branchId, 'INS/1'), notice(w.branchId, 'INS/2', true), notice(elsewhere, 'INS/3')])
      .returning({ id: notices.id })
    const reader = await t.createUser(w.tenantId, {
      name: 'Notice reader',
      permissions: ['remittance.notice_tracker:list'],
      branchIds: [w.branchId],
    })
    const seen = events((await fetchFeed(await newFeed(caller(t, reader)))).body)
    expect(seen.map((e) => [e.uid, e.date, e.summary])).toEqual([
      [`notice-${mine!.id}-reply@${host()}`, '2025-11-20', 'Reply due: Inspection INS/1 (Acme Pune)'],
      [`notice-${mine!.id}-hearing@${host()}`, '2025-11-27', 'Hearing: Inspection INS/1 (Acme Pune)'],
    ])
    expect(seen[0]!.url).toBe(`${t.app.config.publicUrl}/companyadmin/notice-tracker/${mine!.id}`)
    expect(JSON.stringify(seen)).not.toMatch(new RegExp(`notice-(${closed!.id}|${far!.id})-`))
    // Without the menu, the owner of due items sees no notice.
    expect(events((await fetchFeed(await newFeed(w.owner.call))).body).filter((e) => e.uid.startsWith('notice-'))).toEqual([])
  })

  it('answers 404 to a wrong secret and to a revoked one, and a renewed secret ends the old URL at once', async () => {
    const first = await newFeed(w.owner.call)
    expect((await fetchFeed(first)).statusCode).toBe(200)
    const state = (await w.owner.call('GET', FEED)).json().data
    expect(state).toMatchObject({ active: true, url: null })

    const renewed = await newFeed(w.owner.call)
    expect(renewed).not.toBe(first)
    expect((await fetchFeed(first)).statusCode).toBe(404)
    expect((await fetchFeed(renewed)).statusCode).toBe(200)

    const revoked = await w.owner.call('DELETE', FEED)
    expect(revoked.statusCode).toBe(200)
    expect(revoked.json().data).toEqual({ active: false, created_at: null, url: null })
    expect((await fetchFeed(renewed)).statusCode).toBe(404)

    const wrong = new URL(renewed)
    wrong.searchParams.set('token', 'x'.repeat(43))
    expect((await fetchFeed(wrong.toString())).statusCode).toBe(404)
    expect((await t.app.inject({ method: 'GET', url: new URL(renewed).pathname })).statusCode).toBe(400)
    // Managing a feed needs a sign-in.
    expect((await caller(t, null)('POST', FEED)).statusCode).toBe(401)
  })
})
