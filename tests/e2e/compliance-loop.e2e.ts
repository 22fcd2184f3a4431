import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import type { Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { businessToday } from '@ihrc/contract'
import { csvOfWorkbook } from '../../server/test/kit/libreoffice'
import { adminToken, api, createUser, type Credentials } from './api'
import { openSignedIn, SHOTS, type Browser } from './browser'
import { choose, input } from './controls'

/**
 * The compliance loop of issue 12 on the built console and the real server: the admin
 * assigns a recommended item to an owner and an approver; the owner submits it with
 * proof; the approver rejects it with a remark; the owner resubmits; the approver
 * approves; the item is in History and in that month's certificate, whose xlsx opens
 * in LibreOffice with the item's row. Owner and approver each use their own browser.
 */

const stamp = Date.now().toString(36).toUpperCase()
const OWNER = `Owner ${stamp}`
const APPROVER = `Approver ${stamp}`
// Long, as real reasons are: a row must stay one line with it, and the reason in view (issue 19 item 6).
const REMARK = `Upload the stamped challan ${stamp}: the register for this branch is missing the signature page and the November wage sheet, please upload both and resubmit`
const MONTHS = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December']

/** The admin's token, for arranging what the UI cannot (users with known passwords) and finding ids. */
let token = ''

interface Item {
  id: number
  code: string
  header: string
}
interface Target {
  company: { id: number; name: string }
  branch: { id: number; name: string }
  item: Item
}

/** The first demo branch with a recommended item that needs proof. */
async function findTarget(): Promise<Target> {
  const branches = await api<{ data: { id: number; name: string; company_id: number; company_name: string }[] }>('branch?page_size=200', {
    token,
  })
  for (const b of branches.data) {
    const items = await api<{ data: (Item & { proof_required: boolean; frequency: string })[] }>(`compliance/recommend?branch_id=${b.id}`, {
      token,
    })
    const item = items.data.find((i) => i.proof_required && i.frequency === 'monthly') ?? items.data[0]
    if (item) return { company: { id: b.company_id, name: b.company_name }, branch: { id: b.id, name: b.name }, item }
  }
  throw new Error('No demo branch has a recommended item')
}

const row = (page: Page, text: string) => page.getByRole('row').filter({ hasText: text })
async function rowAction(page: Page, name: string, action: string) {
  await page.getByRole('button', { name: `More for ${name}` }).click()
  await page.getByRole('menuitem', { name: action }).click()
}

describe('the compliance loop in the browser', () => {
  let admin: Browser
  let owner: Browser
  let approver: Browser
  let ownerLogin: Credentials
  let approverLogin: Credentials
  let work: string
  let target: Target
  let due: { id: number; due_date: string }
  let rowName = ''

  beforeAll(async () => {
    work = mkdtempSync(join(tmpdir(), 'ihrc-compliance-e2e-'))
    token = await adminToken()
    target = await findTarget()
    const roleId = (await api<{ data: { id: number }[] }>(`role?search=${encodeURIComponent('Compliance manager')}`, { token })).data[0]!.id
    const branchIds = [target.branch.id]
    ownerLogin = await createUser(token, { name: OWNER, roleId, branchIds })
    approverLogin = await createUser(token, { name: APPROVER, roleId, branchIds, signatory: true })
    admin = await openSignedIn('compliance-admin')
  })
  afterAll(async () => {
    rmSync(work, { recursive: true, force: true })
  })

  test('the admin sets the certificate template with a live preview', async () => {
    const { page } = admin
    await page.goto(admin.url('/certificate-template'))
    await input(page, 'Header').fill(`Compliance certificate ${stamp}`)
    await input(page, 'Body text').fill('We certify that {company} has complied for {month}. {signatory}')
    await choose(page, 'Signatory', APPROVER, page)
    await expect.poll(async () => (await page.getByRole('figure', { name: 'Preview' }).textContent()) ?? '').toContain(`complied for`)
    expect(await page.getByRole('figure', { name: 'Preview' }).textContent()).toContain(`Signed: ${APPROVER}`)
    await page.getByRole('button', { name: 'Save', exact: true }).click()
    await expect.poll(() => page.getByText('Certificate template saved').count()).toBeGreaterThan(0)
  })

  test('the admin assigns the item from Recommended Checklist to the owner and the approver', async () => {
    const { page } = admin
    await page.goto(admin.url(`/recommended-checklist?company_id=${target.company.id}&branch_id=${target.branch.id}`))
    await page.getByRole('checkbox', { name: `Select ${target.item.code}` }).check()
    await page.getByRole('group', { name: 'Selected rows' }).getByRole('button', { name: 'Assign' }).click()
    const dialog = page.getByRole('dialog', { name: 'Assign' })
    await choose(dialog, 'Owner', OWNER, page)
    await choose(dialog, 'Approver', APPROVER, page)
    await dialog.getByRole('button', { name: 'Assign', exact: true }).click()
    // The server's answer (the list's reload alone would also empty it for a moment).
    await expect.poll(() => page.getByText('1 assigned', { exact: true }).count()).toBeGreaterThan(0)
    // Assigned: no longer recommended for the branch.
    await expect.poll(() => page.getByRole('checkbox', { name: `Select ${target.item.code}` }).count()).toBe(0)

    const items = await api<{ data: { id: number; due_date: string }[] }>(
      `compliance/data?compliance_id=${target.item.id}&branch_id=${target.branch.id}&sort=due_date&order=asc&page_size=1`,
      { token },
    )
    due = items.data[0]!
    rowName = `${target.item.code} due ${due.due_date} at ${target.branch.name}`
  })

  async function submit(b: Browser, withProof: boolean) {
    const { page } = b
    await page.goto(b.url(`/due-compliance?branch_id=${target.branch.id}&within_days=366`))
    await rowAction(page, rowName, 'Update status')
    const dialog = page.getByRole('dialog', { name: 'Update status' })
    await dialog.getByRole('radio', { name: 'Complied', exact: true }).check()
    if (withProof) {
      const proof = join(work, 'challan.pdf')
      writeFileSync(proof, '%PDF-1.4\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF\n')
      await dialog.getByLabel(/^Proof files/).setInputFiles(proof)
    }
    await dialog.getByRole('textbox', { name: /^Remark/ }).fill(withProof ? 'Paid, challan attached' : 'Stamped challan on file')
    await dialog.getByRole('button', { name: 'Submit' }).click()
    // Submitted: off the owner's due list.
    await expect.poll(() => page.getByRole('button', { name: `More for ${rowName}` }).count()).toBe(0)
  }

  test('the owner submits it with proof', async () => {
    owner = await openSignedIn('compliance-owner', { as: ownerLogin })
    await submit(owner, true)
  })

  test('the approver rejects it: first without a remark (told), then with one', async () => {
    approver = await openSignedIn('compliance-approver', { as: approverLogin })
    const { page } = approver
    await page.goto(approver.url(`/status?branch_id=${target.branch.id}`))
    await rowAction(page, rowName, 'Reject')
    const dialog = page.getByRole('dialog', { name: 'Reject' })
    await dialog.getByRole('button', { name: 'Reject', exact: true }).click()
    await expect.poll(() => dialog.getByText('Enter a remark to reject').count()).toBe(1)
    await dialog.getByRole('textbox', { name: /^Remark/ }).fill(REMARK)
    await dialog.getByRole('button', { name: 'Reject', exact: true }).click()
    await expect.poll(() => page.getByRole('button', { name: `More for ${rowName}` }).count()).toBe(0)
  })

  test('the owner sees the rejection and its reason in view at 1366 × 768 on a one-line row, and resubmits', async () => {
    const { page } = owner
    await page.setViewportSize({ width: 1366, height: 768 })
    await page.goto(owner.url(`/due-compliance?branch_id=${target.branch.id}&within_days=366`))
    const rejected = row(page, REMARK).filter({ hasText: 'Rejected' })
    await expect.poll(() => rejected.count()).toBe(1)
    // The reason sits beside the status, inside the window, not off to the right; the row stays one line high.
    const reason = rejected.getByRole('button', { name: new RegExp(`^Upload the stamped challan ${stamp}`) })
    const box = (await reason.boundingBox())!
    expect(box.x).toBeGreaterThan(0)
    expect(box.x + box.width).toBeLessThanOrEqual(1366)
    expect((await rejected.boundingBox())!.height).toBeLessThan(50)
    await page.screenshot({ path: join(SHOTS, 'due-compliance-rejected-1366x768.png') })
    // The whole reason on demand.
    await reason.click()
    await expect
      .poll(() =>
        page
          .getByRole('dialog', { name: /^Remarks on / })
          .getByText(REMARK)
          .count(),
      )
      .toBe(1)
    await page.keyboard.press('Escape')
    await submit(owner, false)
  })

  test('the approver approves; the item is in History', async () => {
    const { page } = approver
    await page.goto(approver.url(`/status?branch_id=${target.branch.id}`))
    await rowAction(page, rowName, 'Approve')
    const dialog = page.getByRole('dialog', { name: 'Approve' })
    await dialog.getByRole('button', { name: 'Approve', exact: true }).click()
    await expect.poll(() => page.getByRole('button', { name: `More for ${rowName}` }).count()).toBe(0)

    await page.goto(approver.url(`/history?branch_id=${target.branch.id}`))
    await expect.poll(() => row(page, target.item.code).filter({ hasText: due.due_date }).count()).toBe(1)
    expect(await row(page, target.item.code).filter({ hasText: due.due_date }).textContent()).toContain('challan.pdf')
  })

  test("the item is in that month's certificate, which opens in LibreOffice with its row", async () => {
    const { page } = admin
    // Only a month that has ended is certified: the admin moves the item's due date into the month just ended.
    const lastMonth = new Date(`${businessToday().slice(0, 7)}-01T00:00:00Z`)
    lastMonth.setUTCDate(0) // the day before the 1st: last month's last day
    const dueDate = `${lastMonth.toISOString().slice(0, 7)}-10`
    await api(`compliance/data/update/${due.id}`, { method: 'PUT', token, body: { due_date: dueDate } })
    due = { ...due, due_date: dueDate }
    const [year, month] = due.due_date.split('-').map(Number) as [number, number]
    await page.goto(admin.url(`/compliance-certificate?company_id=${target.company.id}&year=${year}&month=${month}`))
    const name = `${target.company.name} ${MONTHS[month - 1]} ${year}`
    await page.getByRole('button', { name: `Generate ${name}` }).click()
    const downloadButton = page.getByRole('button', { name: `Download ${name}` })
    // The demo's other items of that month are open: the console asks first, and the certificate lists them as exceptions.
    const ask = page.getByRole('dialog', { name: `Generate ${name} with open items?` })
    await expect.poll(async () => (await ask.count()) + (await downloadButton.count())).toBeGreaterThan(0)
    if (await ask.count()) await ask.getByRole('button', { name: 'Generate', exact: true }).click()
    await expect.poll(() => downloadButton.count()).toBe(1)
    const [download] = await Promise.all([page.waitForEvent('download'), downloadButton.click()])
    expect(download.suggestedFilename()).toMatch(/\.xlsx$/)
    const text = await csvOfWorkbook(readFileSync(await download.path()))
    expect(text).toContain(target.item.code)
    expect(text.split('\n').find((line) => line.includes(target.item.code))).toContain(target.branch.name)
  })
})
