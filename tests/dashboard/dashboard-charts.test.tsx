import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { HttpResponse } from 'msw'
import { describe, expect, test } from 'vitest'
import { formatAmount, formatMonth } from '@/components/ui/format'
import { onApi } from '../mocks/api'
import { server } from '../mocks/server'
import { holdAnswer } from '../mocks/held'
import { answerFilterLookups } from './filter-lookups'
import { renderApp } from '../app/render-app'
import { paged } from '../company/fixtures'
import { lookupHandlers } from '../company/handlers'

const admin = { type: 'admin' as const }
const slice = (key: string, label: string, count: number) => ({ key, label, count })
const answer = (path: string, data: unknown) => onApi.get(path, () => HttpResponse.json({ data }))

/** A tenant with records: each graph's answer as the server would give it. */
const demo = [
  answer('graph/branch-types', [slice('factory', 'Factory', 12), slice('branch_office', 'Branch office', 5)]),
  answer('graph/branch-status', {
    status: [slice('active', 'Active', 15), slice('closed', 'Closed', 2)],
    ownership: [slice('owned', 'Owned', 7), slice('rented', 'Rented', 10)],
  }),
  answer('graph/agreement-status', [slice('active', 'Active', 4), slice('expiring', 'Expiring', 1), slice('expired', 'Expired', 3)]),
  answer('graph/branch-se-status', [slice('valid', 'Valid', 9), slice('expired', 'Expired', 2), slice('applied', 'Applied', 1)]),
  answer('graph/notice-status', [slice('open', 'Open', 6), slice('closed', 'Closed', 0)]),
  answer('graph/registration-breakup', [slice('pf', 'PF', 3), slice('esi', 'ESI', 2)]),
  answer('graph/remittance-breakup', [
    { key: 'pf', label: 'PF', amount: 125000.5 },
    { key: 'esi', label: 'ESI', amount: 0 },
  ]),
  answer('graph/pf-remittance-breakdown', {
    months: ['2026-04', '2026-05'],
    series: [
      { key: 'main', label: 'Main', values: [100000, 25000] },
      { key: 'damage', label: 'Damage', values: [0, 0.5] },
    ],
  }),
]

answerFilterLookups()

