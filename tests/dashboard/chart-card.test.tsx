import { render, screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom'
import { describe, expect, test, vi } from 'vitest'
import { formatAmount } from '@/components/ui/format'
import { ChartCard, type ChartQuery } from '@/features/home/charts/ChartCard'
import type { ChartData } from '@/features/home/charts/chart-data'

function Where() {
  const where = useLocation()
  return <p>At {where.pathname + where.search}</p>
}

function show(query: ChartQuery, format?: (n: number) => string) {
  return render(
    <MemoryRouter initialEntries={['/home']}>
      <Routes>
        <Route path="/home" element={<ChartCard title="Branches by type" query={query} format={format} empty="No branch yet" />} />
        <Route path="*" element={<Where />} />
      </Routes>
    </MemoryRouter>,
  )
}

const ready = (data: ChartData): ChartQuery => ({ data, isLoading: false, isError: false, refetch: () => undefined })

const types: ChartData = {
  kind: 'bars',
  slices: [
    { key: 'factory', label: 'Factory', value: 12, to: '/branches?office_type=factory' },
    { key: 'office', label: 'Office', value: 5, to: '/branches?office_type=office' },
    { key: 'shop', label: 'Shop', value: 0, to: '/branches?office_type=shop' },
  ],
}

describe('ChartCard', () => {
  test('says its numbers in a sentence and in the table, and each bar opens its list', async () => {
    show(ready(types))
    const card = screen.getByRole('region', { name: 'Branches by type' })
    expect(within(card).getByText('Branches by type: Factory 12, Office 5, Shop 0.')).toBeInTheDocument()

    const user = userEvent.setup()
    await user.click(within(card).getByRole('button', { name: 'View as table' }))
    const rows = within(within(card).getByRole('table', { name: 'Branches by type' })).getAllByRole('row')
    expect(rows.map((r) => r.textContent)).toEqual(['NameValue', 'Factory12', 'Office5', 'Shop0'])
    await user.click(within(card).getByRole('button', { name: 'View as table' }))

    // Keyboard: the bars are links in the tab order, named by label and value; a zero bar opens nothing, so it is no link.
    expect(
      within(card)
        .getAllByRole('link')
        .map((a) => a.getAttribute('aria-label')),
    ).toEqual(['Factory: 12', 'Office: 5'])
    const factory = within(card).getByRole('link', { name: 'Factory: 12' })
    factory.focus()
    await user.keyboard('{Enter}')
    expect(await screen.findByText('At /branches?office_type=factory')).toBeInTheDocument()
  })

  test('a zero bar, slice or segment is no link and not in the tab order, while its number stays in the summary and table', async () => {
    const user = userEvent.setup()
    const zeroOf = (data: ChartData) => {
      const view = show(ready(data))
      const card = screen.getByRole('region', { name: 'Branches by type' })
      const names = within(card)
        .queryAllByRole('link')
        .map((l) => l.getAttribute('aria-label'))
      const focusable = [...card.querySelectorAll('a[href]')].map((a) => a.getAttribute('aria-label'))
      return { view, card, names, focusable }
    }

    const bars = zeroOf(types)
    expect(bars.names).toEqual(['Factory: 12', 'Office: 5'])
    expect(bars.focusable).toEqual(['Factory: 12', 'Office: 5'])
    expect(within(bars.card).getByText('Branches by type: Factory 12, Office 5, Shop 0.')).toBeInTheDocument()
    await user.click(within(bars.card).getByRole('button', { name: 'View as table' }))
    expect(within(bars.card).getByRole('row', { name: 'Shop 0' })).toBeInTheDocument()
    bars.view.unmount()

    const donut = zeroOf({ kind: 'donut', slices: types.slices })
    expect(donut.focusable).toEqual(['Factory: 12', 'Office: 5'])
    donut.view.unmount()

    const stacked = zeroOf({
      kind: 'stacked',
      columns: [{ key: '2025-04', label: 'Apr 2025' }],
      series: [
        { key: 'main', label: 'Main', values: [4] },
        { key: 'damage', label: 'Damage', values: [0] },
      ],
      to: (series, month) => `/pf-tracker?month=${month}&challan=${series}`,
    })
    expect(stacked.focusable).toEqual(['Apr 2025, Main: 4'])
  })

  test('stacked months: the table has a row per month and the totals; a segment opens its month', async () => {
    const data: ChartData = {
      kind: 'stacked',
      columns: [
        { key: '2025-04', label: 'Apr 2025' },
        { key: '2025-05', label: 'May 2025' },
      ],
      series: [
        { key: 'main', label: 'Main', values: [1000, 2000.5] },
        { key: 'damage', label: 'Damage', values: [0, 300] },
      ],
      to: (series, month) => `/pf-tracker?month=${month}&challan=${series}`,
    }
    show(ready(data), formatAmount)
    const card = screen.getByRole('region', { name: 'Branches by type' })
    expect(
      within(card).getByText(`Branches by type (Apr 2025 to May 2025): Main ${formatAmount(3000.5)}, Damage ${formatAmount(300)}.`),
    ).toBeInTheDocument()
    const user = userEvent.setup()
    await user.click(within(card).getByRole('link', { name: `May 2025, Damage: ${formatAmount(300)}` }))
    expect(await screen.findByText('At /pf-tracker?month=2025-05&challan=damage')).toBeInTheDocument()
  })

  test('stacked table sums each month and each series', async () => {
    show(
      ready({
        kind: 'stacked',
        columns: [
          { key: '2025-04', label: 'Apr 2025' },
          { key: '2025-05', label: 'May 2025' },
        ],
        series: [
          { key: 'main', label: 'Main', values: [10, 20] },
          { key: 'arrear', label: 'Arrear', values: [1, 2] },
        ],
      }),
    )
    await userEvent.setup().click(screen.getByRole('button', { name: 'View as table' }))
    const rows = screen.getAllByRole('row').map((r) => r.textContent)
    expect(rows).toEqual(['MonthMainArrearTotal', 'Apr 202510111', 'May 202520222', 'Total30333'])
  })

  test('all zero reads as the empty text, without a chart or table toggle', () => {
    show(ready({ kind: 'donut', slices: [{ key: 'open', label: 'Open', value: 0 }] }))
    expect(screen.getByText('No branch yet')).toBeInTheDocument()
    expect(screen.queryByRole('button', { name: 'View as table' })).not.toBeInTheDocument()
    expect(screen.queryByRole('link')).not.toBeInTheDocument()
  })

  test('a failed load says so and tries again', async () => {
    const refetch = vi.fn()
    show({ isLoading: false, isError: true, refetch })
    const alert = screen.getByRole('alert')
    expect(alert).toHaveTextContent('Could not load this chart.')
    await userEvent.setup().click(within(alert).getByRole('button', { name: 'Try again' }))
    expect(refetch).toHaveBeenCalledTimes(1)
  })

  test('while loading the card is busy', () => {
    show({ isLoading: true, isError: false, refetch: () => undefined })
    expect(screen.getByRole('region', { name: 'Branches by type' })).toHaveAttribute('aria-busy', 'true')
  })
})
