import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { HttpResponse } from 'msw'
import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest'
import { onApi } from '../mocks/api'
import { server } from '../mocks/server'
import { renderApp } from '../app/render-app'
import { aBranch, aGroup, paged } from './fixtures'
import { branchApi, lookupHandlers } from './handlers'
import { pick } from './select'

const admin = { type: 'admin' as const }
const BRANCHES = '/group-company-setup/branch'

const rowOf = (name: string) => screen.getByRole('row', { name: new RegExp(name) })

describe('Branch list', () => {
  test('renders the rows the API returns, first page of 20', async () => {
    const api = branchApi()
    server.use(...lookupHandlers, ...api.handlers)
    await renderApp(BRANCHES, { as: admin })
    expect(await screen.findByRole('cell', { name: 'Pune Plant' })).toBeInTheDocument()
    expect(within(rowOf('Mumbai HO')).getByRole('cell', { name: 'Andheri' })).toBeInTheDocument()
    expect(within(rowOf('Pune Plant')).getByText('Valid')).toBeInTheDocument()
    expect(api.queries[0].get('page')).toBe('1')
    expect(api.queries[0].get('page_size')).toBe('20')
  })

  test('filters and search send their query params and stay in the URL', async () => {
    const api = branchApi()
    const twoGroups = onApi.get('company-group', () => HttpResponse.json(paged([aGroup(), aGroup({ id: 2, name: 'Zenith Group' })])))
    server.use(twoGroups, ...lookupHandlers, ...api.handlers)
    const { router } = await renderApp(BRANCHES, { as: admin })
    await screen.findByRole('cell', { name: 'Pune Plant' })
    const user = userEvent.setup()

    await pick(user, 'Group', 'Acme Group')
    await waitFor(() => expect(api.queries.at(-1)?.get('group_id')).toBe('1'))
    await pick(user, 'Company', 'Beta Foods')
    await waitFor(() => expect(api.queries.at(-1)?.get('company_id')).toBe('11'))
    // Changing the group empties the company that belonged to it.
    await pick(user, 'Group', 'Zenith Group')
    await waitFor(() => expect(api.queries.at(-1)?.get('group_id')).toBe('2'))
    expect(api.queries.at(-1)?.has('company_id')).toBe(false)
    await pick(user, 'State', 'Maharashtra')
    await waitFor(() => expect(api.queries.at(-1)?.get('state_id')).toBe('27'))
    await pick(user, 'District', 'Pune')
    await waitFor(() => expect(api.queries.at(-1)?.get('district_id')).toBe('501'))
    expect(api.queries.at(-1)?.get('state_id')).toBe('27')

    await user.type(screen.getByRole('searchbox', { name: 'Search' }), 'pune')
    await waitFor(() => expect(api.queries.at(-1)?.get('search')).toBe('pune'))
    const url = new URLSearchParams(router.state.location.search)
    expect(Object.fromEntries(url)).toEqual({ group_id: '2', state_id: '27', district_id: '501', search: 'pune' })
    // Changing the state empties the district and location that belonged to it.
    await pick(user, 'State', 'Karnataka')
    await waitFor(() => expect(api.queries.at(-1)?.get('state_id')).toBe('29'))
    expect(api.queries.at(-1)?.has('district_id')).toBe(false)
  })

  test('delete asks for confirmation naming the branch, then removes the row', async () => {
    const api = branchApi()
    server.use(...lookupHandlers, ...api.handlers)
    await renderApp(BRANCHES, { as: admin })
    await screen.findByRole('cell', { name: 'Mumbai HO' })
    const user = userEvent.setup()

    await user.click(screen.getByRole('button', { name: 'Delete Mumbai HO' }))
    const dialog = await screen.findByRole('dialog', { name: 'Delete branch?' })
    expect(within(dialog).getByText('Mumbai HO')).toBeInTheDocument()
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }))
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument())
    expect(api.rows).toHaveLength(2)

    await user.click(screen.getByRole('button', { name: 'Delete Mumbai HO' }))
    await user.click(within(await screen.findByRole('dialog', { name: 'Delete branch?' })).getByRole('button', { name: 'Delete' }))
    await waitFor(() => expect(screen.queryByRole('cell', { name: 'Mumbai HO' })).not.toBeInTheDocument())
    expect(screen.getByRole('cell', { name: 'Pune Plant' })).toBeInTheDocument()
    expect(api.rows.map((r) => r.id)).toEqual([100])
  })

  test('no branches yet: the empty state says what to do next', async () => {
    const api = branchApi([])
    server.use(...lookupHandlers, ...api.handlers)
    await renderApp(BRANCHES, { as: admin })
    expect(await screen.findByText('No branch yet.')).toBeInTheDocument()
    expect(screen.getByText(/Add a branch with its address and S&E registration/)).toBeInTheDocument()
  })

  test('a failed list shows the server message and can be retried', async () => {
    let fail = true
    server.use(
      ...lookupHandlers,
      onApi.get('branch', () =>
        fail
          ? HttpResponse.json({ message: 'Database is restarting' }, { status: 503 })
          : HttpResponse.json({ data: [aBranch()], meta: { page: 1, page_size: 20, total: 1 } }),
      ),
    )
    await renderApp(BRANCHES, { as: admin })
    expect(await screen.findByText('Could not load the list')).toBeInTheDocument()
    expect(screen.getAllByText('Database is restarting').length).toBeGreaterThan(0)
    fail = false
    await userEvent.setup().click(screen.getByRole('button', { name: 'Try again' }))
    expect(await screen.findByRole('cell', { name: 'Pune Plant' })).toBeInTheDocument()
  })
})

