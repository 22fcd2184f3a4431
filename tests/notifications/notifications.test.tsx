import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { HttpResponse } from 'msw'
import { describe, expect, test } from 'vitest'
import { NOTIFICATION_EVENT, type CalendarFeed, type Notification, type NotificationSettings } from '@ihrc/contract'
import { onApi } from '../mocks/api'
import { server } from '../mocks/server'
import { renderApp } from '../app/render-app'
import { pick } from '../company/select'
import { aBranch, aCompany, aGroup, anAgreement, anEditRequest, paged } from '../company/fixtures'
import { lookupHandlers } from '../company/handlers'
import { aNotice } from '../notices/fixtures'
import { aPfRow, pfApi } from '../trackers/fixtures'
import { aDueItem, complianceLookups } from '../compliance/fixtures'

const admin = { type: 'admin' as const }
type Router = Awaited<ReturnType<typeof renderApp>>['router']
const ME = 1

/** The caller's notifications as the server keeps them: marks change what both lists answer. */
function inbox(count: number, about: (i: number) => Partial<Notification> = () => ({})) {
  const rows: Notification[] = Array.from({ length: count }, (_, i) => ({
    id: i + 1,
    title: `PF remittance ${i + 1} due on 2026-12-15`,
    content: `PF remittance ${i + 1} at Pune Plant is due on 2026-12-15.`,
    module: 'due_item',
    record_id: i + 1,
    record_type: null,
    due_date: '2026-12-15',
    users: [{ id: ME, is_read: false }],
    created_at: '2026-12-12T00:30:00.000Z',
    ...about(i),
  }))
  const unread = () => rows.filter((n) => !n.users[0]!.is_read)
  return [
    onApi.get('notifications', ({ request }) => {
      const params = new URL(request.url).searchParams
      const list = params.get('unmarked') === 'true' ? unread() : rows
      const size = Number(params.get('page_size') ?? 20)
      return HttpResponse.json(paged(list.slice(0, size), 1, size, list.length))
    }),
    onApi.post('notification/read/:id', ({ params }) => {
      const row = rows.find((n) => n.id === Number(params.id))
      if (!row) return HttpResponse.json({ message: 'Notification not found' }, { status: 404 })
      row.users[0]!.is_read = true
      return HttpResponse.json({ data: row })
    }),
    onApi.post('notification/read-all', () => {
      const marked = unread().length
      for (const row of rows) row.users[0]!.is_read = true
      return HttpResponse.json({ data: { marked } })
    }),
  ]
}

/** Lists answering `id` as the server does: that one record (in the caller's scope), else all; `asked` records each `id` asked. */
function oneRecordLists() {
  const asked: string[] = []
  const only = <T extends { id: number }>(path: string, rows: T[]) =>
    onApi.get(path, ({ request }) => {
      const id = new URL(request.url).searchParams.get('id')
      if (id) asked.push(`${path}?id=${id}`)
      return HttpResponse.json(paged(id ? rows.filter((r) => r.id === Number(id)) : rows))
    })
  return { asked, only }
}

/** Opens a notification from /notifications and checks where it lands: that one record listed, under its "One …" filter. */
function opening(router: Router) {
  const user = userEvent.setup()
  const open = async (title: string, path: string, noun: string, shown: string, hidden: string) => {
    await router.navigate('/notifications')
    const row = (await screen.findByText(title)).closest('li')!
    await user.click(within(row).getByRole('button', { name: 'Open' }))
    await waitFor(() => expect(`${router.state.location.pathname}${router.state.location.search}`).toBe(path))
    await screen.findByText(shown)
    expect(screen.queryByText(hidden)).toBeNull()
    expect(screen.getByRole('combobox', { name: `One ${noun}` })).toBeInTheDocument()
  }
  // Removing the filter widens the list to all the caller's records, and the filter leaves the toolbar.
  const widen = async (noun: string, hidden: string, search: string) => {
    await user.click(screen.getByRole('button', { name: 'Clear selection' }))
    await screen.findByText(hidden)
    expect(router.state.location.search).toBe(search)
    expect(screen.queryByRole('combobox', { name: `One ${noun}` })).toBeNull()
  }
  return { open, widen }
}

