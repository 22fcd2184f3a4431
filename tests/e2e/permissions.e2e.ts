import type { Page } from 'playwright-core'
import { beforeAll, describe, expect, test } from 'vitest'
import { adminToken, api, createUser, type Credentials } from './api'
import { openSignedIn, type Browser } from './browser'

/**
 * Permissions end to end, on the built console and the real server: an admin makes a
 * designation with only "Branch: view", a user holds it; in a second browser that user
 * sees only what the designation allows, a read-only branch list and the no-access
 * page on a deep link to User Setup; then the admin grants "Branch: edit" and the
 * user's next page load has it, without signing in again.
 */

const stamp = Date.now().toString(36).toUpperCase()
const ROLE = `E2E Viewer ${stamp}`

const row = (page: Page, name: string) => page.getByRole('row').filter({ hasText: name })

async function setBranchAccess(b: Browser, column: 'View' | 'Edit') {
  const { page } = b
  await page.goto(b.url('/designation'))
  await page.getByRole('button', { name: `More for ${ROLE}` }).click()
  await page.getByRole('menuitem', { name: 'Modify access' }).click()
  const table = page.getByRole('table', { name: `Access of ${ROLE}` })
  await table.getByRole('checkbox', { name: `Company Setup / Branch: ${column}` }).check()
  await page.getByRole('button', { name: 'Save access' }).click()
  await page.waitForURL('**/companyadmin/designation')
}

describe('permissions in the browser', () => {
  let admin: Browser
  let viewer: Browser
  let viewerLogin: Credentials
  beforeAll(async () => {
    admin = await openSignedIn('perm-admin')
  })

  test('the admin creates a designation with only "Branch: view" and a user holding it', async () => {
    const { page } = admin
    await page.goto(admin.url('/designation'))
    await page.getByRole('button', { name: 'Add designation' }).click()
    const drawer = page.getByRole('dialog', { name: 'Add designation' })
    await drawer.getByLabel(/^Designation\s*\*?$/).fill(ROLE)
    await drawer.getByRole('button', { name: 'Save' }).click()
    await expect.poll(() => row(page, ROLE).count()).toBe(1)
    await setBranchAccess(admin, 'View')
    await expect.poll(() => row(page, ROLE).filter({ hasText: '1 grant' }).count()).toBe(1)

    // The user form invites by mail (no password field); the test needs a known password, so the API creates them.
    const token = await adminToken()
    const roles = await api<{ data: { id: number; name: string }[] }>(`role?search=${encodeURIComponent(ROLE)}`, { token })
    const branches = await api<{ data: { id: number }[] }>('branch?page_size=200', { token })
    viewerLogin = await createUser(token, { name: `Viewer ${stamp}`, roleId: roles.data[0]!.id, branchIds: branches.data.map((b) => b.id) })
  })

  test('the user sees only what the designation allows; branches read-only; User Setup is no-access', async () => {
    viewer = await openSignedIn('perm-viewer', { as: viewerLogin })
    const { page } = viewer
    const nav = page.getByRole('navigation', { name: 'Main' }).first()
    await expect.poll(async () => (await nav.textContent()) ?? '').toContain('Company Setup')
    const menu = (await nav.textContent()) ?? ''
    for (const hidden of ['Audit Checklist', 'Remittance Tracker', 'External User', 'User Setup']) expect(menu).not.toContain(hidden)
    // Global Settings shows only what is open to every signed-in user: their own Notification
    // Settings (issue 23) and the Statutory Rules (issue 21).
    expect(menu).toContain('Notification Settings')
    expect(menu).toContain('Statutory Rules')
    expect(menu).not.toContain('Designation')

    await page.goto(viewer.url('/group-company-setup/branch'))
    await expect.poll(() => page.getByRole('table').count()).toBeGreaterThan(0)
    expect(await page.getByRole('button', { name: 'Add branch' }).count()).toBe(0)
    expect(await page.getByRole('button', { name: /^Edit / }).count()).toBe(0)

    await page.goto(viewer.url('/user-setup'))
    await expect.poll(() => page.getByRole('heading', { name: 'No access' }).count()).toBe(1)
  })

  test('the admin grants "Branch: edit"; the user has it on the next page load, still signed in', async () => {
    await setBranchAccess(admin, 'Edit')
    const { page } = viewer
    await page.goto(viewer.url('/group-company-setup/branch'))
    // Edit, not create: still no Add button, but each row can now be edited.
    await page
      .getByRole('button', { name: /^Edit / })
      .first()
      .click()
    await page.waitForURL('**/group-company-setup/branch/*/edit')
    expect(await page.getByRole('button', { name: 'Add branch' }).count()).toBe(0)
    expect(await page.getByRole('heading', { name: 'No access' }).count()).toBe(0)
  })
})
