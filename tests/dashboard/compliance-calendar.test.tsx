import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { HttpResponse } from 'msw'
import { describe, expect, test } from 'vitest'
import { FALLBACK_STATUS_APPEARANCE, type CalendarDay } from '@ihrc/contract'
import { onApi } from '../mocks/api'
import { server } from '../mocks/server'
import { answerFilterLookups } from './filter-lookups'
import { renderApp } from '../app/render-app'

const admin = { type: 'admin' as const }
const item = (id: number, name: string, status: string, branch_name = 'Pune Plant', company_name = 'Acme Industries') => ({
  id,
  name,
  status,
  branch_name,
  company_name,
})

const group = (name: string, status: string, count: number) => ({ name, status, count })

const JUNE: CalendarDay[] = [
  {
    date: '2025-06-15',
    count: 2,
    statuses: { overdue: 1, approved: 1 },
    groups: [group('Monthly wage register', 'overdue', 1), group('Shops and establishments renewal', 'approved', 1)],
    items: [
      item(7, 'Monthly wage register', 'overdue'),
      item(8, 'Shops and establishments renewal', 'approved', 'Nashik Depot', 'Beta Foods'),
    ],
    payments: [{ family: 'pf', label: 'PF', year: '2025-26', status: 'missing', count: 3 }],
  },
  {
    date: '2025-06-20',
    count: 1,
    statuses: { due: 1 },
    groups: [group('Form D return', 'due', 1)],
    items: [item(9, 'Form D return', 'due')],
    payments: [],
  },
]

/** Answers each month asked for from `months` (none: an empty month), noting the months asked. */
function calendar(months: Record<string, CalendarDay[]>, asked: string[] = []) {
  return onApi.get('graph/compliance-calendar-dates', ({ request }) => {
    const month = new URL(request.url).searchParams.get('month')!
    asked.push(month)
    return HttpResponse.json({ data: months[month] ?? [] })
  })
}

/**
 * A busy day: 300 items and 2 registrations, its three largest groups counted over all
 * of them (the answer names only the first items by name, for the day's list).
 */
const BUSY: CalendarDay = {
  date: '2025-06-10',
  count: 300,
  statuses: { overdue: 190, due: 110 },
  groups: [group('Pay monthly wages', 'overdue', 180), group('Form D return', 'due', 100), group('Professional tax return', 'due', 8)],
  items: [item(21, 'Form D return', 'due'), item(22, 'Pay monthly wages', 'overdue')],
  payments: [{ family: 'esi', label: 'ESI', year: '2025-26', status: 'on_time', count: 2 }],
}
/** One return due at three branches, the day's other item, and a remittance: three entries, nothing more. */
const SAME: CalendarDay = {
  date: '2025-06-05',
  count: 4,
  statuses: { overdue: 3, due: 1 },
  groups: [group('Pay monthly wages', 'overdue', 3), group('Form D return', 'due', 1)],
  items: [
    ...['Pune Plant', 'Nashik Depot', 'Thane Office'].map((branch, i) => item(31 + i, 'Pay monthly wages', 'overdue', branch)),
    item(34, 'Form D return', 'due'),
  ],
  payments: [{ family: 'pf', label: 'PF', year: '2025-26', status: 'missing', count: 40 }],
}
const colourOf = (status: string) => FALLBACK_STATUS_APPEARANCE.find((s) => s.status === status)!.colour

const grid = () => screen.findByRole('grid', { name: /^Compliance calendar: / })
const cell = (name: RegExp) => screen.getByRole('gridcell', { name })

answerFilterLookups()