describe('the notification bell and /notifications', () => {
  test('the bell shows the unread count; opening one marks it read and the count drops in the bell and the page', async () => {
    server.use(...inbox(3))
    await renderApp('/notifications', { as: admin })
    const user = userEvent.setup()
    const bell = await screen.findByRole('button', { name: /Notifications, 3 unread/ })
    expect(within(bell).getByText('3')).toBeInTheDocument()
    await user.click(bell)
    const menu = await screen.findByRole('menu')
    await user.click(within(menu).getByRole('menuitem', { name: /PF remittance 2 due/ }))
    await screen.findByRole('button', { name: /Notifications, 2 unread/ })
    // The page's list refetched too: two left unread there.
    await waitFor(() => expect(screen.getAllByText('Unread:')).toHaveLength(2))
    await user.click(await screen.findByRole('button', { name: /Notifications, 2 unread/ }))
    expect(within(await screen.findByRole('menu')).queryByRole('menuitem', { name: /PF remittance 2 due/ })).toBeNull()
  })

  test('shows "99+" above 99 unread, and Mark all read empties the bell and the unread list', async () => {
    server.use(...inbox(120))
    await renderApp('/notifications', { as: admin })
    const user = userEvent.setup()
    const bell = await screen.findByRole('button', { name: /Notifications, 120 unread/ })
    expect(within(bell).getByText('99+')).toBeInTheDocument()
    // The kit's switch, not a native checkbox.
    await user.click(screen.getByRole('switch', { name: 'Unread only' }))
    await user.click(screen.getByRole('button', { name: 'Mark all read' }))
    await screen.findByRole('button', { name: /Notifications, 0 unread/ })
    await screen.findByText('No notifications.')
  })

  test('opening a notification goes to its record: a notice, a registration’s missing or unpaid payments, a branch', async () => {
    const records: Partial<Notification>[] = [
      { module: 'notice', record_id: 7, title: 'Show cause SC/1: reply on 2026-12-20' },
      { module: 'pf_tracker', record_id: 12, title: 'PF payment missing for 2026-10: MHBAN0012340001' },
      { module: 'registration', record_id: 5, title: 'S&E registration of Pune Plant expires on 2026-12-31' },
      { module: 'pf_tracker', record_id: 13, record_type: 'unpaid', title: 'PF payment not made for 2026-10: MHBAN0012340002' },
    ]
    server.use(...inbox(4, (i) => records[i]!))
    const { router } = await renderApp('/notifications', { as: admin })
    const user = userEvent.setup()
    await user.click(await screen.findByRole('button', { name: /Notifications, 4 unread/ }))
    await user.click(within(await screen.findByRole('menu')).getByRole('menuitem', { name: /Show cause SC\/1/ }))
    await waitFor(() => expect(router.state.location.pathname).toBe('/companyadmin/notice-tracker/7'))

    await router.navigate('/notifications')
    const row = (await screen.findByText('PF payment missing for 2026-10: MHBAN0012340001')).closest('li')!
    await user.click(within(row).getByRole('button', { name: 'Open' }))
    await waitFor(() =>
      expect(`${router.state.location.pathname}${router.state.location.search}`).toBe(
        '/companyadmin/pf-tracker?status=missing&setup_id=12',
      ),
    )

    await router.navigate('/notifications')
    const branch = (await screen.findByText(/S&E registration of Pune Plant/)).closest('li')!
    await user.click(within(branch).getByRole('button', { name: 'Open' }))
    await waitFor(() => expect(router.state.location.pathname).toBe('/companyadmin/group-company-setup/branch/5/edit'))

    // A period entered without its payment: the registration's Unpaid rows.
    await router.navigate('/notifications')
    const unpaid = (await screen.findByText('PF payment not made for 2026-10: MHBAN0012340002')).closest('li')!
    await user.click(within(unpaid).getByRole('button', { name: 'Open' }))
    await waitFor(() =>
      expect(`${router.state.location.pathname}${router.state.location.search}`).toBe('/companyadmin/pf-tracker?status=unpaid&setup_id=13'),
    )
  })

  test('a due item, a submission awaiting approval, an agreement and an edit request open their list holding that one record, under a removable "One …" filter', async () => {
    const due = [
      aDueItem({ id: 901, header: 'LWF contribution', status: 'due', data_status: 'due' }),
      aDueItem({ id: 902, header: 'PF ECR' }),
    ]
    const submitted = [aDueItem({ id: 903, header: 'ESI challan' }), aDueItem({ id: 904, header: 'PT return' })]
    const agreements = [anAgreement({ id: 301, agreement_type: 'Security services' }), anAgreement({ id: 302, agreement_type: 'Canteen' })]
    const requests = [anEditRequest({ id: 690, reason: 'New GSTIN', status: 'rejected' }), anEditRequest({ id: 691, reason: 'Wrong PAN' })]
    const lists = oneRecordLists()
    const records: Partial<Notification>[] = [
      { module: 'due_item', record_id: 901, title: 'LWF contribution is overdue' },
      { module: 'approval', record_id: 903, title: 'ESI challan awaits your approval' },
      { module: 'agreement', record_id: 301, title: 'Security services agreement expires on 2026-12-31' },
      { module: 'edit_request', record_id: 690, record_type: 'branch', title: 'Edit request for a branch awaits your decision' },
    ]
    server.use(
      ...complianceLookups,
      lists.only('compliance/due', due),
      lists.only('compliance/data', submitted),
      lists.only('agreement/agreement', agreements),
      lists.only('company/trackerTimeline', requests),
      ...inbox(4, (i) => records[i]!),
    )
    const { router } = await renderApp('/notifications', { as: admin })
    const { open, widen } = opening(router)
    await open('LWF contribution is overdue', '/companyadmin/due-compliance?id=901', 'due item', 'LWF contribution', 'PF ECR')
    await open('ESI challan awaits your approval', '/companyadmin/status?id=903', 'item', 'ESI challan', 'PT return')
    const agreement = 'Security services agreement expires on 2026-12-31'
    await open(agreement, '/companyadmin/group-company-setup/branch-agreement?id=301', 'agreement', 'Security services', 'Canteen')
    await widen('agreement', 'Canteen', '')
    const request = 'Edit request for a branch awaits your decision'
    await open(request, '/companyadmin/edit-permission?tab=history&id=690', 'request', 'New GSTIN', 'Wrong PAN')
    await widen('request', 'Wrong PAN', '?tab=history')
    expect(lists.asked).toEqual([
      'compliance/due?id=901',
      'compliance/data?id=903',
      'agreement/agreement?id=301',
      'company/trackerTimeline?id=690',
    ])
  })

  test('an approval opens History, a notice edit request the notice queue, and an outcome the record the requester asked to change, each list holding that one record', async () => {
    const approved = [aDueItem({ id: 905, header: 'Bonus return', status: 'approved' }), aDueItem({ id: 906, header: 'Gratuity' })]
    const noticeRequests = [
      anEditRequest({ id: 720, record_type: 'notice', reason: 'Reply date misread' }),
      anEditRequest({ id: 721, record_type: 'notice', reason: 'Wrong act' }),
    ]
    const branches = [aBranch({ id: 41, name: 'Nashik Depot' }), aBranch({ id: 42, name: 'Thane Office' })]
    const companies = [aCompany({ id: 51, name: 'Acme Foods' }), aCompany({ id: 52, name: 'Acme Metals' })]
    const groups = [aGroup({ id: 61, name: 'Acme Group' }), aGroup({ id: 62, name: 'Zenith Group' })]
    const rows = [aPfRow({ id: 71, period: '2025-04' }), aPfRow({ id: 72, period: '2025-05' })]
    const lists = oneRecordLists()
    const outcome = (record_type: string, record_id: number, what: string): Partial<Notification> => ({
      module: 'edit_outcome',
      record_type,
      record_id,
      title: `Your edit request for a ${what} was approved`,
    })
    const records: Partial<Notification>[] = [
      { module: 'history', record_id: 905, title: 'Bonus return was approved' },
      { module: 'edit_request', record_id: 720, record_type: 'notice', title: 'Edit request for a notice awaits your decision' },
      outcome('branch', 41, 'branch'),
      outcome('company', 51, 'company'),
      outcome('company_group', 61, 'company group'),
      outcome('pf_tracker', 71, 'PF tracker row'),
      outcome('notice', 88, 'notice'),
    ]
    server.use(
      lists.only('compliance/history', approved),
      lists.only('noticetracker/edit-history', noticeRequests),
      lists.only('branch', branches),
      lists.only('company', companies),
      lists.only('company-group', groups),
      lists.only('pf-tracker', rows),
      // The pages' lookups, after the lists above (the first handler that answers wins).
      ...complianceLookups,
      ...lookupHandlers,
      ...pfApi().handlers,
      ...inbox(records.length, (i) => records[i]!),
    )
    const { router } = await renderApp('/notifications', { as: admin })
    const { open } = opening(router)
    await open('Bonus return was approved', '/companyadmin/history?id=905', 'item', 'Bonus return', 'Gratuity')
    const request = 'Edit request for a notice awaits your decision'
    await open(request, '/companyadmin/notice-edit-permission?tab=history&id=720', 'request', 'Reply date misread', 'Wrong act')
    await open(
      'Your edit request for a branch was approved',
      '/companyadmin/group-company-setup/branch?id=41',
      'branch',
      'Nashik Depot',
      'Thane Office',
    )
    await open(
      'Your edit request for a company was approved',
      '/companyadmin/group-company-setup/company?id=51',
      'company',
      'Acme Foods',
      'Acme Metals',
    )
    await open(
      'Your edit request for a company group was approved',
      '/companyadmin/group-company-setup/entity?id=61',
      'group',
      'Acme Group',
      'Zenith Group',
    )
    await open('Your edit request for a PF tracker row was approved', '/companyadmin/pf-tracker?id=71', 'row', 'Apr 2025', 'May 2025')
    expect(lists.asked).toEqual([
      'compliance/history?id=905',
      'noticetracker/edit-history?id=720',
      'branch?id=41',
      'company?id=51',
      'company-group?id=61',
      'pf-tracker?id=71',
    ])
    // A notice opens on its own page.
    await router.navigate('/notifications')
    const row = (await screen.findByText('Your edit request for a notice was approved')).closest('li')!
    server.use(onApi.get('noticetracker/:id', () => HttpResponse.json({ data: aNotice({ id: 88 }) })))
    await userEvent.setup().click(within(row).getByRole('button', { name: 'Open' }))
    await waitFor(() => expect(router.state.location.pathname).toBe('/companyadmin/notice-tracker/88'))
  })

  test("the Module filter is the kit's Select: choosing one asks the server for that module's notifications only", async () => {
    const asked: (string | null)[] = []
    // The first handler that answers wins: this one before the inbox's.
    server.use(
      onApi.get('notifications', ({ request }) => {
        const params = new URL(request.url).searchParams
        if (params.get('unmarked') === 'true') return undefined
        asked.push(params.get('module'))
        return params.get('module') === 'notice' ? HttpResponse.json(paged([], 1, 20, 0)) : undefined
      }),
      ...inbox(2),
    )
    await renderApp('/notifications', { as: admin })
    const user = userEvent.setup()
    await screen.findByText('PF remittance 1 due on 2026-12-15')
    await pick(user, 'Module', 'Notice')
    await screen.findByText('No notifications.')
    expect(asked).toContain('notice')
  })
})