describe('Branch bulk upload and export', () => {
  afterEach(() => {
    vi.restoreAllMocks()
    vi.unstubAllGlobals()
  })

  test('a rejected upload lists every row error and adds nothing', async () => {
    const api = branchApi()
    let received: File | null = null
    server.use(
      ...lookupHandlers,
      ...api.handlers,
      onApi.post('branch/bulk-upload', async ({ request }) => {
        received = (await request.formData()).get('file') as File
        return HttpResponse.json(
          { message: ['Row 2, column State: State "Maharashtr" not found', 'Row 3, column Head count: A whole number, 0 or more.'] },
          { status: 400 },
        )
      }),
    )
    await renderApp(BRANCHES, { as: admin })
    await screen.findByRole('cell', { name: 'Pune Plant' })
    const user = userEvent.setup()
    await user.click(screen.getByRole('button', { name: 'Bulk upload' }))
    const dialog = await screen.findByRole('dialog', { name: 'Bulk upload branches' })
    const file = new File(['xlsx bytes'], 'branches.xlsx', { type: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet' })
    await user.upload(dialog.querySelector('input[type=file]') as HTMLInputElement, file)
    await user.click(within(dialog).getByRole('button', { name: 'Upload' }))

    const problems = await within(dialog).findByRole('list', { name: 'Upload problems' })
    expect(
      within(problems)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['Row 2, column State: State "Maharashtr" not found', 'Row 3, column Head count: A whole number, 0 or more.'])
    expect(within(dialog).getByText('Nothing was uploaded')).toBeInTheDocument()
    expect(received).not.toBeNull()
    // No toast repeats the list: the dialog is where the user fixes the file.
    expect(screen.queryByText('Error')).not.toBeInTheDocument()
  })

  test('export downloads the filtered list under the name from Content-Disposition', async () => {
    const api = branchApi()
    let exportQuery: URLSearchParams | null = null
    server.use(
      ...lookupHandlers,
      ...api.handlers,
      onApi.get('branch/branch-data/export', ({ request }) => {
        exportQuery = new URL(request.url).searchParams
        return new HttpResponse('xlsx bytes', {
          headers: {
            'Content-Type': 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
            'Content-Disposition': 'attachment; filename="branches-2026-02-01.xlsx"',
          },
        })
      }),
    )
    const saved: { name: string; href: string }[] = []
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      saved.push({ name: this.download, href: this.href })
    })
    // jsdom's Blob cannot back a fetch Response, which msw builds for an XHR blob answer:
    // use Node's own (the fetch Response here is Node's, so its blob() yields one).
    vi.stubGlobal('Blob', (await new Response('').blob()).constructor)
    URL.createObjectURL = vi.fn(() => 'blob:export')
    URL.revokeObjectURL = vi.fn()

    await renderApp(`${BRANCHES}?state_id=27&page=2`, { as: admin })
    await screen.findByRole('cell', { name: 'Pune Plant' })
    await userEvent.setup().click(screen.getByRole('button', { name: 'Export' }))
    await waitFor(() => expect(saved).toEqual([{ name: 'branches-2026-02-01.xlsx', href: 'blob:export' }]))
    // The export takes the list's filters but not its paging.
    expect(exportQuery!.get('state_id')).toBe('27')
    expect(exportQuery!.has('page')).toBe(false)
  })
})

describe('permissions', () => {
  beforeEach(() => {
    URL.createObjectURL = vi.fn(() => 'blob:x')
  })

  test('a user who may only list sees no add, upload, edit or delete', async () => {
    const api = branchApi()
    server.use(...lookupHandlers, ...api.handlers)
    await renderApp(BRANCHES, { as: { type: 'user', permissions: ['company.branch:list'] } })
    await screen.findByRole('cell', { name: 'Pune Plant' })
    expect(screen.queryByRole('button', { name: 'Add branch' })).not.toBeInTheDocument()
    expect(screen.queryByRole('button', { name: 'Bulk upload' })).not.toBeInTheDocument()
    expect(screen.queryByRole('button', { name: /^Edit / })).not.toBeInTheDocument()
    expect(screen.queryByRole('button', { name: /^Delete / })).not.toBeInTheDocument()
    expect(screen.getByRole('button', { name: 'Export' })).toBeInTheDocument()
  })

  test('edit without delete shows only the edit action', async () => {
    const api = branchApi()
    server.use(...lookupHandlers, ...api.handlers)
    await renderApp(BRANCHES, { as: { type: 'user', permissions: ['company.branch:edit'] } })
    await screen.findByRole('cell', { name: 'Pune Plant' })
    expect(screen.getByRole('button', { name: 'Edit Pune Plant' })).toBeInTheDocument()
    expect(screen.queryByRole('button', { name: 'Delete Pune Plant' })).not.toBeInTheDocument()
    expect(screen.queryByRole('button', { name: 'Add branch' })).not.toBeInTheDocument()
  })
})
