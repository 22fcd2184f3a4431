import { screen } from '@testing-library/react'
import { HttpResponse } from 'msw'
import type * as AuthApi from '@/services/auth-api'
import { afterEach, beforeEach, expect, test, vi } from 'vitest'
import { MENU_PAGES } from '@/app/pages'
import { appConfig } from '@/configs/app.config'
import { sendSessionCheck } from '@/services/auth-api'
import { aProfile } from '../mocks/fixtures'
import { onApi } from '../mocks/api'
import { server } from '../mocks/server'
import { freshStore } from '../mocks/session'

/**
 * main.tsx's boot in tasks: each task past 50 ms counts toward Lighthouse's TBT, and on its
 * slowed phone the evaluation of the console's modules, the session check with the store's
 * creation, and the router's creation each take tens of ms (bench/README.md, sessions s41
 * and s42). Here every `nextTask()` waits until the test lets it go, so the test sees what
 * the boot has done at each task's end. Its own file: main.tsx runs once.
 */
const held: (() => void)[] = []
let holding = true
vi.mock('@/utils/next-task', () => ({
  nextTask: () =>
    new Promise<void>((resolve) => {
      if (holding) held.push(resolve)
      else setTimeout(resolve, 0)
    }),
}))
vi.mock('@/services/auth-api', async (importOriginal) => {
  const actual = await importOriginal<typeof AuthApi>()
  return { ...actual, sendSessionCheck: vi.fn(actual.sendSessionCheck) }
})

const root = document.createElement('div')
const reactTest = globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }
beforeEach(() => void (reactTest.IS_REACT_ACT_ENVIRONMENT = false))
afterEach(() => {
  reactTest.IS_REACT_ACT_ENVIRONMENT = true
  root.remove()
})

/** Lets the oldest held task go, once the boot is waiting on one. */
async function nextHeldTask() {
  await vi.waitFor(() => expect(held.length).toBeGreaterThan(0))
  held.shift()!()
}

test('a signed-in boot sends its session check in a task after its modules, and creates its router in a task after that', async () => {
  await freshStore({ signedIn: true })
  server.use(onApi.get('profile', () => HttpResponse.json({ data: aProfile({ type: 'admin', name: 'Asha Rao' }) })))
  history.replaceState(null, '', `${appConfig.basename}/home`)
  root.id = 'root'
  document.body.append(root)
  const homePage = MENU_PAGES['dashboard.dashboard']!
  const pageAsked = vi.fn(homePage)
  MENU_PAGES['dashboard.dashboard'] = pageAsked

  const booted = import('@/main')
  // The modules are evaluated and the boot waits for a task of its own: nothing sent, nothing matched.
  await vi.waitFor(() => expect(held).toHaveLength(1), { timeout: 10_000 })
  expect(sendSessionCheck).not.toHaveBeenCalled()
  expect(pageAsked).not.toHaveBeenCalled()

  await nextHeldTask()
  // The session check is on its way and the store exists; the router waits for the next task.
  await vi.waitFor(() => expect(held).toHaveLength(1))
  expect(sendSessionCheck).toHaveBeenCalledTimes(1)
  expect(pageAsked).not.toHaveBeenCalled()

  holding = false
  await nextHeldTask()
  await booted
  expect(pageAsked).toHaveBeenCalled()
  expect(await screen.findByRole('heading', { level: 1, name: 'Welcome, Asha Rao' }, { timeout: 10_000 })).toBeInTheDocument()
})