describe('Compliance calendar', () => {
  test('each day cell says the answer’s items by status; a click opens the day’s list with its links', async () => {
    server.use(calendar({ '2025-06': JUNE }))
    await renderApp('/home?calendar=2025-06', { as: admin })
    expect(await grid()).toHaveAccessibleName('Compliance calendar: June 2025')
    await screen.findByRole('gridcell', { name: /^15 June 2025, Sunday: 2 due items/ })
    expect(cell(/^15 June 2025/)).toHaveAccessibleName(
      '15 June 2025, Sunday: 2 due items: 1 Overdue, 1 Approved; PF: 3 registrations Missing',
    )
    expect(cell(/^20 June 2025/)).toHaveAccessibleName('20 June 2025, Friday: 1 due item: 1 Due')
    expect(cell(/^14 June 2025/)).toHaveAccessibleName('14 June 2025, Saturday: nothing due')
    expect(screen.getAllByRole('gridcell', { name: /June 2025/ })).toHaveLength(30)

    await userEvent.click(cell(/^15 June 2025/))
    const list = screen.getByRole('region', { name: 'Due on 2025-06-15' })
    const items = within(list).getByRole('list', { name: 'Due items' })
    expect(
      within(items)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual([
      // The caller sees two companies (the lookups answer Acme Industries and Beta Foods): each item names its company too.
      'OverdueMonthly wage registerPune Plant, Acme Industries',
      'ApprovedShops and establishments renewalNashik Depot, Beta Foods',
    ])
    expect(within(list).getByRole('link', { name: 'Open this day’s open items in Due Compliance' })).toHaveAttribute(
      'href',
      '/companyadmin/due-compliance?from=2025-06-15&to=2025-06-15&within_days=366',
    )
    expect(within(list).getByRole('link', { name: 'PF remittance' })).toHaveAttribute(
      'href',
      '/companyadmin/pf-tracker?view=grid&year=2025-26',
    )
    expect(cell(/^15 June 2025/)).toHaveAttribute('aria-selected', 'true')
  })

  test('while the month loads, its days are named by their date alone, never "nothing due"', async () => {
    let answer!: () => void
    const held = new Promise<void>((resolve) => (answer = resolve))
    server.use(
      onApi.get('graph/compliance-calendar-dates', async () => {
        await held
        return HttpResponse.json({ data: JUNE })
      }),
    )
    await renderApp('/home?calendar=2025-06', { as: admin })
    expect(await screen.findByRole('gridcell', { name: '15 June 2025, Sunday' })).toBeInTheDocument()
    expect(screen.queryAllByRole('gridcell', { name: /nothing due/ })).toHaveLength(0)
    answer()
    await screen.findByRole('gridcell', { name: /^15 June 2025, Sunday: 2 due items/ })
    expect(cell(/^14 June 2025/)).toHaveAccessibleName('14 June 2025, Saturday: nothing due')
  })

  test('a day’s items name their branch only while one company is chosen', async () => {
    server.use(calendar({ '2025-06': JUNE }))
    await renderApp('/home?company_id=10&calendar=2025-06', { as: admin })
    await screen.findByRole('gridcell', { name: /^20 June 2025, Friday: 1 due item/ })
    await userEvent.click(cell(/^20 June 2025/))
    const items = within(screen.getByRole('region', { name: 'Due on 2025-06-20' })).getByRole('list', { name: 'Due items' })
    expect(within(items).getByRole('listitem')).toHaveTextContent(/^DueForm D returnPune Plant$/)
  })

  test('is one tab stop; arrows move between days and into the next month; Enter opens the day', async () => {
    const asked: string[] = []
    server.use(calendar({ '2025-06': JUNE }, asked))
    const user = userEvent.setup()
    const { router } = await renderApp('/home?calendar=2025-06', { as: admin })
    await screen.findByRole('gridcell', { name: /^15 June 2025, Sunday: 2 due items/ })
    const focusable = screen.getAllByRole('gridcell').filter((c) => c.tabIndex === 0)
    expect(focusable).toHaveLength(1)
    expect(focusable[0]).toHaveAccessibleName(/^1 June 2025/)

    focusable[0]!.focus()
    await user.keyboard('{ArrowDown}{ArrowDown}{ArrowRight}')
    expect(document.activeElement).toHaveAccessibleName(/^16 June 2025/)
    await user.keyboard('{ArrowLeft}')
    expect(document.activeElement).toHaveAccessibleName(/^15 June 2025/)
    await user.keyboard('{Enter}')
    expect(screen.getByRole('region', { name: 'Due on 2025-06-15' })).toBeInTheDocument()

    await user.keyboard('{End}{ArrowDown}{ArrowDown}{ArrowDown}')
    expect(await screen.findByRole('grid', { name: 'Compliance calendar: July 2025' })).toBeInTheDocument()
    await waitFor(() => expect(screen.getByRole('gridcell', { name: '6 July 2025, Sunday: nothing due' })).toHaveFocus())
    expect(router.state.location.search).toBe('?calendar=2025-07')
    expect(asked).toEqual(['2025-06', '2025-07'])
  })

  test('a cell writes each group of the day’s items with its count on its status colour, the statuses in words in the key; then "+N more"', async () => {
    server.use(calendar({ '2025-06': [SAME, BUSY, ...JUNE] }))
    await renderApp('/home?calendar=2025-06', { as: admin })
    await screen.findByRole('gridcell', { name: /^10 June 2025, Tuesday: 300 due items/ })
    const entries = [...cell(/^10 June 2025/).querySelectorAll('li')]
    expect(entries.map((li) => li.textContent)).toEqual(['Pay monthly wages × 180', 'Form D return × 100', 'Professional tax return × 8'])
    expect(entries[0]).toHaveAttribute('title', 'Overdue: Pay monthly wages × 180')
    await waitFor(() => expect(entries[0]).toHaveStyle({ backgroundColor: colourOf('overdue') }))
    expect(entries[1]).toHaveStyle({ backgroundColor: colourOf('due') })
    // The 12 items outside the three groups and the 2 registrations of the remittance past them.
    expect(within(cell(/^10 June 2025/)).getByText('+14 more')).toHaveAttribute('title', 'and 14 more items')
    // Every group and the remittance written out: nothing more.
    const same = [...cell(/^5 June 2025/).querySelectorAll('li')]
    expect(same.map((li) => li.textContent)).toEqual(['Pay monthly wages × 3', 'Form D return', 'PF × 40'])
    expect(same[0]).toHaveAttribute('title', 'Overdue: Pay monthly wages × 3')
    expect(same[2]).toHaveAttribute('title', 'Missing: PF × 40')
    expect(within(cell(/^5 June 2025/)).queryByText(/more$/)).not.toBeInTheDocument()
    const key = screen.getByRole('list', { name: 'Colours' })
    expect(
      within(key)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['Overdue', 'Due', 'Approved', 'Missing', 'Paid on time'])
    expect(within(key).getByText('Overdue')).toHaveStyle({ backgroundColor: colourOf('overdue') })
  })

  test('a narrow cell’s total of items and registrations is a pill of its own, named by what it counts', async () => {
    server.use(calendar({ '2025-06': [BUSY, ...JUNE] }))
    await renderApp('/home?calendar=2025-06', { as: admin })
    await screen.findByRole('gridcell', { name: /^10 June 2025, Tuesday: 300 due items/ })
    // Drawn inside the cell's visual part: the cell's own name already says it in words.
    const total = (day: RegExp) => within(cell(day)).getByRole('img', { hidden: true })
    expect(total(/^10 June 2025/)).toHaveAccessibleName('302 items')
    expect(total(/^10 June 2025/)).toHaveTextContent(/^302$/)
    expect(total(/^10 June 2025/)).toHaveAttribute('title', '302 items')
    expect(total(/^20 June 2025/)).toHaveAccessibleName('1 item')
    // Not the day number's bold: a pill of regular weight.
    expect(total(/^10 June 2025/)).toHaveClass('rounded-full', 'font-normal')
    expect(total(/^10 June 2025/)).not.toHaveClass('font-semibold')
    expect(within(cell(/^14 June 2025/)).queryByRole('img', { hidden: true })).not.toBeInTheDocument()
  })

  test('Escape closes the day’s list, from the day or from inside the list, and focus returns to the day; so does Close', async () => {
    server.use(calendar({ '2025-06': JUNE }))
    const user = userEvent.setup()
    await renderApp('/home?calendar=2025-06', { as: admin })
    await screen.findByRole('gridcell', { name: /^15 June 2025, Sunday: 2 due items/ })
    const list = () => screen.queryByRole('region', { name: 'Due on 2025-06-15' })

    cell(/^15 June 2025/).focus()
    await user.keyboard('{Enter}')
    expect(list()).toBeInTheDocument()
    await user.keyboard('{Escape}')
    expect(list()).not.toBeInTheDocument()
    expect(cell(/^15 June 2025/)).toHaveFocus()

    await user.keyboard('{Enter}')
    await user.tab()
    expect(within(list()!).getByRole('button', { name: 'Close' })).toHaveFocus()
    await user.keyboard('{Escape}')
    expect(list()).not.toBeInTheDocument()
    expect(cell(/^15 June 2025/)).toHaveFocus()

    await user.click(cell(/^20 June 2025/))
    await user.click(within(screen.getByRole('region', { name: 'Due on 2025-06-20' })).getByRole('button', { name: 'Close' }))
    expect(screen.queryByRole('region', { name: 'Due on 2025-06-20' })).not.toBeInTheDocument()
    expect(cell(/^20 June 2025/)).toHaveFocus()
    expect(cell(/^20 June 2025/)).toHaveAttribute('tabindex', '0')
  })

  test('an empty month says so; previous and next month ask for theirs', async () => {
    const asked: string[] = []
    server.use(calendar({ '2025-06': JUNE }, asked))
    const user = userEvent.setup()
    await renderApp('/home?calendar=2025-06', { as: admin })
    await screen.findByRole('gridcell', { name: /^15 June 2025, Sunday: 2 due items/ })
    await user.click(screen.getByRole('button', { name: 'Previous month' }))
    expect(await screen.findByText('Nothing falls due in May 2025.')).toBeInTheDocument()
    expect(screen.getAllByRole('gridcell', { name: /May 2025, \w+: nothing due$/ })).toHaveLength(31)
    await user.click(screen.getByRole('button', { name: 'Next month' }))
    await screen.findByRole('gridcell', { name: /^15 June 2025, Sunday: 2 due items/ })
    expect(screen.queryByText(/Nothing falls due/)).not.toBeInTheDocument()
    expect(asked).toEqual(['2025-06', '2025-05'])
  })

  test('a failed load says so and Try again asks again', async () => {
    let fail = true
    server.use(
      onApi.get('graph/compliance-calendar-dates', () =>
        fail ? HttpResponse.json({ message: 'Server error' }, { status: 500 }) : HttpResponse.json({ data: JUNE }),
      ),
    )
    await renderApp('/home?calendar=2025-06', { as: admin })
    expect(await screen.findByText('Could not load the calendar.')).toBeInTheDocument()
    fail = false
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }))
    expect(await screen.findByRole('gridcell', { name: /^15 June 2025, Sunday: 2 due items/ })).toBeInTheDocument()
  })

  test('is not shown to a user who reads neither due items nor trackers', async () => {
    server.use(calendar({ '2025-06': JUNE }))
    await renderApp('/home?calendar=2025-06', { as: { type: 'user', permissions: ['company.branch:list'] } })
    await screen.findByRole('heading', { name: /^Welcome/ })
    expect(screen.queryByRole('grid', { name: /Compliance calendar/ })).not.toBeInTheDocument()
  })
})
