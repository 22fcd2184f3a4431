/**
 * Every count chart's bar or slice opens the list behind it (issue 24): the list it lands on
 * holds exactly the chart's number of rows, narrowed by filters the user sees and may clear.
 * The lists here answer as the server filters (office type, status, ownership, S&E status,
 * open or closed, the place, the period's last day); the charts' numbers are counted by hand.
 */
import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { HttpResponse } from 'msw'
import { describe, expect, test } from 'vitest'
import { isNoticeClosed, type Agreement, type Branch, type Notice } from '@ihrc/contract'
import { onApi } from '../mocks/api'
import { server } from '../mocks/server'
import { renderApp } from '../app/render-app'
import { aBranch, anAgreement, paged } from '../company/fixtures'
import { lookupHandlers } from '../company/handlers'
import { aNotice } from '../notices/fixtures'
import { suggestionHandlers } from '../notices/handlers'
import { formatDate } from '@/components/ui/format'
import { answerFilterLookups } from './filter-lookups'

const admin = { type: 'admin' as const }
const slice = (key: string, label: string, count: number) => ({ key, label, count })

const BRANCHES: Branch[] = [
  aBranch({ id: 1, name: 'Pune Plant', office_type: 'factory', ownership: 'owned', se_status: 'valid', opening_date: '2024-05-01' }),
  aBranch({ id: 2, name: 'Nashik Plant', company_id: 11, office_type: 'factory', ownership: 'rented', se_status: 'expired' }),
  aBranch({ id: 3, name: 'Thane Office', office_type: 'branch', status: 'closed', ownership: 'owned', se_status: 'valid' }),
  // Opens after every period the dashboard offers: no chart counts it, so no list it opens may hold it.
  aBranch({ id: 4, name: 'Future Depot', office_type: 'factory', opening_date: '2099-01-01' }),
]
const NOTICES: Notice[] = [
  aNotice({ id: 1, reference_number: 'N/1', notice_date: '2025-05-01' }),
  aNotice({ id: 2, reference_number: 'N/2', notice_date: '2025-06-01', company_id: 11 }),
  aNotice({ id: 3, reference_number: 'N/3', notice_date: '2025-07-01', status: 'Closed' }),
  aNotice({ id: 4, reference_number: 'N/4', notice_date: '2099-01-01' }),
]
const AGREEMENTS: Agreement[] = [
  anAgreement({ id: 1, start_date: '2024-05-01', status: 'active' }),
  anAgreement({ id: 2, start_date: '2025-06-01', status: 'active', company_id: 11 }),
  anAgreement({ id: 3, start_date: '2025-07-01', end_date: '2025-08-01', status: 'expired' }),
  // Starts after every period the dashboard offers: the chart does not count it.
  anAgreement({ id: 4, start_date: '2099-01-01', status: 'active' }),
]

/** What the list routes keep of `rows` for the query's filters; `fields` maps a query key to how a row answers it. */
function listed<T>(rows: T[], params: URLSearchParams, fields: Record<string, (row: T, value: string) => boolean>) {
  return rows.filter((row) => [...params].every(([key, value]) => !fields[key] || fields[key](row, value)))
}

const same = (field: string) => (row: object, value: string) => String((row as Record<string, unknown>)[field]) === value
const branchList = onApi.get('branch', ({ request }) => {
  const rows = listed(BRANCHES, new URL(request.url).searchParams, {
    ...Object.fromEntries(['office_type', 'status', 'ownership', 'se_status', 'company_id', 'group_id'].map((f) => [f, same(f)])),
    id: same('id'),
    opened_to: (b, day) => b.opening_date <= day,
  })
  return HttpResponse.json(paged(rows))
})
const noticeList = onApi.get('noticetracker', ({ request }) => {
  const rows = listed(NOTICES, new URL(request.url).searchParams, {
    company_id: same('company_id'),
    branch_id: same('branch_id'),
    open_state: (n, state) => (isNoticeClosed(n.status) ? 'closed' : 'open') === state,
    notice_date_to: (n, day) => n.notice_date <= day,
  })
  return HttpResponse.json(paged(rows))
})
const agreementList = onApi.get('agreement/agreement', ({ request }) => {
  const rows = listed(AGREEMENTS, new URL(request.url).searchParams, {
    ...Object.fromEntries(['status', 'company_id', 'branch_id'].map((f) => [f, same(f)])),
    // Company 10 is of group 1, company 11 of another.
    group_id: (a, group) => (a.company_id === 10 ? '1' : '2') === group,
    start_date_to: (a, day) => a.start_date <= day,
  })
  return HttpResponse.json(paged(rows))
})

/** The charts' answers for the whole tenant (branches 1–3, notices 1–3), counted by hand. */
const whole = [
  onApi.get('graph/branch-types', () => HttpResponse.json({ data: [slice('factory', 'Factory', 2), slice('branch', 'Branch', 1)] })),
  onApi.get('graph/branch-status', () =>
    HttpResponse.json({
      data: {
        status: [slice('active', 'Active', 2), slice('closed', 'Closed', 1)],
        ownership: [slice('owned', 'Owned', 2), slice('rented', 'Rented', 1)],
      },
    }),
  ),
  onApi.get('graph/branch-se-status', () =>
    HttpResponse.json({ data: [slice('valid', 'Valid', 2), slice('expired', 'Expired', 1), slice('applied', 'Applied', 0)] }),
  ),
  onApi.get('graph/notice-status', () => HttpResponse.json({ data: [slice('open', 'Open', 2), slice('closed', 'Closed', 1)] })),
  onApi.get('graph/agreement-status', () =>
    HttpResponse.json({ data: [slice('active', 'Active', 2), slice('expiring', 'Expiring', 0), slice('expired', 'Expired', 1)] }),
  ),
]

