import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { HttpResponse } from 'msw'
import { describe, expect, test } from 'vitest'
import { businessToday, type ActionSummary } from '@ihrc/contract'
import { financialYearOf } from '@/components/options/period-filters'
import { onApi } from '../mocks/api'
import { server } from '../mocks/server'
import { holdAnswer } from '../mocks/held'
import { answerFilterLookups } from './filter-lookups'
import { renderApp } from '../app/render-app'
import { paged } from '../company/fixtures'
import { aDueItem } from '../compliance/fixtures'
import { lookupHandlers } from '../company/handlers'
import { suggestionHandlers } from '../notices/handlers'

const admin = { type: 'admin' as const }

const summary = (over: Partial<ActionSummary> = {}): ActionSummary => ({
  year: '2026-27',
  overdue: 4,
  awaiting_my_approval: 2,
  my_due_soon: 0,
  notices_attention: 3,
  missing: [
    { family: 'pf', label: 'PF', count: 5 },
    { family: 'esi', label: 'ESI', count: 0 },
  ],
  exposure: {
    total: 1530.5,
    families: [{ family: 'pf', label: 'PF', total: 1530.5 }],
    companies: [{ company_id: 1, company_name: 'Acme Industries', total: 1530.5 }],
  },
  ...over,
})
const answering = (data: ActionSummary) => onApi.get('graph/action-summary', () => HttpResponse.json({ data }))

answerFilterLookups()

