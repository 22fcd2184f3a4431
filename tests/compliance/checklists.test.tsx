import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { HttpResponse } from 'msw'
import { describe, expect, test } from 'vitest'
import type { RecommendedItem } from '@ihrc/contract'
import { onApi } from '../mocks/api'
import { server } from '../mocks/server'
import { renderApp } from '../app/render-app'
import { paged } from '../company/fixtures'
import { pick } from '../company/select'
import { aRecommendedItem, admin, anAssignment, assigneeQueries, complianceLookups } from './fixtures'

/** Recommended items for branch 100 until assigned; records each POST compliance body. */
function recommendApi(initial: RecommendedItem[]) {
  let rows = [...initial]
  const posts: Record<string, unknown>[] = []
  const queries: URLSearchParams[] = []
  const handlers = [
    onApi.get('compliance/recommend', ({ request }) => {
      queries.push(new URL(request.url).searchParams)
      return HttpResponse.json({ data: rows })
    }),
    onApi.post('compliance', async ({ request }) => {
      const body = (await request.json()) as { compliance_ids: number[] }
      posts.push(body)
      rows = rows.filter((r) => !body.compliance_ids.includes(r.id))
      return HttpResponse.json({ data: { created: body.compliance_ids.map((id) => id + 1000), skipped: 0 } }, { status: 201 })
    }),
  ]
  return { handlers, posts, queries }
}

const twoItems = () => [
  aRecommendedItem(),
  aRecommendedItem({
    id: 2,
    code: 'MH-LWF-01',
    header: 'LWF contribution',
    criticality: 'medium',
    why: ['Maharashtra branch', '25 employees ≥ 20'],
  }),
  aRecommendedItem({ id: 3, code: 'CLRA-01', header: 'Contract labour register', criticality: 'low' }),
]

describe('Recommended Checklist', () => {
  test('asks for a branch first, then lists what applies and why; selected items are assigned to owner and approver', async () => {
    const api = recommendApi(twoItems())
    server.use(...complianceLookups, ...api.handlers)
    await renderApp('/recommended-checklist', { as: admin })
    expect(await screen.findByText(/Choose company and branch to see the recommended item list/)).toBeInTheDocument()
    expect(api.queries).toHaveLength(0)

    const user = userEvent.setup()
    await pick(user, 'Company', 'Acme Industries')
    await pick(user, 'Branch', 'Pune Plant')
    expect(await screen.findByRole('cell', { name: 'MH-LWF-01' })).toBeInTheDocument()
    expect(api.queries.at(-1)!.get('branch_id')).toBe('100')
    expect(screen.getByRole('cell', { name: 'Maharashtra branch; 25 employees ≥ 20' })).toBeInTheDocument()
    // Criticality in words, not colour alone.
    expect(screen.getByText('Medium')).toBeInTheDocument()

    await user.click(screen.getByRole('checkbox', { name: 'Select MH-PT-01' }))
    await user.click(screen.getByRole('checkbox', { name: 'Select MH-LWF-01' }))
    await user.click(within(screen.getByRole('group', { name: 'Selected rows' })).getByRole('button', { name: 'Assign' }))
    const dialog = await screen.findByRole('dialog', { name: 'Assign' })
    expect(within(dialog).getByText('2 items')).toBeInTheDocument()
    // Only people who can act on the branch are offered, and the help says what a missing one needs.
    await waitFor(() => expect(assigneeQueries.at(-1)).toBe('100'))
    expect(
      within(dialog).getByText(/Only people with Audit Checklist \/ Due Compliance: Edit and access to this branch are listed/),
    ).toBeInTheDocument()
    await user.click(within(dialog).getByRole('combobox', { name: 'Owner' }))
    expect(await screen.findByRole('option', { name: 'Ravi Owner' })).toBeInTheDocument()
    expect(screen.queryByRole('option', { name: 'Meera Approver' })).not.toBeInTheDocument()
    await user.click(screen.getByRole('option', { name: 'Ravi Owner' }))
    await pick(user, 'Approver', 'Meera Approver', dialog)
    await user.click(within(dialog).getByRole('button', { name: 'Assign' }))

    await waitFor(() => expect(screen.queryByRole('cell', { name: 'MH-PT-01' })).not.toBeInTheDocument())
    expect(api.posts).toEqual([{ branch_ids: [100], compliance_ids: [1, 2], owner_id: 7, approver_id: 8, reminder_days_before: 7 }])
    expect(screen.getByRole('cell', { name: 'CLRA-01' })).toBeInTheDocument()
  })

  test('assigning without an owner says so under the field and sends nothing', async () => {
    const api = recommendApi(twoItems())
    server.use(...complianceLookups, ...api.handlers)
    await renderApp('/recommended-checklist?company_id=10&branch_id=100', { as: admin })
    const user = userEvent.setup()
    await user.click(await screen.findByRole('checkbox', { name: 'Select CLRA-01' }))
    await user.click(within(screen.getByRole('group', { name: 'Selected rows' })).getByRole('button', { name: 'Assign' }))
    const dialog = await screen.findByRole('dialog', { name: 'Assign' })
    await pick(user, 'Approver', 'Meera Approver', dialog)
    await user.click(within(dialog).getByRole('button', { name: 'Assign' }))
    expect(await within(dialog).findByText('Owner is required')).toBeInTheDocument()
    expect(api.posts).toHaveLength(0)
  })

  test('a branch with everything assigned says what to do next', async () => {
    server.use(...complianceLookups, ...recommendApi([]).handlers)
    await renderApp('/recommended-checklist?company_id=10&branch_id=100', { as: admin })
    expect(await screen.findByText(/Every item that applies to this branch is assigned/)).toBeInTheDocument()
  })
})

