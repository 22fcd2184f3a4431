/** The demo tenant opens Notice Tracker filled: due soon, overdue, a hearing, a closed notice and a follow-up thread. */
import { afterAll, beforeAll, expect, it } from 'vitest'
import { seedDemo } from '../../src/modules/demo-tenant'
import { setupTestApp, type TestContext } from '../helpers'
import { API } from '../organisation/fixtures'

let t: TestContext
beforeAll(async () => {
  t = await setupTestApp()
})
afterAll(() => t.close())

it('seeds notices the list, the attention count and the thread show', async () => {
  await seedDemo(t.db, { adminEmail: 'demo-notices@test.local', adminPassword: 'Demo-password-1' })
  const login = await t.app.inject({
    method: 'POST',
    url: `${API}/login`,
    payload: { email: 'demo-notices@test.local', password: 'Demo-password-1' },
  })
  const headers = t.bearer(login.json().data.token)
  const get = async (url: string) => (await t.app.inject({ method: 'GET', url: `${API}${url}`, headers })).json()
  const all = (await get('/noticetracker?page_size=50')).data as { id: number; status: string; parent: { id: number } | null }[]
  expect(all).toHaveLength(5)
  expect(all.filter((n) => n.status === 'Closed')).toHaveLength(1)
  // Due in 3 days, overdue by 5, a hearing in 6 days, and the follow-up due in 5.
  expect((await get('/noticetracker?attention=true')).meta.total).toBe(4)
  const child = all.find((n) => n.parent)!
  const timeline = (await get(`/noticetracker/timeline/${child.parent!.id}`)).data
  expect(timeline.thread.map((n: { id: number }) => n.id)).toEqual([child.parent!.id, child.id])
})
