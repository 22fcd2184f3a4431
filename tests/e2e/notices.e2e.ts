import { join } from 'node:path'
import type { Page } from 'playwright-core'
import { beforeAll, describe, expect, test } from 'vitest'
import { businessToday } from '@ihrc/contract'
import { adminToken, api, createUser } from './api'
import { axeViolations } from './axe'
import { SHOTS, openSignedIn, type Browser } from './browser'
import { choose, input } from './controls'

/**
 * A notice from receipt to an approved edit (issue 22 "Must show"), on the built console
 * and the real server: the admin adds a notice with its copy, follows it up and replies
 * with two documents (the reply closes it); a user who adds and edits notices but may
 * not decide their edits asks for a change; the admin approves it under Notice Edit
 * Permission; the notice's timeline shows all of it, and its page the new value.
 */

const stamp = Date.now().toString(36).toUpperCase()
const REF = `E2E/NOTICE/${stamp}`
const FOLLOW_UP = `E2E/FOLLOW/${stamp}`
const ROLE = `E2E notice clerk ${stamp}`
const REASON = `The hearing moved (${stamp})`

const pdf = (name: string) => ({
  name,
  mimeType: 'application/pdf',
  buffer: Buffer.from(`%PDF-1.7\n% ${name}\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n`),
})

function daysAgo(n: number): string {
  const d = new Date(`${businessToday()}T00:00:00Z`)
  d.setUTCDate(d.getUTCDate() - n)
  return d.toISOString().slice(0, 10)
}

const row = (page: Page, ref: string) => page.getByRole('row').filter({ hasText: ref })

