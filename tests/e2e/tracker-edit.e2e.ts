import { join } from 'node:path'
import type { Page } from 'playwright-core'
import { beforeAll, describe, expect, test } from 'vitest'
import { adminToken, api, createUser } from './api'
import { SHOTS, openSignedIn, type Browser } from './browser'
import { choose, pickMonth } from './controls'
import { sql } from './database'

/**
 * A PF tracker row's edit rules end to end (DOMAIN.md "Editing an existing tracker row"),
 * on the built console and the real server: an uploader (a user granted the PF tracker's
 * view and create) adds April's row and corrects it within 24 hours; once the row was
 * uploaded 25 hours ago (moved back in the database, never waited for) the same user
 * must send an edit request; the admin approves it on Edit permission; the row shows
 * the new value and its history the edit, the request and the approval.
 */

const stamp = Date.now().toString(36).toUpperCase()
const ROLE = `E2E PF uploader ${stamp}`
// A PF code of this run only: five letters and ten digits.
const PF_CODE = `MHBAN${String(Date.now()).slice(-10)}`
const NAME = `${PF_CODE} Apr 2025`

const labelled = (label: string) => new RegExp(`^${label.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}\\s*\\*?$`)
const row = (page: Page) => page.getByRole('row').filter({ hasText: PF_CODE })

describe('a PF tracker row: edit within 24 hours, then request, approve, history', () => {
  let admin: Browser
  let uploader: Browser
  let company: string
  beforeAll(async () => {
    const token = await adminToken()
    const first = (await api<{ data: { id: number; name: string }[] }>('company?page_size=1&sort=name', { token })).data[0]!
    company = first.name
    await api('pfsetup', { method: 'POST', token, body: { company_id: first.id, pf_code: PF_CODE } })
    // Users see the registrations of their branches' companies: the uploader works at one of this company's branches.
    const branch = (await api<{ data: { id: number }[] }>(`branch?company_id=${first.id}&page_size=1`, { token })).data[0]!
    const permissions = ['list', 'create'].map((action) => `remittance.pf_tracker:${action}`)
    const uploaderLogin = await createUser(token, { name: `Uploader ${stamp}`, role: ROLE, permissions, branchIds: [branch.id] })

    admin = await openSignedIn('tracker-admin')
    uploader = await openSignedIn('tracker-uploader', { as: uploaderLogin })
  })

  test('the uploader adds April and edits the row directly within 24 hours', async () => {
    const { page } = uploader
    // Searched for this run's code: the demo tenant's own PF rows fill the first pages.
    await page.goto(uploader.url(`/pf-tracker?search=${PF_CODE}`))
    await page.getByRole('button', { name: 'Add PF tracker row' }).click()
    const form = page.getByRole('dialog', { name: 'Add PF tracker row' })
    await choose(form, 'Company', company, page)
    await choose(form, 'PF code', PF_CODE, page)
    await pickMonth(form, 'Period', '2025-04', page)
    await form.getByLabel(labelled('Payment date')).fill('2025-05-20')
    await form.getByLabel(labelled('TRRN')).fill('TRRN0001')
    await form.getByRole('button', { name: 'Save' }).click()
    await expect.poll(() => row(page).count()).toBe(1)

    await row(page)
      .getByRole('button', { name: `Edit ${NAME}` })
      .click()
    const drawer = page.getByRole('dialog', { name: 'Edit PF tracker row' })
    await drawer.getByLabel(labelled('TRRN')).fill('TRRN0002')
    await drawer.getByRole('button', { name: 'Save' }).click()
    await expect.poll(() => row(page).getByText('TRRN0002').count()).toBe(1)
  })

  test('25 hours after the upload the same user may only request the edit', async () => {
    const moved = await sql(
      `update tracker_rows set created_at = created_at - interval '25 hours'
        where family = 'pf' and pf_setup_id = (select id from pf_setups where pf_code = $1)`,
      [PF_CODE],
    )
    expect(moved.rowCount).toBe(1)
    const { page } = uploader
    await page.reload()
    await expect
      .poll(() =>
        row(page)
          .getByRole('button', { name: `Request edit of ${NAME}` })
          .count(),
      )
      .toBe(1)
    expect(
      await row(page)
        .getByRole('button', { name: `Edit ${NAME}` })
        .count(),
    ).toBe(0)

    await row(page)
      .getByRole('button', { name: `Request edit of ${NAME}` })
      .click()
    const drawer = page.getByRole('dialog', { name: `Request edit of ${NAME}` })
    await drawer.getByLabel(labelled('TRRN')).fill('TRRN0003')
    await drawer.getByLabel(labelled('Reason')).fill('The bank corrected the TRRN')
    await drawer.getByRole('button', { name: 'Send request' }).click()
    await expect.poll(() => page.getByText('Edit request sent').count()).toBeGreaterThan(0)
  })

  test('the admin approves on Edit permission; the row has the new value and its history the three events', async () => {
    const { page } = admin
    await page.goto(admin.url('/group-company-setup/edit-permission'))
    const request = page.getByRole('row').filter({ hasText: 'The bank corrected the TRRN' })
    await expect.poll(() => request.getByText('PF tracker', { exact: true }).count()).toBe(1)
    await request.getByRole('button', { name: /^Approve the request/ }).click()
    await page
      .getByRole('dialog', { name: /^Approve edit request/ })
      .getByRole('button', { name: 'Approve' })
      .click()
    await expect.poll(() => request.count()).toBe(0)

    const own = uploader.page
    await own.reload()
    await expect.poll(() => row(own).getByText('TRRN0003').count()).toBe(1)
    await row(own)
      .getByRole('button', { name: `More for ${NAME}` })
      .click()
    await own.getByRole('menuitem', { name: 'History' }).click()
    const history = own.getByRole('list', { name: `History of ${NAME}` })
    await expect.poll(() => history.getByText(/^Edited by/).count()).toBe(1)
    expect(await history.getByText(/^Edit requested by/).count()).toBe(1)
    expect(await history.getByText(/^Edit request approved by/).count()).toBe(1)
    await own.screenshot({ path: join(SHOTS, 'tracker-history.png'), fullPage: true })
  })
})
