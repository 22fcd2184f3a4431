import { screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { HttpResponse } from 'msw'
import { describe, expect, test, vi } from 'vitest'
import { onApi } from '../mocks/api'
import { server } from '../mocks/server'
import { renderApp } from '../app/render-app'
import { aGrid, pfApi } from './fixtures'

vi.setConfig({ testTimeout: 60_000 })
const PAGE_LOAD = { timeout: 30_000 }
const admin = { type: 'admin' as const }

describe('Remittance tracker grid', () => {
  test('month × registration for the financial year: late with its days, missing, not due; exposure per company; a paid cell opens its row', async () => {
    const api = pfApi()
    const asked: URLSearchParams[] = []
    // Before the list's handlers: `pf-tracker/:id` would answer `pf-tracker/grid` too.
    server.use(
      onApi.get('pf-tracker/grid', ({ request }) => {
        asked.push(new URL(request.url).searchParams)
        return HttpResponse.json({ data: aGrid() })
      }),
      ...api.handlers,
    )
    await renderApp('/pf-tracker', { as: admin })
    const user = userEvent.setup()
    await user.click(await screen.findByRole('tab', { name: 'Grid' }, PAGE_LOAD))
    const grid = await screen.findByRole('table', { name: /^PF payments 2025-26/ }, PAGE_LOAD)
    // The financial year this is (the grid asks for one; April to March).
    expect(asked[0]!.get('year')).toMatch(/^\d{4}-\d{2}$/)
    expect(
      within(grid)
        .getAllByRole('columnheader')
        .map((h) => h.textContent),
    ).toEqual(['Registration', 'Apr 2025', 'May 2025', 'Jun 2025'])
    const row = within(grid).getByRole('row', { name: /MHBAN0012345000/ })
    const cells = within(row).getAllByRole('cell')
    expect(cells[0]).toHaveTextContent('Paid late by 12 days')
    expect(cells[0]).toHaveTextContent('₹616')
    expect(cells[1]).toHaveTextContent('Missing')
    expect(cells[1]).toHaveTextContent('₹135')
    expect(cells[2]).toHaveTextContent('Not yet due')

    const totals = screen.getByRole('table', { name: 'Interest and damages to date, 2025-26' })
    expect(within(totals).getByRole('row', { name: /Acme Industries/ })).toHaveTextContent('₹751')

    // Keyboard: the late cell is a button naming what it opens.
    const late = within(cells[0]!).getByRole('button', { name: /MHBAN0012345000, Apr 2025: Paid late by 12 days/ })
    late.focus()
    await user.keyboard('{Enter}')
    const details = await screen.findByRole('dialog', { name: 'PF tracker: MHBAN0012345000 Apr 2025' })
    expect(within(details).getByText('TRRN0001')).toBeInTheDocument()
  })

  test('the status filter goes to the server; a failed grid says so and offers to try again', async () => {
    const api = pfApi()
    const asked: URLSearchParams[] = []
    server.use(
      onApi.get('pf-tracker/grid', ({ request }) => {
        asked.push(new URL(request.url).searchParams)
        return HttpResponse.json({ message: 'Choose a financial year' }, { status: 400 })
      }),
      ...api.handlers,
    )
    await renderApp('/pf-tracker?view=grid&status=missing', { as: admin })
    expect(await screen.findByText('Could not load the grid', {}, PAGE_LOAD)).toBeInTheDocument()
    expect(screen.getByText('Choose a financial year')).toBeInTheDocument()
    expect(asked[0]!.get('status')).toBe('missing')
    expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument()
  })
})