describe('Assigned Checklist', () => {
  function assignedApi() {
    const puts: Record<string, unknown>[] = []
    const queries: URLSearchParams[] = []
    const handlers = [
      onApi.get('compliance', ({ request }) => {
        queries.push(new URL(request.url).searchParams)
        return HttpResponse.json(
          paged([
            anAssignment(),
            anAssignment({ id: 501, code: 'MH-LWF-01', owner_name: '', next_due_date: null, approver_name: '', frequency: 'half_yearly' }),
          ]),
        )
      }),
      onApi.put('compliance', async ({ request }) => {
        const body = (await request.json()) as { assignment_ids: number[] }
        puts.push(body)
        return HttpResponse.json({ data: { updated: body.assignment_ids.length } })
      }),
    ]
    return { handlers, puts, queries }
  }

  test('lists active assignments with next due date and "Not assigned"; bulk sets owner and approver', async () => {
    const api = assignedApi()
    server.use(...complianceLookups, ...api.handlers)
    await renderApp('/assigned-checklist', { as: admin })
    const row = (await screen.findByRole('cell', { name: 'MH-LWF-01' })).closest('tr')!
    expect(within(row).getAllByText('Not assigned')).toHaveLength(2)
    // A frequency in words, never its stored value (issue 19 item 13).
    expect(within(row).getByRole('cell', { name: 'Half-yearly' })).toBeInTheDocument()
    expect(screen.queryByText('half_yearly')).not.toBeInTheDocument()
    expect(screen.getByRole('cell', { name: /^2026-12-30/ })).toBeInTheDocument()
    expect(api.queries[0]!.get('active')).toBe('true')
    expect(screen.getByRole('cell', { name: 'MH-PT-01' }).closest('tr')!).toHaveTextContent('Ravi Owner')

    // The act filter is typed; the list follows once typing pauses.
    const user = userEvent.setup()
    await user.type(screen.getByRole('searchbox', { name: 'Act' }), 'Professions')
    await waitFor(() => expect(api.queries.at(-1)!.get('act')).toBe('Professions'))

    await user.click(screen.getByRole('checkbox', { name: 'Select all rows on this page' }))
    await user.click(within(screen.getByRole('group', { name: 'Selected rows' })).getByRole('button', { name: 'Set owner and approver' }))
    const dialog = await screen.findByRole('dialog', { name: 'Set owner and approver' })
    // The people offered are those who can act on the selected assignments' branches.
    await waitFor(() => expect(assigneeQueries.at(-1)).toBe(String(anAssignment().branch_id)))
    await pick(user, 'Owner', 'Ravi Owner', dialog)
    await user.click(within(dialog).getByRole('button', { name: 'Save' }))
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Set owner and approver' })).not.toBeInTheDocument())
    expect(api.puts).toEqual([{ assignment_ids: [500, 501], owner_id: 7 }])
    // The list reloads after the change.
    await waitFor(() => expect(api.queries.length).toBeGreaterThan(1))
  })

  test('remove asks first, then deactivates; a refused update shows the server message in the dialog', async () => {
    const api = assignedApi()
    server.use(...complianceLookups, ...api.handlers)
    await renderApp('/assigned-checklist', { as: admin })
    const user = userEvent.setup()
    await user.click(await screen.findByRole('button', { name: 'More for MH-PT-01 at Pune Plant' }))
    await user.click(await screen.findByRole('menuitem', { name: 'Remove' }))
    const confirm = await screen.findByRole('dialog', { name: 'Remove assignment?' })
    await user.click(within(confirm).getByRole('button', { name: 'Remove' }))
    await waitFor(() => expect(api.puts).toEqual([{ assignment_ids: [500], active: false }]))

    server.use(onApi.put('compliance', () => HttpResponse.json({ message: 'Owner is not a user of this tenant' }, { status: 422 })))
    await user.click(screen.getByRole('button', { name: 'More for MH-PT-01 at Pune Plant' }))
    await user.click(await screen.findByRole('menuitem', { name: 'Set reminder' }))
    const dialog = await screen.findByRole('dialog', { name: 'Set reminder' })
    await user.clear(within(dialog).getByLabelText('Reminder days before due'))
    await user.type(within(dialog).getByLabelText('Reminder days before due'), '120')
    await user.click(within(dialog).getByRole('button', { name: 'Save' }))
    // The contract's own rule, before anything is sent.
    expect(await within(dialog).findByText('Reminder days must be 0 to 90')).toBeInTheDocument()
    await user.clear(within(dialog).getByLabelText('Reminder days before due'))
    await user.type(within(dialog).getByLabelText('Reminder days before due'), '10')
    await user.click(within(dialog).getByRole('button', { name: 'Save' }))
    expect(await within(dialog).findByText('Owner is not a user of this tenant')).toBeInTheDocument()
  })
})
