import { screen } from '@testing-library/react'
import type * as AuthApi from '@/services/auth-api'
import { expect, test, vi } from 'vitest'
import { mainEntryPage } from './main-entry'
import { sendSessionCheck } from '@/services/auth-api'

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

const entry = mainEntryPage()

/** Lets the oldest held task go, once the boot is waiting on one. */
async function nextHeldTask() {
  await vi.waitFor(() => expect(held.length).toBeGreaterThan(0))
  held.shift()!()
}

test('a signed-in boot sends its session check in a task after its modules, and creates its router in a task after that', async () => {
  const { pageAsked } = await entry.signedInReloadAt('/home')

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