/** Opens the slice's link from /home{search}, then checks the list it lands on: the filter shown and the rows. */
async function follow(search: string, chart: string, link: string, filter: RegExp | string, count: number) {
  const user = userEvent.setup()
  const { router } = await renderApp(`/home${search}`, { as: admin })
  const region = await screen.findByRole('region', { name: chart })
  await user.click(await within(region).findByRole('link', { name: link }))
  const toolbar = await screen.findByRole('toolbar', { name: /tools$/ })
  await waitFor(() => expect(within(toolbar).getByDisplayValue(filter)).toBeInTheDocument())
  await waitFor(() => expect(screen.getAllByRole('row').length - 1).toBe(count))
  return router.state.location
}

/** Clears the toolbar's filter a link set: the list widens to `count` rows and the filter leaves the toolbar. */
async function clearFilter(name: string, count: number) {
  const toolbar = screen.getByRole('toolbar', { name: /tools$/ })
  const filter = within(toolbar).getByRole('combobox', { name })
  await userEvent.setup().click(within(filter.closest<HTMLElement>('div[style]')!).getByRole('button', { name: 'Clear selection' }))
  await waitFor(() => expect(screen.getAllByRole('row').length - 1).toBe(count))
  expect(within(toolbar).queryByRole('combobox', { name })).not.toBeInTheDocument()
}

answerFilterLookups()

describe('chart links', () => {
  const cases: [string, string, RegExp, number][] = [
    ['Branches by type', 'Factory: 2', /Office type: Factory/, 2],
    ['Branches by type', 'Branch: 1', /Office type: Branch/, 1],
    ['Branches: active and closed', 'Closed: 1', /Status: Closed/, 1],
    ['Branches: owned and rented', 'Owned: 2', /Ownership: Owned/, 2],
    ['S&E registrations', 'Expired: 1', /S&E status: Expired/, 1],
    ['Notices: open and closed', 'Open: 2', /Open or closed: Open/, 2],
    ['Notices: open and closed', 'Closed: 1', /Open or closed: Closed/, 1],
  ]
  test.each(cases)('%s, %s, opens a list of exactly that many rows, its filter shown', async (chart, link, filter, count) => {
    server.use(...whole, branchList, noticeList, ...lookupHandlers, ...suggestionHandlers)
    const location = await follow('', chart, link, filter, count)
    expect(new URLSearchParams(location.search).get(chart.startsWith('Notices') ? 'notice_date_to' : 'opened_to')).toMatch(/-03-31$/)
  })

  test('a link carries the dashboard’s company and period, and the list is as short as the chart says', async () => {
    server.use(
      onApi.get('graph/branch-types', () => HttpResponse.json({ data: [slice('factory', 'Factory', 1), slice('branch', 'Branch', 1)] })),
      branchList,
      ...lookupHandlers,
    )
    const location = await follow('?company_id=10&year=2025-26', 'Branches by type', 'Factory: 1', /Office type: Factory/, 1)
    const params = new URLSearchParams(location.search)
    expect(Object.fromEntries(params)).toMatchObject({ company_id: '10', office_type: 'factory', opened_to: '2026-03-31' })
    expect(screen.getByText('Pune Plant')).toBeInTheDocument()
  })

  test('the filter a link set can be cleared, and the list widens', async () => {
    server.use(...whole, branchList, ...lookupHandlers)
    await follow('', 'Branches by type', 'Branch: 1', /Office type: Branch/, 1)
    // Still cut at the period's end: the three branches that exist by then.
    await clearFilter('Office type', 3)
  })

  test('an agreement slice opens the agreements of that status started by the period’s end, the day filter named and clearable', async () => {
    server.use(...whole, agreementList, ...lookupHandlers)
    const location = await follow(
      '?year=2025-26',
      'Agreements by status',
      'Active: 2',
      `Started on or before ${formatDate('2026-03-31')}`,
      2,
    )
    expect(Object.fromEntries(new URLSearchParams(location.search))).toMatchObject({ status: 'active', start_date_to: '2026-03-31' })
    expect(screen.queryByText('2099-01-01')).not.toBeInTheDocument()
    // Every active agreement, the one starting in 2099 too.
    await clearFilter('Started on or before', 3)
  })

  test('an agreement slice under a group lists that group’s agreements only, the group shown', async () => {
    server.use(
      onApi.get('graph/agreement-status', () =>
        HttpResponse.json({ data: [slice('active', 'Active', 1), slice('expired', 'Expired', 1)] }),
      ),
      ...whole,
      agreementList,
      ...lookupHandlers,
    )
    const location = await follow('?group_id=1&year=2025-26', 'Agreements by status', 'Active: 1', 'Acme Group', 1)
    expect(new URLSearchParams(location.search).get('group_id')).toBe('1')
  })

  test('a zero-value slice is no link and not in the tab order', async () => {
    server.use(...whole, branchList, ...lookupHandlers)
    await renderApp('/home', { as: admin })
    const se = await screen.findByRole('region', { name: 'S&E registrations' })
    await within(se).findByRole('link', { name: 'Valid: 2' })
    expect(within(se).queryByRole('link', { name: 'Applied: 0' })).not.toBeInTheDocument()
    for (const link of within(se).getAllByRole('link')) expect(link).not.toHaveAccessibleName(/: 0$/)
  })
})
