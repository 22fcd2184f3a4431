import type { Locator, Page } from 'playwright-core'
import { beforeAll, describe, expect, test } from 'vitest'
import { axeViolations } from './axe'
import { setDarkMode, waitForSettledPage, LAPTOP, openSignedIn, type Browser } from './browser'

/**
 * The walk's defect: at 1366 × 768 the pinned Actions column covered data columns (the
 * PF tracker's Total, Due Compliance's and Status's Code and Period, the notice list's
 * Company/branch). A column the user brings into view (as the keyboard does, or a
 * scroll to it) must come to rest left of the pinned column, not under it: the point
 * at the centre of its header and of its first cell belongs to that cell.
 */

/** Brings the cell into view the way focus does, then says whether its centre is its own. */
async function coveredBy(cell: Locator): Promise<string | null> {
  return cell.evaluate((el) => {
    el.scrollIntoView({ block: 'nearest', inline: 'nearest' })
    const r = el.getBoundingClientRect()
    const hit = document.elementFromPoint(r.left + r.width / 2, r.top + r.height / 2)
    return hit && el.contains(hit) ? null : (hit?.textContent?.trim().slice(0, 40) ?? 'nothing')
  })
}

/** Waits until the table's first row is a data row (one cell per header), not a skeleton or empty state. */
async function firstDataRow(region: Locator): Promise<Locator> {
  const row = region.locator('tbody tr').first()
  await expect
    .poll(async () => {
      const headers = await region.getByRole('columnheader').count()
      return headers > 0 && (await row.locator('td').count()) === headers
    })
    .toBe(true)
  return row
}

/** `withRows: false`: a list the demo tenant leaves empty (Status has no submitted item), headers only. */
async function checkColumns(region: Locator, names: string[], withRows = true) {
  if (withRows) await firstDataRow(region)
  else await expect.poll(() => region.getByRole('columnheader').count()).toBeGreaterThan(0)
  const headers = (await region.getByRole('columnheader').allTextContents()).map((t) => t.trim())
  const covered: string[] = []
  for (const name of names) {
    const index = headers.findIndex((h) => h.startsWith(name))
    expect(index, `column ${name} in ${headers.join(', ')}`).toBeGreaterThanOrEqual(0)
    const header = region.getByRole('columnheader').nth(index)
    const cell = region.locator('tbody tr').first().locator('td').nth(index)
    const cells = withRows
      ? ([
          ['header', header],
          ['first cell', cell],
        ] as const)
      : ([['header', header]] as const)
    for (const [what, el] of cells) {
      const by = await coveredBy(el)
      if (by !== null) covered.push(`${name} ${what} under "${by}"`)
    }
  }
  expect(covered).toEqual([])
}

/** The colour drawn at a point of the page, read from a screenshot (what the user sees, after compositing). */
async function pixelAt(page: Page, x: number, y: number): Promise<number[]> {
  const shot = await page.screenshot({ clip: { x, y, width: 1, height: 1 } })
  return page.evaluate(
    async (src) => {
      const img = new Image()
      img.src = src
      await img.decode()
      const canvas = document.createElement('canvas')
      canvas.width = canvas.height = 1
      const ctx = canvas.getContext('2d')!
      ctx.drawImage(img, 0, 0)
      return [...ctx.getImageData(0, 0, 1, 1).data.slice(0, 3)]
    },
    `data:image/png;base64,${shot.toString('base64')}`,
  )
}

/**
 * The row's colour and its pinned cell's, read where no text is drawn (the corners of each
 * cell's padding), are the same to the eye. `before`: the pinned cell's box if it is
 * momentarily unmeasurable.
 */
async function expectOneBand(
  page: Page,
  first: Locator,
  pinned: Locator,
  before?: { x: number; y: number; width: number; height: number } | null,
) {
  const a = (await first.boundingBox())!
  const p = (await pinned.boundingBox()) ?? before!
  const plain = await pixelAt(page, a.x + 3, a.y + 3)
  const inPinned = await pixelAt(page, p.x + p.width - 3, p.y + 3)
  const apart = plain.map((v, i) => Math.abs(v - inPinned[i]!))
  expect(Math.max(...apart), `row ${plain.join(',')} vs pinned ${inPinned.join(',')}`).toBeLessThanOrEqual(3)
}

