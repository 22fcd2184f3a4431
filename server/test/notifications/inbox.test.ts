/**
 * Notifications (API.md "Notifications"): each user's settings with their bounds, the
 * unread and all lists of the caller's own notifications, read marks seen in both lists,
 * and nothing of another user's or another tenant's.
 */
import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { NOTIFICATION_DEFAULTS, NOTIFICATION_EVENT } from '@ihrc/contract'
import { notificationSettings } from '../../src/db/schema'
import { notify } from '../../src/modules/notifications/deliver'
import { setupTestApp, type TestContext } from '../helpers'
import { API } from '../organisation/fixtures'

let t: TestContext
let tenantId: number
let admin: { id: number; token: string }
let clerk: { id: number; token: string }
let stranger: { id: number; token: string }
beforeAll(async () => {
  t = await setupTestApp()
  ;({ tenantId, admin } = await t.createTenant())
  clerk = await t.createUser(tenantId, { type: 'user', permissions: [] })
  ;({ admin: stranger } = await t.createTenant())
})
afterAll(() => t.close())

const call = (token: string, method: 'GET' | 'POST', url: string, payload?: Record<string, unknown>) =>
  t.app.inject({ method, url: `${API}${url}`, headers: t.bearer(token), ...(payload === undefined ? {} : { payload }) })

let seq = 0
const event = (userIds: number[], title = `Reminder ${++seq}`) =>
  notify(t.db, {
    tenantId,
    eventKey: `test:${seq}:${title}`,
    title,
    content: 'PF challan due',
    module: 'due_item',
    recordId: seq,
    dueDate: '2026-12-15',
    userIds,
  })

describe('notification settings', () => {
  it('answer the defaults until saved, then the saved values, per user', async () => {
    const before = await call(clerk.token, 'GET', '/notifications/settings')
    expect(before.statusCode).toBe(200)
    expect(before.json().data).toEqual({ ...NOTIFICATION_DEFAULTS, events: [...NOTIFICATION_EVENT.values], updated_at: null })
    const saved = await call(clerk.token, 'POST', '/notifications/settings', {
      days_before: 5,
      times: 2,
      email_enabled: false,
      in_app_enabled: true,
    })
    expect(saved.statusCode).toBe(200)
    expect(saved.json().data).toMatchObject({ days_before: 5, times: 2, email_enabled: false, in_app_enabled: true })
    expect((await call(clerk.token, 'GET', '/notifications/settings')).json().data.days_before).toBe(5)
    expect((await call(admin.token, 'GET', '/notifications/settings')).json().data.days_before).toBe(NOTIFICATION_DEFAULTS.days_before)
  })

  it('refuse values out of bounds with 400 naming the field, and write nothing', async () => {
    const res = await call(admin.token, 'POST', '/notifications/settings', {
      days_before: 11,
      times: 0,
      email_enabled: 'yes',
      in_app_enabled: true,
    })
    expect(res.statusCode).toBe(400)
    const message = res.json().message
    expect(message.days_before).toEqual(['Days before must be a whole number from 1 to 10'])
    expect(message.times).toEqual(['Times must be a whole number from 1 to 4'])
    expect(message.email_enabled).toEqual(['E-mail must be true or false'])
    expect(await t.db.select().from(notificationSettings).where(eq(notificationSettings.userId, admin.id))).toEqual([])
  })

  it('keep the kinds of event chosen; left out of a save, the choice stays; a kind not offered is refused', async () => {
    const base = { days_before: 3, times: 1, email_enabled: true, in_app_enabled: true }
    const chosen = await call(clerk.token, 'POST', '/notifications/settings', { ...base, events: ['reminders', 'notices'] })
    expect(chosen.json().data.events).toEqual(['reminders', 'notices'])
    const kept = await call(clerk.token, 'POST', '/notifications/settings', { ...base, days_before: 4 })
    expect(kept.json().data).toMatchObject({ days_before: 4, events: ['reminders', 'notices'] })
    const wrong = await call(clerk.token, 'POST', '/notifications/settings', { ...base, events: ['gossip'] })
    expect(wrong.statusCode).toBe(400)
    expect(Object.keys(wrong.json().message)).toEqual([expect.stringMatching(/^events/)])
    expect((await call(clerk.token, 'GET', '/notifications/settings')).json().data).toMatchObject({
      days_before: 4,
      events: ['reminders', 'notices'],
    })
    await call(clerk.token, 'POST', '/notifications/settings', { ...base, events: [...NOTIFICATION_EVENT.values] })
  })

  it('reach no one with a kind of event they turned off, and still with the others', async () => {
    const base = { days_before: 3, times: 1, email_enabled: true, in_app_enabled: true }
    const reader = await t.createUser(tenantId, { type: 'user', permissions: [] })
    await call(reader.token, 'POST', '/notifications/settings', { ...base, events: ['reminders'] })
    const about = (module: 'edit_request' | 'due_item', title: string) =>
      notify(t.db, {
        tenantId,
        eventKey: `muted:${title}`,
        title,
        content: 'Muted or not',
        module,
        recordId: 1,
        dueDate: null,
        userIds: [reader.id],
      })
    expect((await about('edit_request', 'An edit request'))?.mailTo).toEqual([])
    expect((await about('due_item', 'A due date'))?.mailTo).toEqual([reader.id])
    const titles = (await call(reader.token, 'GET', '/notifications?search=Muted')).json().data.map((n: { title: string }) => n.title)
    expect(titles).toEqual(['A due date'])
  })

  it('answer 401 without a session', async () => {
    const res = await t.app.inject({ method: 'GET', url: `${API}/notifications/settings` })
    expect(res.statusCode).toBe(401)
  })
})

