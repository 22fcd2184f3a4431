import { screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { HttpResponse } from 'msw'
import { describe, expect, test } from 'vitest'
import { onApi } from '../mocks/api'
import { server } from '../mocks/server'
import { renderApp } from '../app/render-app'
import { paged } from '../company/fixtures'
import { aGrid, pfApi } from './fixtures'

const admin = { type: 'admin' as const }

describe('Remittance tracker grid', () => {
  test('month × registration for the financial year: late with its days, missing with its days and why no exposure, not due; exposure per registration and company; a paid cell opens its row', async () => {
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
    await user.click(await screen.findByRole('tab', { name: 'Grid' }))
    const grid = await screen.findByRole('table', { name: /^PF payments 2025-26/ })
    // The financial year this is (the grid asks for one; April to March).
    expect(asked[0]!.get('year')).toMatch(/^\d{4}-\d{2}$/)
    expect(
      within(grid)
        .getAllByRole('columnheader')
        .map((h) => h.textContent),
    ).toEqual(['Registration', 'Apr 2025', 'May 2025', 'Jun 2025', 'Exposure'])
    const row = within(grid).getByRole('row', { name: /MHBAN0012345000/ })
    const cells = within(row).getAllByRole('cell')
    expect(cells[0]).toHaveTextContent('Late 12 d')
    // A missing month: its days overdue, and why it has no exposure.
    expect(cells[1]).toHaveTextContent('Missing 40 d')
    expect(cells[1]).toHaveTextContent('Missing, 40 days overdue, no payment recorded, so no amount to compute interest and damages on')
    expect(cells[1]).not.toHaveTextContent('₹')
    expect(cells[2]).toHaveTextContent('Not due')
    // The year's cost of the registration closes its row.
    expect(cells[3]).toHaveTextContent('₹616.00')

    const totals = screen.getByRole('table', { name: 'Interest and damages to date, 2025-26' })
    expect(within(totals).getByRole('row', { name: /Acme Industries/ })).toHaveTextContent('₹616.00')

    // Keyboard: the late cell is a button naming what it opens; its name begins with what it shows (WCAG 2.5.3).
    const late = within(cells[0]!).getByRole('button', {
      name: 'Late 12 d: MHBAN0012345000, Apr 2025: Paid late by 12 days, exposure ₹616.00. Open the row',
    })
    late.focus()
    await user.keyboard('{Enter}')
    const details = await screen.findByRole('dialog', { name: 'PF tracker: MHBAN0012345000 Apr 2025' })
    expect(within(details).getByText('TRRN0001')).toBeInTheDocument()
  })

  test('an empty PF IW grid says a PF code shows once its first IW row is entered, not to add registrations', async () => {
    server.use(
      onApi.get('pfiw-tracker/grid', () => HttpResponse.json({ data: aGrid({ rows: [], totals: [] }) })),
      onApi.get('pfiw-tracker', () => HttpResponse.json(paged([]))),
      ...pfApi().handlers,
    )
    await renderApp('/pfiw-tracker?view=grid', { as: admin })
    expect(
      await screen.findByText(
        'No PF code matches these filters with a PF IW row. A PF code owes PF IW once its first PF IW row is entered in the list, and then shows here.',
      ),
    ).toBeInTheDocument()
    expect(screen.queryByText(/in its setup to see them here/)).not.toBeInTheDocument()
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
    expect(await screen.findByText('Could not load the grid')).toBeInTheDocument()
    expect(screen.getByText('Choose a financial year')).toBeInTheDocument()
    expect(asked[0]!.get('status')).toBe('missing')
    expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument()
  })
})