describe('a notice: copy, follow-up, reply with two documents, edit requested and approved, all on the timeline', () => {
  let admin: Browser
  let clerk: Browser
  let company: string
  let noticeUrl: string
  beforeAll(async () => {
    const token = await adminToken()
    const first = (await api<{ data: { id: number; name: string }[] }>('company?page_size=1&sort=name', { token })).data[0]!
    company = first.name
    // A user sees the notices of the companies they hold a branch of.
    const branch = (await api<{ data: { id: number }[] }>(`branch?company_id=${first.id}&page_size=1`, { token })).data[0]!
    const permissions = ['list', 'create', 'edit'].map((action) => `remittance.notice_tracker:${action}`)
    const clerkLogin = await createUser(token, { name: `Notice clerk ${stamp}`, role: ROLE, permissions, branchIds: [branch.id] })
    admin = await openSignedIn('notices-admin')
    clerk = await openSignedIn('notices-clerk', { as: clerkLogin })
  })

  test('the admin adds the notice with its copy', async () => {
    const { page } = admin
    await page.goto(admin.url(`/notice-tracker?search=${encodeURIComponent(REF)}`))
    await page.getByRole('button', { name: 'Add notice' }).click()
    const form = page.getByRole('dialog', { name: 'Add notice' })
    await form.waitFor()
    // Checked in Chromium rather than jsdom: the dialogs' focus guards (floating-ui) pass here.
    expect(await axeViolations(page)).toEqual([])
    await choose(form, 'Company', company, page)
    await choose(form, 'Notice type', 'Show cause notice', page)
    await input(form, 'Reference number').fill(REF)
    await input(form, 'Notice date').fill(daysAgo(10))
    await input(form, 'Reply due date').fill(daysAgo(-5))
    await input(form, 'Next hearing date').fill(daysAgo(-20))
    await input(form, 'Hearing place').fill('ESIC Regional Office, Pune')
    await input(form, 'Notice copy').setInputFiles(pdf('notice-copy.pdf'))
    await form.getByRole('button', { name: 'Save' }).click()
    await expect.poll(() => row(page, REF).count()).toBe(1)
    await expect.poll(() => row(page, REF).getByText('due in 5 days').count()).toBe(1)
    await row(page, REF)
      .getByRole('button', { name: `More for ${REF}` })
      .click()
    await page.getByRole('menuitem', { name: 'Open' }).click()
    await page.getByRole('heading', { name: `Notice ${REF}` }).waitFor()
    noticeUrl = page.url()
    expect(await page.getByRole('button', { name: 'notice-copy.pdf' }).count()).toBe(1)
  })

  test('follows it up with a new notice and its own copy; the thread shows both', async () => {
    const { page } = admin
    await page.getByRole('button', { name: 'Add follow-up' }).click()
    const dialog = page.getByRole('dialog', { name: `Follow-up to ${REF}` })
    await dialog.waitFor()
    expect(await axeViolations(page)).toEqual([])
    await input(dialog, 'Notice type').fill('Summons')
    await input(dialog, 'Reference number').fill(FOLLOW_UP)
    await input(dialog, 'Notice date').fill(daysAgo(2))
    await input(dialog, 'Notice copy').setInputFiles(pdf('summons.pdf'))
    await dialog.getByRole('button', { name: 'Save follow-up' }).click()
    await expect.poll(() => dialog.count()).toBe(0)
    const thread = page.getByRole('list').filter({ hasText: FOLLOW_UP })
    await expect.poll(() => thread.getByRole('link', { name: new RegExp(FOLLOW_UP) }).count()).toBe(1)
  })

  test('replies with two documents; the reply closes the notice', async () => {
    const { page } = admin
    await page.getByRole('button', { name: 'Reply', exact: true }).click()
    const dialog = page.getByRole('dialog', { name: `Reply to ${REF}` })
    await dialog.waitFor()
    expect(await axeViolations(page)).toEqual([])
    await input(dialog, 'Sent on').fill(daysAgo(1))
    await input(dialog, 'Reply').fill('Contributions for the period were paid; challans attached.')
    await input(dialog, 'Documents').setInputFiles([pdf('reply-letter.pdf'), pdf('challans.pdf')])
    await dialog.getByRole('button', { name: 'Save reply' }).click()
    await expect.poll(() => dialog.count()).toBe(0)
    await expect.poll(() => page.getByRole('button', { name: 'challans.pdf' }).count()).toBe(1)
    expect(await page.getByRole('button', { name: 'reply-letter.pdf' }).count()).toBe(1)
    const facts = page.getByRole('definition').filter({ hasText: /^Closed$/ })
    await expect.poll(() => facts.count()).toBe(1)
  })

  test('a user who may not decide notice edits asks for one', async () => {
    const { page } = clerk
    await page.goto(clerk.url(`/notice-tracker?search=${encodeURIComponent(REF)}`))
    await expect.poll(() => row(page, REF).count()).toBe(1)
    expect(
      await row(page, REF)
        .getByRole('button', { name: `Edit ${REF}` })
        .count(),
    ).toBe(0)
    await row(page, REF)
      .getByRole('button', { name: `Request edit of ${REF}` })
      .click()
    const drawer = page.getByRole('dialog', { name: `Request edit of ${REF}` })
    await input(drawer, 'Hearing place').fill('Labour Court, Pune')
    await input(drawer, 'Reason').fill(REASON)
    await drawer.getByRole('button', { name: 'Send request' }).click()
    await expect.poll(() => page.getByText('Edit request sent').count()).toBeGreaterThan(0)
  })

  test('the admin approves it under Notice Edit Permission; the timeline shows every step and the page the new place', async () => {
    const { page } = admin
    await page.goto(admin.url('/notice-edit-permission'))
    const request = page.getByRole('row').filter({ hasText: REASON })
    await expect.poll(() => request.count()).toBe(1)
    await request.getByRole('button', { name: `Approve the request for ${REF}` }).click()
    await page
      .getByRole('dialog', { name: `Approve edit request for ${REF}?` })
      .getByRole('button', { name: 'Approve' })
      .click()
    // The toast comes with the server's answer; the row alone can vanish while the list reloads,
    // and leaving then would cancel the approval still on its way (seen on a loaded CI runner).
    await expect.poll(() => page.getByText('Edit request approved').count()).toBeGreaterThan(0)
    await expect.poll(() => request.count()).toBe(0)

    await page.goto(noticeUrl)
    const timeline = page.getByRole('list', { name: 'Notice timeline' })
    await expect.poll(() => timeline.getByText(/^Edit approved by/).count()).toBe(1)
    // The approval applies the change: its entry carries the field's before and after (no separate "Edited").
    for (const step of [/^Created by/, /^Followed up by/, /^Replied by/, /^Closed by/, /^Edit requested by/])
      expect(await timeline.getByText(step).count(), String(step)).toBeGreaterThan(0)
    expect(await timeline.getByText(`Followed up by ${FOLLOW_UP}`).count()).toBe(1)
    // Proposed in the request, applied by the approval.
    expect(await timeline.getByText('hearing place: ESIC Regional Office, Pune → Labour Court, Pune').count()).toBe(2)
    const hearing = page.getByRole('definition').filter({ hasText: `${daysAgo(-20)}, Labour Court, Pune` })
    expect(await hearing.count()).toBe(1)
    await page.screenshot({ path: join(SHOTS, 'notice-timeline.png'), fullPage: true })
  })
})
