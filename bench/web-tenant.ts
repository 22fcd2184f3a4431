// The tenant the browser benches (web.ts, page-trace.ts) measure: the demo tenant signed
// in as a bench admin, its branches copied up to a count so the branch page fills 200 rows.
import type { Page } from 'playwright-core'
const API = '/ihrc-api/companyadmin'
export const WEB_ADMIN = { ADMIN_EMAIL: 'web-bench@bench.test', ADMIN_PASSWORD: 'Bench-Pass-123' }
/** Branches the tenant has once seeded: a 200-row page, and more. */
export const WEB_BRANCHES = 220
export const BRANCH_PAGE = '/group-company-setup/branch?page_size=200'

/** Signs `admin` in through the sign-in page in `page` (its browser context keeps the session), then closes the page. */
export async function signInThroughPage(page: Page, baseURL: string, admin: typeof WEB_ADMIN): Promise<void> {
  page.setDefaultTimeout(180_000)
  await page.goto(`${baseURL}/companyadmin/sign-in`)
  await page.getByLabel('Email', { exact: true }).fill(admin.ADMIN_EMAIL)
  await page.getByLabel('Password', { exact: true }).fill(admin.ADMIN_PASSWORD)
  await page.getByRole('button', { name: /sign in/i }).click()
  await page.waitForURL('**/companyadmin/home')
  await page.close()
}

export async function api<T>(baseURL: string, path: string, token: string | null, body?: unknown): Promise<T> {
  const res = await fetch(`${baseURL}${API}/${path}`, {
    method: body ? 'POST' : 'GET',
    headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
    body: body ? JSON.stringify(body) : undefined,
  })
  if (!res.ok) throw new Error(`${path}: ${res.status} ${await res.text()}`)
  return (await res.json()) as T
}

/** The demo tenant's first branch, copied WEB_BRANCHES times under new names. */
export async function seedBranches(baseURL: string): Promise<void> {
  const { data } = await api<{ data: { token: string } }>(baseURL, 'login', null, {
    email: WEB_ADMIN.ADMIN_EMAIL,
    password: WEB_ADMIN.ADMIN_PASSWORD,
  })
  const list = await api<{ data: Record<string, unknown>[] }>(baseURL, 'branch?page_size=1', data.token)
  const { id: _id, gstin: _gstin, name, ...model } = list.data[0]!
  for (let i = 0; i < WEB_BRANCHES; i++)
    await api(baseURL, 'branch', data.token, { ...model, gstin: null, name: `${String(name)} ${i + 1}` })
}
