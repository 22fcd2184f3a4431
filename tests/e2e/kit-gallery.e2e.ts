import { afterAll, beforeAll, describe, expect, inject, test } from 'vitest'
import { axeViolations } from './axe'
import { openBrowser, type Browser } from './browser'
import { startDevConsole } from './dev-console'

// The gallery exists in development only: these tests run it on Vite's dev server.
describe('widget kit gallery (/kit, development)', () => {
  let b: Browser
  let dev: Awaited<ReturnType<typeof startDevConsole>>
  beforeAll(async () => {
    dev = await startDevConsole(inject('baseURL'))
    b = await openBrowser('kit', { baseURL: dev.baseURL })
    await b.page.goto(b.url('/kit'))
    await b.page.getByRole('heading', { name: 'Widget kit gallery (development)' }).waitFor()
    // The auto-closing alert fades out 3 s after load: measured mid-fade, its colours
    // fail contrast. Check the page once it has gone (a persistent danger alert stays).
    await b.page.getByText('This alert closes itself after 3 seconds.').waitFor({ state: 'detached' })
  })
  afterAll(async () => {
    await dev?.close()
  })

  // The popups are checked open too: they carry most of the roles and colours.
  for (const mode of ['light', 'dark'] as const) {
    test(`no WCAG 2.1 AA violations in ${mode} mode, with menus, calendar and dialog open`, async () => {
      const { page } = b
      if (mode === 'dark') {
        await page.getByRole('button', { name: 'Dark mode' }).click()
        await expect.poll(() => page.evaluate(() => document.documentElement.classList.contains('dark'))).toBe(true)
        // Off every widget, so no hover colour is measured (the colour transitions are waited for by axeViolations).
        await page.mouse.move(0, 0)
      }
      expect(await axeViolations(page)).toEqual([])

      await page.getByRole('combobox', { name: 'Acts (multiple)' }).click()
      await page.getByRole('listbox', { name: 'Acts (multiple)' }).waitFor()
      expect(await axeViolations(page)).toEqual([])
      await page.keyboard.press('Escape')

      await page.getByRole('button', { name: 'Choose date' }).first().click()
      await page.getByRole('grid').waitFor()
      expect(await axeViolations(page)).toEqual([])
      await page.keyboard.press('Escape')

      await page.getByRole('button', { name: 'Actions for Pune Central' }).click()
      await page.getByRole('menu').waitFor()
      expect(await axeViolations(page)).toEqual([])
      await page.keyboard.press('Escape')

      await page.getByRole('button', { name: 'Open dialog' }).click()
      await page.getByRole('dialog', { name: 'Delete branch Pune Central?' }).waitFor()
      expect(await axeViolations(page)).toEqual([])
      await page.keyboard.press('Escape')
      await page.getByRole('dialog').waitFor({ state: 'detached' })
    })
  }

  // Each widget is focused and then driven by keys only: no clicks below.
  test('every interactive widget works by keyboard alone', async () => {
    const { page } = b
    const key = (k: string) => page.keyboard.press(k)

    const act = page.getByRole('combobox', { name: 'Act (search or create)' })
    await act.focus()
    await key('ArrowDown')
    await expect.poll(() => act.getAttribute('aria-expanded')).toBe('true')
    await key('ArrowDown')
    await key('Enter')
    await expect.poll(() => act.getAttribute('aria-expanded')).toBe('false')
    await expect.poll(() => act.inputValue()).not.toBe('')

    const acts = page.getByRole('combobox', { name: 'Acts (multiple)' })
    const chips = page.getByRole('button', { name: /^Remove / })
    const before = await chips.count()
    await acts.focus()
    await key('ArrowDown')
    await key('ArrowDown')
    await key('Enter')
    await expect.poll(() => chips.count()).toBe(before + 1)
    await key('Escape')
    await key('Backspace')
    await expect.poll(() => chips.count()).toBe(before)

    const checkbox = page.getByRole('checkbox', { name: 'Send a copy to the branch head' })
    await checkbox.focus()
    await key('Space')
    await expect.poll(() => checkbox.isChecked()).toBe(false)

    await page.getByRole('radio', { name: 'Monthly' }).focus()
    await key('ArrowDown')
    await expect.poll(() => page.getByRole('radio', { name: 'Quarterly' }).isChecked()).toBe(true)

    const reminders = page.getByRole('switch', { name: 'Email reminders' })
    await reminders.focus()
    await key('Space')
    await expect.poll(() => reminders.getAttribute('aria-checked')).toBe('false')

    await page.getByRole('radio', { name: 'List' }).focus()
    await key('ArrowRight')
    await expect.poll(() => page.getByRole('radio', { name: 'Board' }).getAttribute('aria-checked')).toBe('true')

    await page.getByRole('tab', { name: 'PF' }).focus()
    await key('ArrowRight')
    await expect.poll(() => page.getByRole('tab', { name: 'ESI' }).getAttribute('aria-selected')).toBe('true')
    await page.getByText('Employee state insurance contributions.').waitFor()

    const menuButton = page.getByRole('button', { name: 'Actions for Pune Central' })
    await menuButton.focus()
    await key('Enter')
    await page.getByRole('menu').waitFor()
    await key('Escape')
    await page.getByRole('menu').waitFor({ state: 'detached' })
    await expect.poll(() => menuButton.evaluate((el) => el === document.activeElement)).toBe(true)
    // Tab leaves the open menu to the control after its button (the menu is drawn in a portal) and closes it.
    await key('Enter')
    await expect.poll(() => page.evaluate(() => document.activeElement?.getAttribute('role'))).toBe('menuitem')
    await key('Tab')
    await page.getByRole('menu').waitFor({ state: 'detached' })
    await expect.poll(() => page.evaluate(() => document.activeElement?.textContent)).toBe('Show')
    await menuButton.focus()
    // The menu moves focus to its first item a frame after it opens: follow the focus
    // before each key, or a fast key lands on the trigger.
    const focused = () =>
      page.evaluate(() => (document.activeElement?.getAttribute('role') === 'menuitem' ? document.activeElement.textContent : null))
    await key('ArrowDown')
    await expect.poll(focused).toBe('Edit')
    await key('ArrowDown')
    await expect.poll(focused).toBe('Export')
    await key('Enter')
    await page.getByText('Export started').waitFor()

    // A menu of choices on or off: Enter turns the focused one off and the menu stays open for the next.
    await page.getByRole('button', { name: 'Show', exact: true }).focus()
    await key('Enter')
    const checked = () => page.evaluate(() => document.activeElement?.getAttribute('aria-checked'))
    await expect.poll(checked).toBe('true')
    await key('Enter')
    await expect.poll(checked).toBe('false')
    await key('ArrowDown')
    await key(' ')
    await expect.poll(() => page.getByRole('menuitemcheckbox', { name: 'Lease' }).getAttribute('aria-checked')).toBe('false')
    await key('Escape')
    await page.getByRole('menu').waitFor({ state: 'detached' })

    const opener = page.getByRole('button', { name: 'Open dialog' })
    await opener.focus()
    await key('Enter')
    const dialog = page.getByRole('dialog', { name: 'Delete branch Pune Central?' })
    await dialog.waitFor()
    const focusInDialog = () => dialog.evaluate((el) => el.contains(document.activeElement))
    await expect.poll(focusInDialog).toBe(true)
    // Tabbing past the last control lands on a focus guard that sends focus back to the
    // first one: polled, since the hand-back is a frame later on a busy machine.
    for (let i = 0; i < 6; i++) {
      await key('Tab')
      await expect.poll(focusInDialog).toBe(true)
    }
    await key('Escape')
    await dialog.waitFor({ state: 'detached' })
    await expect.poll(() => opener.evaluate((el) => el === document.activeElement)).toBe(true)

    const due = page.getByLabel('Due date (FY 2025-26 only)')
    await page.getByRole('button', { name: 'Choose date' }).first().focus()
    await key('Enter')
    await page.getByRole('grid').waitFor()
    await expect.poll(() => page.getByRole('grid').evaluate((el) => el.contains(document.activeElement))).toBe(true)
    await key('ArrowRight')
    await key('Enter')
    await page.getByRole('grid').waitFor({ state: 'detached' })
    await expect.poll(() => due.inputValue()).toBe('2025-04-16')

    await page.getByRole('button', { name: 'Page 2' }).focus()
    await key('Enter')
    await expect.poll(() => page.getByRole('button', { name: 'Page 2' }).getAttribute('aria-current')).toBe('page')
  })

  test('the branch table renders only the visible rows of 2,000 and sorts from its header', async () => {
    const { page } = b
    const table = page.getByRole('table', { name: 'Branches' })
    const rendered = await table.locator('tbody tr:not([aria-hidden])').count()
    expect(rendered).toBeGreaterThan(5)
    expect(rendered).toBeLessThan(100)
    const header = table.getByRole('columnheader', { name: /Employees/ })
    await header.getByRole('button').click()
    await expect.poll(() => header.getAttribute('aria-sort')).toBe('ascending')
  })

  test('less motion, when the user asks for it: skeletons hold still, the spinner still turns, transitions end at once', async () => {
    const { page } = b
    const spinner = page.getByRole('status').filter({ hasText: 'Loading branches' }).locator('svg')
    const skeleton = page.locator('[class*="animate-pulse"]').first()
    const animated = (el: typeof skeleton) => el.evaluate((node) => node.getAnimations().filter((a) => a.playState === 'running').length)
    const transition = () => page.evaluate(() => getComputedStyle(document.body).transitionDuration)
    // The same page without the wish: both move (the check below could not pass on a page that never moved).
    await page.emulateMedia({ reducedMotion: 'no-preference' })
    await expect.poll(() => animated(skeleton)).toBeGreaterThan(0)
    expect(await animated(spinner)).toBeGreaterThan(0)
    await page.evaluate(() => document.body.classList.add('transition-colors'))
    expect(await transition()).not.toBe('0s')
    try {
      await page.emulateMedia({ reducedMotion: 'reduce' })
      await expect.poll(() => animated(skeleton)).toBe(0)
      expect(await animated(spinner)).toBeGreaterThan(0)
      const turn = await spinner.evaluate((node) => Number(node.getAnimations()[0]!.effect!.getTiming().duration))
      expect(turn).toBeGreaterThan(1000)
      expect(await transition()).toBe('0s')
    } finally {
      await page.evaluate(() => document.body.classList.remove('transition-colors'))
      await page.emulateMedia({ reducedMotion: 'no-preference' })
    }
  })
})