describe('the pinned Actions column covers no data column, at 1366 × 768', () => {
  let b: Browser
  beforeAll(async () => {
    b = await openSignedIn('pinned-column', { viewport: LAPTOP })
  })

  test('PF tracker: Total', async () => {
    await b.page.goto(b.url('/pf-tracker'))
    const region = b.page.getByRole('region', { name: 'PF Tracker', exact: true }).last()
    await checkColumns(region, ['Total'])
  })

  test('Due Compliance: Code and Period', async () => {
    await b.page.goto(b.url('/due-compliance?within_days=366'))
    const region = b.page.getByRole('region', { name: 'Due Compliance', exact: true }).last()
    await checkColumns(region, ['Code', 'Period'])
  })

  test('Status: Code and Period', async () => {
    // The demo's checker has one item awaiting her (compliance/demo-workflow.ts).
    await b.page.goto(b.url('/status'))
    const region = b.page.getByRole('region', { name: /Status/ }).last()
    await checkColumns(region, ['Code', 'Period'])
  })

  test("dark theme: a hovered row's pinned cell has the row's hover colour", async () => {
    const { page } = b
    await page.goto(b.url('/pf-tracker'))
    await setDarkMode(b, true)
    const region = page.getByRole('region', { name: 'PF Tracker', exact: true }).last()
    const row = await firstDataRow(region)
    const first = row.locator('td').first()
    const pinned = row.locator('td').last()
    const before = await pinned.boundingBox()
    await first.hover()
    await waitForSettledPage(page)
    await expect.poll(() => row.evaluate((el) => el.matches(':hover'))).toBe(true)
    await expectOneBand(page, first, pinned, before)
    await setDarkMode(b, false)
  })

  for (const dark of [false, true]) {
    test(`${dark ? 'dark' : 'light'} theme: a selected row's pinned cell has the selected row's colour`, async () => {
      const { page } = b
      await page.goto(b.url('/assigned-checklist'))
      await setDarkMode(b, dark)
      const region = page.getByRole('region', { name: 'Assigned Checklist', exact: true }).last()
      const row = await firstDataRow(region)
      await row.getByRole('checkbox').check()
      await expect.poll(() => row.getByRole('checkbox').isChecked()).toBe(true)
      const plainCell = row.locator('td').nth(1)
      const pinned = row.locator('td').last()
      const before = await pinned.boundingBox()
      // Hovered (the pointer is still on the row after the click), then away from the table:
      // a selected row keeps its selected colour either way, its pinned cell too.
      for (const hovered of [true, false]) {
        if (!hovered) await page.mouse.move(1, 1)
        await expect.poll(() => row.evaluate((el) => el.matches(':hover'))).toBe(hovered)
        await waitForSettledPage(page)
        await expectOneBand(page, plainCell, pinned, before)
      }
      // The selected colour is not the plain one: the comparison above would pass on a row that ignored selection.
      const surface = await region.evaluate((el) => getComputedStyle(el).backgroundColor)
      const rowColour = await row.evaluate((el) => getComputedStyle(el).backgroundColor)
      expect(rowColour).not.toBe(surface)
      await row.getByRole('checkbox').uncheck()
      if (dark) await setDarkMode(b, false)
    })
  }

  for (const dark of [false, true]) {
    test(`${dark ? 'dark' : 'light'} theme: the pinned column's edge is drawn in its header as in its rows`, async () => {
      // At scroll 0 the pinned column lies over the columns that scroll under it; its edge, one
      // line from the header down, shows that it does (the walk of stop 41 found the header without it).
      const { page } = b
      await page.goto(b.url('/pf-tracker'))
      await setDarkMode(b, dark)
      const region = page.getByRole('region', { name: 'PF Tracker', exact: true }).last()
      const row = await firstDataRow(region)
      const edge = (cell: Locator) => cell.evaluate((el) => getComputedStyle(el).boxShadow)
      const inRow = await edge(row.locator('td').last())
      expect(inRow).not.toBe('none')
      expect(await edge(region.locator('th[data-pinned]'))).toBe(inRow)
      if (dark) await setDarkMode(b, false)
    })
  }

  test('at scroll 0 the column cut under the pinned one fades into it; at the end, and where the table fits, nothing fades', async () => {
    // The walk of stop 42: at 1366 px the checker's Total read "₹8,42,8" at the pinned edge, a
    // whole-looking, wrong amount. The fade says it goes on under the column.
    const { page } = b
    await page.goto(b.url('/pf-tracker'))
    const region = page.getByRole('region', { name: 'PF Tracker', exact: true }).last()
    const row = await firstDataRow(region)
    const pinned = row.locator('td').last()
    /** The pinned cell's fade: its box, or null where none is drawn. */
    const fade = () =>
      pinned.evaluate((el) => {
        const s = getComputedStyle(el, '::before')
        if (s.display === 'none' || s.content === 'none') return null
        const cell = el.getBoundingClientRect()
        return { start: cell.left - parseFloat(s.width), end: cell.left, mask: s.maskImage || s.webkitMaskImage }
      })
    const atEnd = () => region.evaluate((el) => el.hasAttribute('data-at-end'))

    await region.evaluate((el) => (el.scrollLeft = 0))
    await expect.poll(atEnd).toBe(false)
    const drawn = await fade()
    expect(drawn).not.toBeNull()
    expect(drawn!.mask).toContain('linear-gradient')
    // It lies over the column cut at the edge: some data cell spans the fade's start.
    const cutUnder = await row.evaluate((tr, at) => {
      const cells = [...tr.querySelectorAll('td')].slice(0, -1)
      return cells.some((td) => {
        const r = td.getBoundingClientRect()
        return r.left < at && r.right > at
      })
    }, drawn!.start + 1)
    expect(cutUnder).toBe(true)
    await expect.poll(() => region.locator('th[data-pinned]').evaluate((el) => getComputedStyle(el, '::before').display)).not.toBe('none')

    await region.evaluate((el) => (el.scrollLeft = el.scrollWidth))
    await expect.poll(atEnd).toBe(true)
    expect(await fade()).toBeNull()

    // Wide enough for every column: nothing lies under the pinned one at any scroll.
    await page.setViewportSize({ width: 3200, height: 900 })
    await region.evaluate((el) => (el.scrollLeft = 0))
    await expect.poll(() => region.evaluate((el) => el.scrollWidth <= el.clientWidth)).toBe(true)
    await expect.poll(atEnd).toBe(true)
    expect(await fade()).toBeNull()
    await page.setViewportSize(LAPTOP)
  })

  for (const [path, name] of [
    ['/agreements', 'Agreements'],
    ['/input-registers/salary', 'Salary Register'],
  ] as const)
    test(`${name}: a day or a moment is drawn on one line, however narrow its column`, async () => {
      // The walk of stop 45: Agreements' Start and End read "2023-01-" over "01" at this width,
      // the salary register's upload time "28-11-2026 09:29" over "pm".
      await b.page.goto(b.url(path))
      const region = b.page.getByRole('region', { name, exact: true }).last()
      await firstDataRow(region)
      const days = await region.locator('tbody td').evaluateAll((cells) =>
        cells
          .filter((td) => /^(\d{4}-\d{2}-\d{2}|\d{2}-\d{2}-\d{4})( \d{2}:\d{2}( [ap]m)?)?$/i.test(td.textContent?.trim() ?? ''))
          .map((td) => {
            const range = document.createRange()
            range.selectNodeContents(td)
            const lines = new Set([...range.getClientRects()].map((r) => Math.round(r.top)))
            return { day: td.textContent!.trim(), lines: lines.size }
          }),
      )
      expect(days.length).toBeGreaterThan(0)
      expect(days.filter((d) => d.lines !== 1)).toEqual([])
    })

  test('Assigned Checklist: choosing a row leaves the table where it was, so the next click lands on the row meant', async () => {
    // The walk of stop 45: the selection's bar appeared above the table with the first choice and
    // moved it 52 px down, under the pointer.
    const { page } = b
    await page.goto(b.url('/assigned-checklist'))
    const region = page.getByRole('region', { name: 'Assigned Checklist', exact: true }).last()
    const first = await firstDataRow(region)
    const second = region.locator('tbody tr').nth(1)
    const top = async () => [(await first.boundingBox())!.y, (await second.boundingBox())!.y]
    const before = await top()
    await first.getByRole('checkbox').check()
    await expect.poll(() => page.getByRole('group', { name: 'Selected rows' }).getByText('1 selected').isVisible()).toBe(true)
    expect(await top()).toEqual(before)
    await second.getByRole('checkbox').click()
    await expect.poll(() => second.getByRole('checkbox').isChecked()).toBe(true)
    await first.getByRole('checkbox').uncheck()
    await second.getByRole('checkbox').uncheck()
  })

  test('PF tracker: two columns hidden from "Columns" bring Total paid out from under the pinned column, without a scroll; the choice outlives a reload', async () => {
    const { page } = b
    await page.goto(b.url('/pf-tracker'))
    const region = page.getByRole('region', { name: 'PF Tracker', exact: true }).last()
    await firstDataRow(region)
    // At scroll 0, is the centre of Total paid's header its own?
    const totalInView = () =>
      region.getByRole('columnheader', { name: /^Total paid/ }).evaluate((el) => {
        const r = el.getBoundingClientRect()
        return el.contains(document.elementFromPoint(r.left + r.width / 2, r.top + r.height / 2))
      })
    expect(await totalInView()).toBe(false)
    await page.getByRole('button', { name: 'Columns', exact: true }).click()
    for (const name of ['Exposure', 'Company']) await page.getByRole('menuitemcheckbox', { name }).click()
    await page.keyboard.press('Escape')
    await expect.poll(() => region.getByRole('columnheader', { name: /^Exposure/ }).count()).toBe(0)
    expect(await totalInView()).toBe(true)

    await page.reload()
    await firstDataRow(region)
    expect(await region.getByRole('columnheader', { name: /^Company/ }).count()).toBe(0)
    await page.getByRole('button', { name: 'Columns (2 hidden)' }).click()
    await page.getByRole('menuitem', { name: 'Show every column' }).click()
    await expect.poll(() => region.getByRole('columnheader', { name: /^Company/ }).count()).toBe(1)
  })

  for (const dark of [false, true])
    test(`${dark ? 'dark' : 'light'} theme: the open Columns menu passes axe, its choices announced as checked or not`, async () => {
      const { page } = b
      await setDarkMode(b, dark)
      await page.goto(b.url('/due-compliance'))
      await page.getByRole('button', { name: 'Columns', exact: true }).click()
      const menu = page.getByRole('menu')
      await expect.poll(() => menu.getByRole('menuitemcheckbox', { name: 'Branch' }).getAttribute('aria-checked')).toBe('true')
      expect(await axeViolations(page)).toEqual([])
      await page.keyboard.press('Escape')
      await expect.poll(() => menu.count()).toBe(0)
      await setDarkMode(b, false)
    })

  test('Statutory Rules: every column fits beside the side menu, none lies under Details', async () => {
    // The walk of stop 45: Confidence lay under the pinned column by 15 px, the rule cut at 28rem.
    await b.page.goto(b.url('/statutory-rules'))
    const region = b.page.getByRole('region', { name: 'Statutory rules', exact: true }).last()
    await firstDataRow(region)
    expect(await region.evaluate((el) => el.scrollWidth - el.clientWidth)).toBeLessThanOrEqual(0)
    await expect.poll(() => region.evaluate((el) => el.hasAttribute('data-at-end'))).toBe(true)
  })

  test('notice list: Company/branch', async () => {
    await b.page.goto(b.url('/notice-tracker'))
    const region = b.page.getByRole('region', { name: /Notice/ }).last()
    await checkColumns(region, ['Company'])
    // Not covered, but cut by its ellipsis at this width: the cell is a Tab stop that shows the whole value.
    const headers = (await region.getByRole('columnheader').allTextContents()).map((t) => t.trim())
    const cut = region
      .locator('tbody tr')
      .first()
      .locator('td')
      .nth(headers.findIndex((h) => h.startsWith('Company')))
      .locator('div.truncate')
    const whole = await cut.evaluate((el) => el.textContent?.trim())
    expect(whole).toBeTruthy()
    expect(await cut.getAttribute('tabindex')).toBe('0')
    await cut.focus()
    const tip = b.page.getByRole('tooltip')
    expect((await tip.textContent())?.trim()).toBe(whole)
    expect(await cut.evaluate((el) => document.getElementById(el.getAttribute('aria-describedby') ?? '')?.textContent?.trim())).toBe(whole)
    await b.page.keyboard.press('Escape')
  })
})