describe('Dashboard charts', () => {
  test('each chart says the answer’s numbers, shows them as a table, and a bar opens its filtered list', async () => {
    const asked: URLSearchParams[] = []
    server.use(
      ...demo,
      ...lookupHandlers,
      onApi.get('agreement/agreement', ({ request }) => {
        asked.push(new URL(request.url).searchParams)
        return HttpResponse.json(paged([]))
      }),
    )
    await renderApp('/home', { as: admin })
    const types = await screen.findByRole('region', { name: 'Branches by type' })
    // Each chart draws in a task of its own (useInTurn), so each is waited for.
    await within(types).findByText('Branches by type: Factory 12, Branch office 5.')
    expect(await screen.findByText('Agreements by status: Active 4, Expiring 1, Expired 3.')).toBeInTheDocument()
    expect(await screen.findByText('Branches: owned and rented: Owned 7, Rented 10.')).toBeInTheDocument()
    expect(await screen.findByText('Notices: open and closed: Open 6, Closed 0.')).toBeInTheDocument()
    expect(
      await screen.findByText(`PF remittances by month (Apr 2026 to May 2026): Main ${formatAmount(125000)}, Damage ${formatAmount(0.5)}.`),
    ).toBeInTheDocument()
    // Schemes with nothing paid read as their empty text, not an empty chart.
    expect(
      await within(screen.getByRole('region', { name: 'ESI remittances by month' })).findByText('No ESI remittance paid this year'),
    ).toBeInTheDocument()
    expect(screen.queryByText(/Start here/)).not.toBeInTheDocument()

    const user = userEvent.setup()
    const remittances = screen.getByRole('region', { name: 'Remittances paid this year by scheme' })
    await user.click(within(remittances).getByRole('button', { name: 'View as table' }))
    expect(
      within(remittances)
        .getAllByRole('row')
        .map((r) => r.textContent),
    ).toEqual(['NameValue', `PF${formatAmount(125000.5)}`, `ESI${formatAmount(0)}`])

    const agreements = screen.getByRole('region', { name: 'Agreements by status' })
    await user.click(within(agreements).getByRole('link', { name: 'Expired: 3' }))
    expect(await screen.findByRole('heading', { name: 'Agreements' })).toBeInTheDocument()
    await waitFor(() => expect(asked.at(-1)?.get('status')).toBe('expired'))
  })

  test('only the charts of menus the user may read, and no call for the others', async () => {
    const paths: string[] = []
    server.events.on('request:start', ({ request }) => {
      const path = new URL(request.url).pathname
      if (path.includes('/graph/')) paths.push(path.replace(/^.*\/graph\//, ''))
    })
    server.use(...demo)
    await renderApp('/home', { as: { type: 'user', permissions: ['remittance.notice_tracker:list'] } })
    expect(await screen.findByText('Notices: open and closed: Open 6, Closed 0.')).toBeInTheDocument()
    expect(screen.queryByRole('region', { name: 'Branches by type' })).not.toBeInTheDocument()
    expect(screen.queryByRole('region', { name: /remittances/i })).not.toBeInTheDocument()
    expect(paths.filter((p) => p !== 'action-summary').sort()).toEqual(['notice-status'])
    server.events.removeAllListeners()
  })

  test('a tenant with nothing recorded sees its first steps, not empty charts', async () => {
    await renderApp('/home', { as: admin })
    const start = await screen.findByRole('region', { name: 'Start here' })
    expect(within(start).getByRole('link', { name: 'Add a company and its branches' })).toHaveAttribute(
      'href',
      '/companyadmin/group-company-setup/company',
    )
    expect(within(start).getByRole('link', { name: 'Assign a compliance checklist to a branch' })).toHaveAttribute(
      'href',
      '/companyadmin/recommended-checklist',
    )
    expect(screen.queryByRole('region', { name: 'Branches by type' })).not.toBeInTheDocument()
  })

  test('a chart whose call fails says so and tries again; the others still show', async () => {
    let calls = 0
    server.use(
      // Before the demo's answers: the first handler of a path wins.
      onApi.get('graph/notice-status', () => {
        calls += 1
        return calls === 1
          ? HttpResponse.json({ message: 'down' }, { status: 500 })
          : HttpResponse.json({ data: [slice('open', 'Open', 1)] })
      }),
      ...demo,
    )
    await renderApp('/home', { as: admin })
    const notices = await screen.findByRole('region', { name: 'Notices: open and closed' })
    const alert = await within(notices).findByRole('alert')
    expect(alert).toHaveTextContent('Could not load this chart.')
    expect(screen.getByText('Branches by type: Factory 12, Branch office 5.')).toBeInTheDocument()
    await userEvent.setup().click(within(alert).getByRole('button', { name: 'Try again' }))
    expect(await within(notices).findByText('Notices: open and closed: Open 1.')).toBeInTheDocument()
  })

  test('one late graph call holds no other chart: the others draw, the late one stays loading until its answer comes', async () => {
    const { held, release: answerNotices } = holdAnswer()
    server.use(
      // Before the demo's answers: the first handler of a path wins.
      onApi.get('graph/notice-status', async () => {
        await held
        return HttpResponse.json({ data: [slice('open', 'Open', 6), slice('closed', 'Closed', 0)] })
      }),
      ...demo,
    )
    await renderApp('/home', { as: admin })
    expect(await screen.findByText('Branches by type: Factory 12, Branch office 5.')).toBeInTheDocument()
    expect(await screen.findByText('Agreements by status: Active 4, Expiring 1, Expired 3.')).toBeInTheDocument()
    expect(await screen.findByText('Registrations by scheme: PF 3, ESI 2.')).toBeInTheDocument()
    const notices = screen.getByRole('region', { name: 'Notices: open and closed' })
    // Every other chart settles (each in its own task); only the held one stays busy.
    const busy = () =>
      screen
        .getAllByRole('region')
        .filter((r) => r.getAttribute('aria-busy') === 'true' && r.closest('[aria-labelledby="dashboard-charts-title"]'))
    await waitFor(() => expect(busy()).toEqual([notices]))
    expect(within(notices).queryByRole('link')).not.toBeInTheDocument()

    answerNotices()
    expect(await within(notices).findByText('Notices: open and closed: Open 6, Closed 0.')).toBeInTheDocument()
    expect(notices).not.toHaveAttribute('aria-busy')
  })

  test.each([
    ['?year=2025-26', 'in 2025-26'],
    ['?year=2025-26&month=2025-06', `in ${formatMonth('2025-06')}`],
  ])('headings that said "this year" name the period chosen (%s)', async (search, period) => {
    server.use(...demo)
    await renderApp(`/home${search}`, { as: admin })
    expect(await screen.findByRole('heading', { name: `Where things stand ${period}` })).toBeInTheDocument()
    expect(screen.getByRole('region', { name: `Remittances paid ${period} by scheme` })).toBeInTheDocument()
    const esi = screen.getByRole('region', { name: 'ESI remittances by month' })
    expect(await within(esi).findByText(`No ESI remittance paid ${period}`)).toBeInTheDocument()
    expect(screen.queryByText(/this year/)).not.toBeInTheDocument()
  })
})
