import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { HttpResponse } from 'msw'
import { describe, expect, test, vi } from 'vitest'
import type { TrackerMissingItem } from '@ihrc/contract'
import { onApi } from '../mocks/api'
import { server } from '../mocks/server'
import { renderApp } from '../app/render-app'
import { paged } from '../company/fixtures'
import { aGrid, aPfRow, pfApi } from './fixtures'

const admin = { type: 'admin' as const }

const aMissing = (over: Partial<TrackerMissingItem> = {}): TrackerMissingItem => ({
  id: 1202505,
  setup_id: 1,
  code: 'MHBAN0012345000',
  company_id: 10,
  company_name: 'Acme Industries',
  state_name: 'Maharashtra',
  period: '2025-05',
  due_date: '2025-06-15',
  delay_days: 40,
  ...over,
})

/** Issue 19 items 15, 16 and 20: what the list and the grid share, and how they show it. */
describe('Tracker list and grid', () => {
  test('Grid → List → Grid keeps company, state, year and status; a status the other view has not is dropped', async () => {
    const api = pfApi()
    const grids: URLSearchParams[] = []
    server.use(
      onApi.get('pf-tracker/grid', ({ request }) => {
        grids.push(new URL(request.url).searchParams)
        return HttpResponse.json({ data: aGrid() })
      }),
      ...api.handlers,
    )
    const first = await renderApp('/pf-tracker?view=grid&company_id=10&state_id=27&year=2024-25&status=late', { as: admin })
    const user = userEvent.setup()
    await screen.findByRole('table', { name: /^PF payments/ })
    expect(grids.at(-1)!.get('company_id')).toBe('10')
    await user.click(screen.getByRole('tab', { name: 'List' }))
    await screen.findByRole('cell', { name: 'Apr 2025' })
    const listed = api.queries.at(-1)!
    expect([listed.get('company_id'), listed.get('state_id'), listed.get('year'), listed.get('status')]).toEqual([
      '10',
      '27',
      '2024-25',
      'late',
    ])

    await user.click(screen.getByRole('tab', { name: 'Grid' }))
    await screen.findByRole('table', { name: /^PF payments/ })
    const back = grids.at(-1)!
    expect([back.get('company_id'), back.get('state_id'), back.get('year'), back.get('status')]).toEqual(['10', '27', '2024-25', 'late'])

    // "Not levied" is the grid's alone: the list opens without it rather than with a filter it would refuse.
    first.unmount()
    await renderApp('/pf-tracker?view=grid&company_id=10&status=not_levied', { as: admin })
    await user.click(await screen.findByRole('tab', { name: 'List' }))
    await screen.findByRole('cell', { name: 'Apr 2025' })
    expect(api.queries.at(-1)!.get('status')).toBeNull()
    expect(api.queries.at(-1)!.get('company_id')).toBe('10')
  })

  test('the list filters by State on the server; its Status offers Missing, which lists the periods with no row, exported alike', async () => {
    const api = pfApi()
    const missing: URLSearchParams[] = []
    server.use(
      onApi.get('pf-tracker/missing', ({ request }) => {
        missing.push(new URL(request.url).searchParams)
        return HttpResponse.json(paged([aMissing()]))
      }),
      ...api.handlers,
    )
    await renderApp('/pf-tracker', { as: admin })
    const user = userEvent.setup()
    await screen.findByRole('cell', { name: 'Apr 2025' })
    await user.click(screen.getByRole('combobox', { name: 'State' }))
    await user.click(await screen.findByRole('option', { name: 'Maharashtra' }))
    await waitFor(() => expect(api.queries.at(-1)!.get('state_id')).toBe('27'))

    await user.click(screen.getByRole('combobox', { name: 'Status' }))
    const options = within(await screen.findByRole('listbox', { name: /Status/ }))
      .getAllByRole('option')
      .map((o) => o.textContent)
    // Unpaid with no due date on record is its own state, never "not yet due" (issue 21).
    expect(options).toEqual(['Paid on time', 'Paid late', 'Unpaid', 'Not yet due', 'Due rule not confirmed for this state', 'Missing'])
    await user.click(screen.getByRole('option', { name: 'Missing' }))

    const row = (await screen.findByText('Missing 40 d')).closest('tr')!
    // The list's filters travel with it; the period says how long it is overdue and why no exposure is shown.
    expect(missing.at(-1)!.get('state_id')).toBe('27')
    expect(within(row).getByRole('cell', { name: 'May 2025' })).toBeInTheDocument()
    expect(within(row).getByText('Not computed')).toBeInTheDocument()
    expect(screen.getByText(/no amount to compute interest and damages on/)).toBeInTheDocument()
    // No payment row behind it: nothing to edit or delete.
    expect(within(row).queryByRole('button', { name: /Delete|Edit/ })).not.toBeInTheDocument()

    const exported: URLSearchParams[] = []
    server.use(
      onApi.get('pf-tracker/missing/export', ({ request }) => {
        exported.push(new URL(request.url).searchParams)
        return new HttpResponse('xlsx bytes', {
          headers: {
            'Content-Type': 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
            'Content-Disposition': 'attachment; filename="pf-tracker-missing-2026-11-26.xlsx"',
          },
        })
      }),
    )
    // As in the branch export test: jsdom's Blob cannot back the fetch Response msw builds for a blob answer.
    vi.stubGlobal('Blob', (await new Response('').blob()).constructor)
    URL.createObjectURL = vi.fn(() => 'blob:export')
    URL.revokeObjectURL = vi.fn()
    const saved: string[] = []
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      saved.push(this.download)
    })
    await user.click(screen.getByRole('button', { name: 'Export' }))
    await waitFor(() => expect(saved).toEqual(['pf-tracker-missing-2026-11-26.xlsx']))
    expect(exported[0]!.get('state_id')).toBe('27')
  })

  test('one look for a payment state in list and grid: Paid late amber, Unpaid red, Missing outlined; each with an icon and words', async () => {
    const api = pfApi([aPfRow(), aPfRow({ id: 502, period: '2025-06', status: 'unpaid', payment_date: null, delay_days: 9 })])
    server.use(
      onApi.get('pf-tracker/grid', () => HttpResponse.json({ data: aGrid() })),
      ...api.handlers,
    )
    await renderApp('/pf-tracker', { as: admin })
    const late = await screen.findByText('Paid late 5 d')
    const unpaid = screen.getByText('Unpaid 9 d')
    const tagOf = (el: HTMLElement) => el.closest('span.rounded-full')!
    expect(tagOf(late).className).toMatch(/bg-amber-100/)
    expect(tagOf(unpaid).className).toMatch(/bg-red-100/)
    expect(tagOf(late).querySelector('svg')).not.toBeNull()
    // A screen reader hears the days in words.
    expect(within(tagOf(late) as HTMLElement).getByText('Paid late by 5 days')).toBeInTheDocument()

    const user = userEvent.setup()
    await user.click(screen.getByRole('tab', { name: 'Grid' }))
    const grid = await screen.findByRole('table', { name: /^PF payments/ })
    const cells = within(within(grid).getByRole('row', { name: /MHBAN0012345000/ })).getAllByRole('cell')
    expect(cells[0]!.querySelector('.bg-amber-100')).not.toBeNull()
    const missing = cells[1]!.querySelector('.border-dashed')!
    expect(missing.className).toMatch(/border-red-700/)
    expect(missing.className).not.toMatch(/bg-red-100/)
  })

  test('periods are picked on the kit\'s month picker (filter and form), months read "Sep", amounts two decimals', async () => {
    const api = pfApi([aPfRow({ period: '2025-09', total_paid_amount: 458272.5 })])
    server.use(...api.handlers)
    await renderApp('/pf-tracker?year=2025-26', { as: admin })
    const row = (await screen.findByRole('cell', { name: 'Sep 2025' })).closest('tr')!
    expect(within(row).getByText('₹4,58,272.50')).toBeInTheDocument()
    const user = userEvent.setup()
    await user.click(screen.getByRole('button', { name: 'Month: Month' }))
    const picker = await screen.findByRole('dialog', { name: 'Month' })
    expect(within(picker).getByText('FY 2025-26')).toBeInTheDocument()
    await user.click(within(picker).getByRole('button', { name: 'Sep 2025' }))
    await waitFor(() => expect(api.queries.at(-1)!.get('month')).toBe('2025-09'))
    await user.click(screen.getByRole('button', { name: 'Clear month' }))
    await waitFor(() => expect(api.queries.at(-1)!.get('month')).toBeNull())

    await user.click(screen.getByRole('button', { name: 'Add PF tracker row' }))
    const form = await screen.findByRole('dialog', { name: 'Add PF tracker row' })
    expect(within(form).queryByPlaceholderText(/YYYY-MM/)).not.toBeInTheDocument()
    expect(await within(form).findByRole('button', { name: 'Period: Select month' })).toBeInTheDocument()
  })

  test("each grid button's name begins with the text it shows (WCAG 2.5.3; axe label-content-name-mismatch runs in the browser test)", async () => {
    server.use(
      onApi.get('pf-tracker/grid', () => HttpResponse.json({ data: aGrid() })),
      ...pfApi().handlers,
    )
    await renderApp('/pf-tracker?view=grid', { as: admin })
    const grid = await screen.findByRole('table', { name: /^PF payments/ })
    const buttons = within(grid).getAllByRole('button')
    expect(buttons.length).toBeGreaterThan(0)
    for (const button of buttons) {
      const copy = button.cloneNode(true) as HTMLElement
      copy.querySelectorAll('.sr-only').forEach((el) => el.remove())
      const visible = copy.textContent!.replace(/\s+/g, ' ').trim()
      expect(button.getAttribute('aria-label')!.startsWith(`${visible}:`), `${visible} / ${button.getAttribute('aria-label')}`).toBe(true)
    }
  })
})
