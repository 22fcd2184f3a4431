import { beforeAll, describe, expect, inject, test } from 'vitest'
import { axeViolations } from './axe'
import { setDarkMode, waitForSettledPage, openSignedIn, type Browser } from './browser'
import { sql } from './database'

/**
 * Reminders in the console (issue 23 "Must show"), on the built console and the real
 * server: two reminders made for the admin appear on the bell with their count; opening
 * one from the bell marks it read, and the count drops in the bell and on /notifications
 * alike; the calendar link made in Notification Settings serves iCalendar until revoked;
 * /notifications and Notification Settings have no axe violation in light or dark.
 * The reminders are written into the database as the daily sweep would: the sweep runs
 * at 06:00 India time, which a test cannot wait for.
 */
const stamp = Date.now().toString(36).toUpperCase()
const TITLES = [`E2E PF remittance ${stamp} due`, `E2E ESI return ${stamp} due`]

async function remindAdmin() {
  const { rows } = await sql('select id, tenant_id from users where email = $1', [inject('admin').email])
  const me = rows[0] as { id: number; tenant_id: number }
  // Earlier files' notifications are the admin's too: read them, so the count is ours.
  await sql('update notification_recipients set is_read = true where user_id = $1', [me.id])
  for (const title of TITLES) {
    const made = await sql(
      `insert into notifications (tenant_id, event_key, title, content, module, due_date)
       values ($1, $2, $3, $4, 'due_item', current_date + 3) returning id`,
      [me.tenant_id, `e2e:${title}`, title, `${title} at the head office.`],
    )
    await sql('insert into notification_recipients (notification_id, user_id, tenant_id) values ($1, $2, $3)', [
      (made.rows[0] as { id: number }).id,
      me.id,
      me.tenant_id,
    ])
  }
}

describe('reminders on the bell, /notifications and Notification Settings', () => {
  let b: Browser
  beforeAll(async () => {
    await remindAdmin()
    b = await openSignedIn('notifications')
  })

  test('a reminder on the bell with its count; opening it marks it read in the bell and the page', async () => {
    await b.page.goto(b.url('/notifications'))
    const page = b.page
    await page.getByRole('button', { name: /Notifications, 2 unread/ }).click()
    await page
      .getByRole('menu')
      .getByRole('menuitem', { name: new RegExp(TITLES[0]!) })
      .click()
    await page.getByRole('button', { name: /Notifications, 1 unread/ }).waitFor()
    await page.goto(b.url('/notifications'))
    await page.getByRole('button', { name: `Mark read: ${TITLES[1]}` }).waitFor()
    expect(await page.getByRole('button', { name: `Mark read: ${TITLES[0]}` }).count()).toBe(0)
    await page.getByRole('button', { name: /Notifications, 1 unread/ }).click()
    const menu = page.getByRole('menu')
    await menu.getByRole('menuitem', { name: new RegExp(TITLES[1]!) }).waitFor()
    expect(await menu.getByRole('menuitem', { name: new RegExp(TITLES[0]!) }).count()).toBe(0)
    await page.keyboard.press('Escape')
  })

  test('the count sits at the bell’s corner, off the icon, and the rows of /notifications are of one height', async () => {
    const page = b.page
    await page.goto(b.url('/notifications'))
    const bell = page.getByRole('button', { name: /Notifications, [1-9]\d* unread/ })
    const icon = await bell.locator('svg').boundingBox()
    const badge = await bell.getByText(/^\d+\+?$/).boundingBox()
    expect(icon && badge).toBeTruthy()
    // The part of the icon under the badge: at most a tenth of it (the badge hid the bell's top half before).
    const overlapX = Math.max(0, Math.min(icon!.x + icon!.width, badge!.x + badge!.width) - Math.max(icon!.x, badge!.x))
    const overlapY = Math.max(0, Math.min(icon!.y + icon!.height, badge!.y + badge!.height) - Math.max(icon!.y, badge!.y))
    expect((overlapX * overlapY) / (icon!.width * icon!.height)).toBeLessThanOrEqual(0.1)
    // A read row and an unread one (with Mark read) of different text lengths: one height (inside the dividing border).
    await page.getByRole('button', { name: `Mark read: ${TITLES[1]}` }).waitFor()
    const heights = await page.locator('main li:has(button:text-is("Open"))').evaluateAll((rows) => rows.map((r) => r.clientHeight))
    expect(heights.length).toBeGreaterThanOrEqual(2)
    expect(new Set(heights).size, heights.join(', ')).toBe(1)
    // At 1366 px (the browser's width here) "Mark read" stays on one line: its text's line boxes share one top.
    expect(page.viewportSize()?.width).toBe(1366)
    const lines = await page.getByRole('button', { name: `Mark read: ${TITLES[1]}` }).evaluate((button) => {
      const range = document.createRange()
      range.selectNodeContents(button)
      return new Set([...range.getClientRects()].filter((r) => r.width > 0).map((r) => Math.round(r.top))).size
    })
    expect(lines).toBe(1)
  })

  test('Notification Settings makes a calendar link that serves iCalendar, and revoking it ends the link', async () => {
    const page = b.page
    await page.goto(b.url('/notification-settings'))
    const card = page.getByRole('region', { name: 'Calendar feed' })
    await card.getByRole('button', { name: /Create calendar link|Renew link/ }).click()
    const link = card.getByRole('textbox', { name: 'Your calendar link' })
    await link.waitFor()
    const url = await link.inputValue()
    const feed = await fetch(url)
    expect(feed.status).toBe(200)
    expect(feed.headers.get('content-type')).toMatch(/^text\/calendar/)
    expect(await feed.text()).toMatch(/^BEGIN:VCALENDAR\r\n/)
    await card.getByRole('button', { name: 'Revoke link' }).click()
    await card.getByText('You have no calendar link.').waitFor()
    expect((await fetch(url)).status).toBe(404)
  })

  for (const mode of ['light', 'dark'] as const) {
    test(`axe finds nothing on /notifications and Notification Settings in ${mode} mode`, async () => {
      await setDarkMode(b, mode === 'dark')
      for (const path of ['/notifications', '/notification-settings']) {
        await b.page.goto(b.url(path))
        await b.page.getByRole('heading', { level: 1 }).waitFor()
        await waitForSettledPage(b.page)
        expect(await axeViolations(b.page), `${path} (${mode})`).toEqual([])
      }
    })
  }
})