/** The caller's calendar feed as the server keeps it: each create or renew a new secret, shown once. */
function calendarFeed() {
  let feed: CalendarFeed = { active: false, created_at: null, url: null }
  let secrets = 0
  const calls: string[] = []
  const handlers = [
    onApi.get('notifications/calendar-feed', () => HttpResponse.json({ data: feed })),
    onApi.post('notifications/calendar-feed', () => {
      calls.push('renew')
      feed = { active: true, created_at: '2026-12-12T00:30:00.000Z', url: null }
      return HttpResponse.json({ data: { ...feed, url: `https://console.test/calendar.ics?token=secret-${++secrets}` } })
    }),
    onApi.delete('notifications/calendar-feed', () => {
      calls.push('revoke')
      feed = { active: false, created_at: null, url: null }
      return HttpResponse.json({ data: feed })
    }),
  ]
  return { handlers, calls }
}

describe('Notification Settings', () => {
  test('saves valid settings and names the field of a value out of bounds without saving it', async () => {
    let settings: NotificationSettings = {
      days_before: 3,
      times: 1,
      email_enabled: true,
      in_app_enabled: true,
      events: ['reminders', 'approvals', 'notices'],
      updated_at: null,
    }
    const posts: unknown[] = []
    server.use(
      ...inbox(0),
      ...calendarFeed().handlers,
      onApi.get('notifications/settings', () => HttpResponse.json({ data: settings })),
      onApi.post('notifications/settings', async ({ request }) => {
        const body = (await request.json()) as NotificationSettings
        posts.push(body)
        settings = { ...body, updated_at: '2026-12-12T00:30:00.000Z' }
        return HttpResponse.json({ data: settings, message: 'Notification settings saved' })
      }),
    )
    await renderApp('/notification-settings', { as: admin })
    const user = userEvent.setup()
    const days = await screen.findByRole('textbox', { name: 'Days before the due date' })
    await user.clear(days)
    await user.type(days, '12')
    await user.click(screen.getByRole('button', { name: 'Save' }))
    expect(await screen.findByText('Days before must be a whole number from 1 to 10')).toBeInTheDocument()
    expect(posts).toEqual([])
    await user.clear(days)
    await user.type(days, '5')
    await user.click(screen.getByRole('switch', { name: 'E-mail' }))
    // Which events notify: the saved choice ticked; one more ticked, one unticked, sent in the contract's order.
    const kinds = within(screen.getByRole('group', { name: 'Notify me of' }))
    expect(kinds.getAllByRole('checkbox').filter((c) => (c as HTMLInputElement).checked)).toHaveLength(3)
    await user.click(kinds.getByRole('checkbox', { name: 'Tracker payments missing or not made' }))
    await user.click(kinds.getByRole('checkbox', { name: 'Due dates and overdue items' }))
    await user.click(screen.getByRole('button', { name: 'Save' }))
    await waitFor(() =>
      expect(posts).toEqual([
        { days_before: 5, times: 1, email_enabled: false, in_app_enabled: true, events: ['approvals', 'notices', 'payments'] },
      ]),
    )
  })

  test('makes a calendar link shown once, renews it into a new one and revokes it', async () => {
    const feed = calendarFeed()
    const settings: NotificationSettings = {
      days_before: 3,
      times: 1,
      email_enabled: true,
      in_app_enabled: true,
      events: [...NOTIFICATION_EVENT.values],
      updated_at: null,
    }
    server.use(
      ...inbox(0),
      ...feed.handlers,
      onApi.get('notifications/settings', () => HttpResponse.json({ data: settings })),
    )
    await renderApp('/notification-settings', { as: admin })
    const user = userEvent.setup()
    const card = within(await screen.findByRole('region', { name: 'Calendar feed' }))
    expect(await card.findByText('You have no calendar link.')).toBeInTheDocument()
    await user.click(card.getByRole('button', { name: 'Create calendar link' }))
    expect(await card.findByRole('textbox', { name: 'Your calendar link' })).toHaveValue('https://console.test/calendar.ics?token=secret-1')
    await user.click(await card.findByRole('button', { name: 'Renew link' }))
    await waitFor(() =>
      expect(card.getByRole('textbox', { name: 'Your calendar link' })).toHaveValue('https://console.test/calendar.ics?token=secret-2'),
    )
    await user.click(card.getByRole('button', { name: 'Revoke link' }))
    expect(await card.findByText('You have no calendar link.')).toBeInTheDocument()
    expect(card.queryByRole('textbox', { name: 'Your calendar link' })).toBeNull()
    expect(feed.calls).toEqual(['renew', 'renew', 'revoke'])
  })
})