describe('notification lists', () => {
  it('show a notification once per event, to each person concerned, in both lists', async () => {
    const first = await event([admin.id, clerk.id, clerk.id])
    expect(first).not.toBeNull()
    // The same event again (a sweep run twice) makes nothing.
    expect(
      await notify(t.db, {
        tenantId,
        eventKey: `test:${seq}:Reminder ${seq}`,
        title: 'again',
        content: '',
        module: 'due_item',
        recordId: 1,
        dueDate: null,
        userIds: [admin.id],
      }),
    ).toBeNull()
    const unread = (await call(admin.token, 'GET', '/notifications?unmarked=true')).json()
    expect(unread.meta.total).toBe(1)
    // A page past the end still says how many there are (the page and its total are one statement).
    const beyond = (await call(admin.token, 'GET', '/notifications?unmarked=true&page=3')).json()
    expect(beyond.data).toEqual([])
    expect(beyond.meta.total).toBe(1)
    expect(unread.data[0]).toMatchObject({
      title: `Reminder ${seq}`,
      module: 'due_item',
      due_date: '2026-12-15',
      users: [{ id: admin.id, is_read: false }],
    })
    const id = unread.data[0].id
    const read = await call(admin.token, 'POST', `/notification/read/${id}`)
    expect(read.statusCode).toBe(200)
    expect(read.json().data.users).toEqual([{ id: admin.id, is_read: true }])
    expect((await call(admin.token, 'GET', '/notifications?unmarked=true')).json().meta.total).toBe(0)
    const all = (await call(admin.token, 'GET', '/notifications?page=1&page_size=20')).json()
    expect(all.data.map((x: { id: number; users: { is_read: boolean }[] }) => [x.id, x.users[0]!.is_read])).toEqual([[id, true]])
    // The clerk's own mark is untouched.
    expect((await call(clerk.token, 'GET', '/notifications?unmarked=true')).json().meta.total).toBe(1)
  })

  it("answers 404 for another user's and another tenant's notification, and for a bad id 400", async () => {
    const mine = await event([clerk.id])
    expect((await call(admin.token, 'POST', `/notification/read/${mine!.notificationId}`)).statusCode).toBe(404)
    expect((await call(stranger.token, 'POST', `/notification/read/${mine!.notificationId}`)).statusCode).toBe(404)
    expect((await call(stranger.token, 'GET', '/notifications')).json().meta.total).toBe(0)
    expect((await call(admin.token, 'POST', '/notification/read/abc')).statusCode).toBe(400)
    expect((await call(admin.token, 'GET', '/notifications?unmarked=maybe')).statusCode).toBe(400)
  })

  it('marks all read for the caller only, and keeps a person with in-app off out of the bell', async () => {
    await event([admin.id, clerk.id])
    const res = await call(clerk.token, 'POST', '/notification/read-all')
    expect(res.json().data.marked).toBeGreaterThanOrEqual(2)
    expect((await call(clerk.token, 'GET', '/notifications?unmarked=true')).json().meta.total).toBe(0)
    expect((await call(admin.token, 'GET', '/notifications?unmarked=true')).json().meta.total).toBe(1)
    await call(admin.token, 'POST', '/notifications/settings', { days_before: 3, times: 1, email_enabled: true, in_app_enabled: false })
    const mailOnly = await event([admin.id])
    expect(mailOnly!.mailTo).toEqual([admin.id])
    expect((await call(admin.token, 'GET', '/notifications?unmarked=true')).json().meta.total).toBe(1)
  })
})

describe("the bell's unread page", () => {
  it('answers the newest unread first, page by page, with the total of the unread alone', async () => {
    const reader = await t.createUser(tenantId, { type: 'user', permissions: [] })
    const made: number[] = []
    for (let i = 0; i < 12; i++) made.push((await event([reader.id], `Bell ${i}`))!.notificationId)
    await call(reader.token, 'POST', `/notification/read/${made[11]}`)
    const page = async (n: number) => (await call(reader.token, 'GET', `/notifications?unmarked=true&page_size=5&page=${n}`)).json()
    const ids = async (n: number) => (await page(n)).data.map((x: { id: number }) => x.id)
    expect(await ids(1)).toEqual(made.slice(6, 11).reverse())
    expect(await ids(3)).toEqual([made[0]])
    expect((await page(1)).meta.total).toBe(11)
    expect((await page(4)).meta.total).toBe(11)
    expect((await page(1)).data[0]).toMatchObject({
      title: 'Bell 10',
      module: 'due_item',
      record_type: null,
      users: [{ id: reader.id, is_read: false }],
    })
  })
})
