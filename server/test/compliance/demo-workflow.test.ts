/** The demo as a server's start seeds it, given the file store: documents where the console shows them. */
import { afterAll, beforeAll, expect, it } from 'vitest'
import { DEMO_CHECKER } from '../../src/modules/compliance/demo'
import { seedDemo } from '../../src/modules/demo-tenant'
import { setupTestApp, type TestContext } from '../helpers'
import { API } from '../organisation/fixtures'

let t: TestContext
let headers: { authorization: string }
beforeAll(async () => {
  t = await setupTestApp()
  // As a server's start seeds it: with the file store, so the demo's items carry their proof.
  await seedDemo(t.db, { adminEmail: 'demo-admin@test.local', adminPassword: 'Demo-password-1' }, { files: t.app.files })
  const login = await t.app.inject({
    method: 'POST',
    url: `${API}/login`,
    payload: { email: 'demo-admin@test.local', password: 'Demo-password-1' },
  })
  headers = t.bearer(login.json().data.token)
})
afterAll(() => t.close())

interface Item {
  id: number
  status: string
  due_date: string
  complied_on: string | null
  complied_with_delay: boolean
  proof: { id: number; name: string }[]
  approved_by: { name: string } | null
  submitted_by: { name: string } | null
}
// By the stored status, as the Status tabs ask (a rejected item past its due date lists as Overdue by `data_status`).
const list = async (status: string) =>
  (await t.app.inject({ method: 'GET', url: `${API}/compliance/data?status=${status}&page_size=50`, headers })).json().data as Item[]

it('a started demo shows the maker-checker trail: approved items in History, one rejected with its reason, one awaiting the checker', async () => {
  const approved = await list('approved')
  expect(approved).toHaveLength(3)
  expect(approved.every((i) => i.approved_by?.name === DEMO_CHECKER.name && i.submitted_by?.name === 'Demo Admin')).toBe(true)
  expect(approved.filter((i) => i.complied_with_delay)).toHaveLength(1)
  expect(approved.filter((i) => !i.complied_with_delay && i.complied_on === i.due_date)).toHaveLength(2)

  const [rejected, ...moreRejected] = await list('rejected')
  expect(moreRejected).toHaveLength(0)
  // The reason reaches the owner with the item (the Status column and the row's trail).
  expect(JSON.stringify(rejected)).toContain('upload the receipt for this period')

  expect(await list('submitted')).toHaveLength(1)

  // Each proof is a stored PDF, downloaded as any upload is.
  for (const item of [...approved, rejected!]) {
    expect(item.proof).toHaveLength(1)
    const file = await t.app.inject({ method: 'GET', url: `${API}/compliance/data/${item.id}/proof/${item.proof[0]!.id}`, headers })
    expect(file.statusCode).toBe(200)
    expect(file.rawPayload.subarray(0, 5).toString()).toBe('%PDF-')
  }
})

it("a started demo's notices each have their copy, a PDF downloaded as any upload is", async () => {
  const notices = (await t.app.inject({ method: 'GET', url: `${API}/noticetracker?page_size=50`, headers })).json().data as {
    id: number
    document: { name: string } | null
  }[]
  expect(notices.length).toBeGreaterThanOrEqual(5)
  for (const notice of notices) {
    expect(notice.document?.name).toMatch(/\.pdf$/)
    const copy = await t.app.inject({ method: 'GET', url: `${API}/noticetracker/${notice.id}/document`, headers })
    expect(copy.statusCode).toBe(200)
    expect(copy.rawPayload.subarray(0, 5).toString()).toBe('%PDF-')
  }
})
