import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { HttpResponse } from 'msw'
import { afterEach, describe, expect, test } from 'vitest'
import { onApi } from '../mocks/api'
import { server } from '../mocks/server'
import { renderApp } from '../app/render-app'
import { lookupHandlers } from '../company/handlers'
import { pick } from '../company/select'

const admin = { type: 'admin' as const }
const slice = (key: string, label: string, count: number) => ({ key, label, count })

/** Every graph call the page makes (but the action cards', which take no filter), with its query. */
function graphCalls() {
  const calls: { graph: string; params: URLSearchParams }[] = []
  server.events.on('request:start', ({ request }) => {
    const url = new URL(request.url)
    const graph = /\/graph\/(.+)$/.exec(url.pathname)?.[1]
    if (graph && graph !== 'action-summary') calls.push({ graph, params: url.searchParams })
  })
  return calls
}

/** Branches by type as the server would count them: the whole tenant, or Acme Industries (company 10) alone. */
const branchTypes = onApi.get('graph/branch-types', ({ request }) =>
  HttpResponse.json({
    data:
      new URL(request.url).searchParams.get('company_id') === '10'
        ? [slice('factory', 'Factory', 2)]
        : [slice('factory', 'Factory', 12), slice('branch_office', 'Branch office', 5)],
  }),
)

const UNFILTERED = 'Branches by type: Factory 12, Branch office 5.'
const ACME = 'Branches by type: Factory 2.'
const graphsOf = (calls: { graph: string }[]) => [...new Set(calls.map((c) => c.graph))].sort()

afterEach(() => server.events.removeAllListeners())

describe('Dashboard filter bar', () => {
  test('choosing a company sends company_id to every graph call, the charts show its answer, and the URL keeps it', async () => {
    const calls = graphCalls()
    server.use(branchTypes, ...lookupHandlers)
    const { router } = await renderApp('/home', { as: admin })
    await screen.findByText(UNFILTERED)
    await waitFor(() => expect(graphsOf(calls)).toContain('compliance-calendar-dates'))
    const graphs = graphsOf(calls)
    const before = calls.length
    expect(calls.every((c) => !c.params.has('company_id'))).toBe(true)

    const user = userEvent.setup()
    const bar = screen.getByRole('region', { name: 'Dashboard filters' })
    await pick(user, 'Company', 'Acme Industries', bar)

    expect(await screen.findByText(ACME)).toBeInTheDocument()
    await waitFor(() => expect(graphsOf(calls.slice(before))).toEqual(graphs))
    // Every chart and the calendar asked again for company 10 alone (the first steps' check stays tenant-wide, from the cache).
    expect(calls.slice(before).every((c) => c.params.get('company_id') === '10')).toBe(true)
    expect(new URLSearchParams(router.state.location.search).get('company_id')).toBe('10')
  })

  test('a link with the filter applies it on a fresh render; "Clear filters" restores the unfiltered calls', async () => {
    const calls = graphCalls()
    server.use(branchTypes, ...lookupHandlers)
    const { router } = await renderApp('/home?company_id=10&year=2025-26', { as: admin })
    expect(await screen.findByText(ACME)).toBeInTheDocument()
    const bar = screen.getByRole('region', { name: 'Dashboard filters' })
    await waitFor(() => expect(within(bar).getByRole('combobox', { name: 'Company' })).toHaveValue('Acme Industries'))
    const charts = calls.filter((c) => c.graph !== 'compliance-calendar-dates' && c.params.has('company_id'))
    expect(charts.length).toBeGreaterThan(0)
    expect(charts.every((c) => c.params.get('company_id') === '10' && c.params.get('year') === '2025-26')).toBe(true)
    // The calendar takes the place (it pages its own month).
    await waitFor(() => expect(calls.find((c) => c.graph === 'compliance-calendar-dates')?.params.get('company_id')).toBe('10'))

    const before = calls.length
    await userEvent.setup().click(within(bar).getByRole('button', { name: 'Clear filters' }))
    expect(await screen.findByText(UNFILTERED)).toBeInTheDocument()
    await waitFor(() => expect(graphsOf(calls.slice(before))).toContain('compliance-calendar-dates'))
    expect(calls.slice(before).every((c) => !c.params.has('company_id') && !c.params.has('year'))).toBe(true)
    const search = new URLSearchParams(router.state.location.search)
    expect(search.has('company_id') || search.has('year')).toBe(false)
    expect(within(bar).queryByRole('button', { name: 'Clear filters' })).not.toBeInTheDocument()
  })
})