describe('Dashboard action cards', () => {
  test('shows each figure as a labelled link to its filtered list; zero reads as its empty text', async () => {
    const asked: URLSearchParams[] = []
    server.use(
      answering(summary()),
      ...lookupHandlers,
      onApi.get('compliance/due', ({ request }) => {
        asked.push(new URL(request.url).searchParams)
        return HttpResponse.json(paged([]))
      }),
    )
    await renderApp('/home', { as: admin })
    const overdue = await screen.findByRole('link', { name: 'Overdue items: 4' })
    expect(overdue).toHaveAttribute('href', '/companyadmin/due-compliance?data_status=overdue')
    expect(screen.getByRole('link', { name: 'Awaiting my approval: 2' })).toHaveAttribute(
      'href',
      '/companyadmin/status?tab=pending&approver=me',
    )
    const soon = screen.getByRole('link', { name: 'My items due in the next 7 days: Nothing of yours is due in the next 7 days' })
    expect(soon).toHaveAttribute('href', '/companyadmin/due-compliance?owner=me&data_status=due&within_days=7')
    expect(screen.getByRole('link', { name: /^Notices: reply or hearing within 7 days: 3/ })).toHaveAttribute(
      'href',
      '/companyadmin/notice-tracker?attention=true',
    )
    const missing = screen.getByRole('region', { name: 'Missing remittances, 2026-27' })
    expect(within(missing).getByRole('link', { name: 'PF: 5' })).toHaveAttribute(
      'href',
      '/companyadmin/pf-tracker?status=missing&year=2026-27',
    )
    expect(within(missing).queryByRole('link', { name: /ESI/ })).not.toBeInTheDocument()
    const exposure = screen.getByRole('region', { name: 'Late-payment interest and damages, 2026-27' })
    expect(within(exposure).getByRole('link', { name: /^PF: / })).toHaveAttribute('href', '/companyadmin/pf-tracker?view=grid&year=2026-27')
    expect(within(exposure).getByText(/Acme Industries/)).toBeInTheDocument()

    // Keyboard: the cards are in the tab order, and Enter opens the filtered list.
    const user = userEvent.setup()
    overdue.focus()
    await user.keyboard('{Enter}')
    expect(await screen.findByRole('heading', { name: 'Due Compliance' })).toBeInTheDocument()
    // The list applies the card's filter: it asks the server for the overdue items only.
    await waitFor(() => expect(asked.at(-1)?.get('data_status')).toBe('overdue'))
  })

  test('"My items due" opens Due Compliance filtered to the caller’s own items: as many rows as the card says, the filter shown', async () => {
    const asked: URLSearchParams[] = []
    server.use(
      answering(summary({ my_due_soon: 2 })),
      ...lookupHandlers,
      onApi.get('compliance/due', ({ request }) => {
        const params = new URL(request.url).searchParams
        asked.push(params)
        // The server's answer: the caller's two when asked for "mine", everyone's five otherwise.
        const rows = params.get('owner') === 'me' ? [1, 2] : [1, 2, 3, 4, 5]
        return HttpResponse.json(paged(rows.map((id) => aDueItem({ id, header: `Item ${id}` }))))
      }),
    )
    const user = userEvent.setup()
    await renderApp('/home', { as: admin })
    await user.click(await screen.findByRole('link', { name: 'My items due in the next 7 days: 2' }))
    expect(await screen.findByRole('heading', { name: 'Due Compliance' })).toBeInTheDocument()
    await screen.findByText('Item 2')
    expect(screen.queryByText('Item 3')).not.toBeInTheDocument()
    const last = asked.at(-1)!
    expect([last.get('owner'), last.get('data_status'), last.get('within_days')]).toEqual(['me', 'due', '7'])
    // Why the list is short: the Owner filter says "Me", and can be cleared.
    expect(screen.getByRole('combobox', { name: 'Owner' })).toHaveValue('Me')
  })

  test('shows only the cards whose figures the user may read', async () => {
    server.use(
      answering(
        summary({ overdue: null, awaiting_my_approval: null, my_due_soon: null, missing: [], exposure: null, notices_attention: 0 }),
      ),
    )
    await renderApp('/home', { as: { type: 'user', permissions: ['remittance.notice_tracker:list'] } })
    expect(await screen.findByRole('link', { name: /No notice needs a reply or hearing this week/ })).toBeInTheDocument()
    expect(screen.queryByRole('link', { name: /Overdue/ })).not.toBeInTheDocument()
    expect(screen.queryByRole('region', { name: /Missing remittances/ })).not.toBeInTheDocument()
    expect(screen.queryByRole('region', { name: /Late-payment/ })).not.toBeInTheDocument()
  })

  test('a user who may read none of their figures gets no cards and never asks for them', async () => {
    const asked: string[] = []
    server.use(
      onApi.get('graph/action-summary', () => {
        asked.push('action-summary')
        return HttpResponse.json({ data: summary() })
      }),
      onApi.get('graph/branch-types', () => {
        asked.push('branch-types')
        return HttpResponse.json({ data: [] })
      }),
    )
    await renderApp('/home', { as: { type: 'user', permissions: ['company.branch:list'] } })
    await screen.findByRole('heading', { name: /^Welcome/ })
    // The charts the user may read are asked in the same render as the cards would be.
    await waitFor(() => expect(asked).toContain('branch-types'))
    expect(asked).not.toContain('action-summary')
    expect(screen.queryByRole('region', { name: /what needs action/i })).not.toBeInTheDocument()
  })

  test('while the figures load, the cards’ frames show their titles (this financial year’s) and the cards are busy', async () => {
    const { held: answered, release: answer } = holdAnswer()
    server.use(
      onApi.get('graph/action-summary', async () => {
        await answered
        return HttpResponse.json({ data: summary() })
      }),
    )
    await renderApp('/home', { as: admin })
    const loading = await screen.findByRole('region', { name: 'Loading what needs action' })
    expect(loading).toHaveAttribute('aria-busy', 'true')
    const titles = within(loading)
      .getAllByRole('heading')
      .map((h) => h.textContent)
    expect(titles).toEqual([
      'Overdue items',
      'Awaiting my approval',
      'My items due in the next 7 days',
      'Notices: reply or hearing within 7 days',
      `Missing remittances, ${financialYearOf(businessToday())}`,
      `Late-payment interest and damages, ${financialYearOf(businessToday())}`,
    ])
    answer()
    expect(await screen.findByRole('link', { name: 'Overdue items: 4' })).toBeInTheDocument()
    expect(screen.queryByRole('region', { name: 'Loading what needs action' })).not.toBeInTheDocument()
  })

  test.each([
    [
      'notices only',
      ['remittance.notice_tracker:list'],
      summary({ overdue: null, awaiting_my_approval: null, my_due_soon: null, missing: [], exposure: null }),
      ['Notices: reply or hearing within 7 days'],
    ],
    [
      'approvals and the LWF tracker (no PF or ESI: no exposure)',
      ['audit.status:list', 'remittance.lwf_tracker:list'],
      summary({
        overdue: null,
        my_due_soon: null,
        notices_attention: null,
        missing: [{ family: 'lwf', label: 'LWF', count: 1 }],
        exposure: null,
      }),
      ['Awaiting my approval', `Missing remittances, ${financialYearOf(businessToday())}`],
    ],
  ])('a user who reads %s: the loading frames are the cards they will see, no more', async (_, permissions, data, titles) => {
    const { held: answered, release: answer } = holdAnswer()
    server.use(
      onApi.get('graph/action-summary', async () => {
        await answered
        return HttpResponse.json({ data })
      }),
    )
    await renderApp('/home', { as: { type: 'user', permissions } })
    const loading = await screen.findByRole('region', { name: 'Loading what needs action' })
    const headings = (region: HTMLElement) =>
      within(region)
        .getAllByRole('heading', { level: 2 })
        .map((h) => h.textContent?.replace(/:$/, ''))
    expect(headings(loading)).toEqual(titles)
    answer()
    const cards = await screen.findByRole('region', { name: 'What needs action' })
    expect(headings(cards).filter((h) => h !== 'What needs action')).toEqual(titles.map((t) => t.replace(/, \d{4}-\d{2}$/, ', 2026-27')))
  })

  test('the exposure card lists two companies in its room; more scroll, and the list is then a keyboard stop', async () => {
    const company = (id: number) => ({ company_id: id, company_name: `Company ${id}`, total: 100 })
    server.use(
      answering(
        summary({ exposure: { total: 300, families: [{ family: 'pf', label: 'PF', total: 300 }], companies: [1, 2, 3].map(company) } }),
      ),
    )
    await renderApp('/home', { as: admin })
    const list = await screen.findByRole('list', { name: 'By company' })
    expect(within(list).getAllByRole('listitem')).toHaveLength(3)
    expect(list).toHaveAttribute('tabindex', '0')
  })

  test('says so when the figures cannot be loaded, and tries again', async () => {
    let calls = 0
    server.use(
      onApi.get('graph/action-summary', () => {
        calls += 1
        return calls === 1 ? HttpResponse.json({ message: 'down' }, { status: 500 }) : HttpResponse.json({ data: summary({ overdue: 0 }) })
      }),
    )
    await renderApp('/home', { as: admin })
    const alert = await screen.findByRole('alert')
    expect(alert).toHaveTextContent('Could not load what needs action.')
    await userEvent.setup().click(within(alert).getByRole('button', { name: 'Try again' }))
    expect(await screen.findByRole('link', { name: 'Overdue items: Nothing overdue' })).toBeInTheDocument()
  })

  test('the notices card’s list applies `attention` from the URL', async () => {
    const asked: URLSearchParams[] = []
    server.use(
      ...lookupHandlers,
      ...suggestionHandlers,
      onApi.get('noticetracker', ({ request }) => {
        asked.push(new URL(request.url).searchParams)
        return HttpResponse.json(paged([]))
      }),
    )
    await renderApp('/notice-tracker?attention=true', { as: admin })
    // The list's own call (the menu entry's count asks for one row).
    await waitFor(() => expect(asked.find((q) => q.get('page_size') !== '1')?.get('attention')).toBe('true'))
  })
})
