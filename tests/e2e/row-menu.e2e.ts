import { join } from 'node:path'
import { beforeAll, describe, expect, test } from 'vitest'
import { SHOTS, LAPTOP, openSignedIn, type Browser } from './browser'

/**
 * Issue 19 item 3: a row's "⋯" menu was drawn under the next rows' pinned Actions cells,
 * so its lower items could be reached only by keyboard. Here a pointer clicks them, on a
 * middle row of the PF tracker list at 1366 × 768 (the demo tenant's payments): the
 * browser clicks only what is really on top at that point, so a covered item fails.
 */
describe('a middle row’s menu on a tracker list, at 1366 px', () => {
  let b: Browser
  beforeAll(async () => {
    b = await openSignedIn('row-menu', { viewport: LAPTOP })
  })

  test('Documents and History are clicked with the pointer and open their drawers', async () => {
    const { page } = b
    await page.goto(b.url('/pf-tracker'))
    const menus = page.getByRole('button', { name: /^More for / })
    await expect.poll(() => menus.count()).toBeGreaterThan(4)
    const middle = menus.nth(2)
    const name = (await middle.getAttribute('aria-label'))!.replace(/^More for /, '')

    await middle.click()
    const documents = page.getByRole('menuitem', { name: 'Documents' })
    // The item is on top where it is drawn: nothing of the next rows covers it.
    const box = (await documents.boundingBox())!
    const onTop = await page.evaluate(({ x, y }) => document.elementFromPoint(x, y)?.closest('[role="menuitem"]')?.textContent ?? null, {
      x: box.x + box.width / 2,
      y: box.y + box.height / 2,
    })
    expect(onTop).toBe('Documents')
    await page.screenshot({ path: join(SHOTS, 'row-menu-open-1366.png') })
    await documents.click()
    const drawer = page.getByRole('dialog', { name: `Documents of ${name}` })
    await drawer.waitFor()
    await drawer.getByRole('button', { name: 'Done' }).click()
    await drawer.waitFor({ state: 'detached' })

    await middle.click()
    await page.getByRole('menuitem', { name: 'History' }).click()
    await page.getByRole('dialog', { name: `History of ${name}` }).waitFor()
  })
})
