import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { HttpResponse } from 'msw'
import { describe, expect, test } from 'vitest'
import type { StatutoryFact } from '@ihrc/contract'
import { onApi } from '../mocks/api'
import { server } from '../mocks/server'
import { renderApp } from '../app/render-app'
import { lookupHandlers } from '../company/handlers'
import { aGrid, aPfRow, pfApi } from '../trackers/fixtures'

const admin = { type: 'admin' as const }
/** A user with no grants at all: the rules are public law, open to every signed-in user. */
const clerk = { type: 'user' as const, permissions: [] }

const provenance = {
  state_id: 27,
  state_name: 'Maharashtra',
  variant: null,
  condition: null,
  effective_to: null,
  retrieved_on: '2026-11-26',
  note: null,
}
const schedule: StatutoryFact = {
  ...provenance,
  id: 1,
  scheme: 'lwf',
  fact: 'schedule',
  text: 'Contributions deducted on 30 June and 31 December are paid by 15 July and 15 January.',
  value: {
    frequency: 'half_yearly',
    year_start_month: 1,
    due_rule: { kind: 'day_of_next_month', day: 15 },
    return_form: 'Form A-1 cum return',
  },
  effective_from: '2000-12-01',
  citation: 'Maharashtra Labour Welfare Fund Act, 1953; Rules, 1953',
  sources: ['https://mytaxexpert.in/MLWF-reg.php'],
  confidence: 'secondary',
}
const amounts: StatutoryFact = {
  ...provenance,
  id: 2,
  scheme: 'lwf',
  fact: 'amounts',
  text: 'Employee ₹25 a half-year; employer thrice that.',
  value: {
    kind: 'slabs',
    wage_basis: 'monthly',
    bands: [
      { from: 0, to: null, gender: null, employee: { kind: 'fixed', amount: 25 }, employer: { kind: 'multiple', times: 3 }, months: [] },
    ],
    employer_minimum: null,
  },
  effective_from: '2024-03-18',
  citation: 'Maharashtra Labour Welfare Fund (Amendment) Act, 2024',
  sources: ['https://taxguru.in/maharashtra-lwf-2024.html'],
  confidence: 'conflicting',
  note: 'Dated from publication in the Gazette.',
}

function rulesApi(facts: StatutoryFact[] = [schedule, amounts]) {
  const asked: URLSearchParams[] = []
  return {
    asked,
    handlers: [
      ...lookupHandlers,
      onApi.get('statutory-rules', ({ request }) => {
        const params = new URL(request.url).searchParams
        asked.push(params)
        const scheme = params.get('scheme')
        return HttpResponse.json({ data: facts.filter((f) => !scheme || f.scheme === scheme), late_payment: [] })
      }),
    ],
  }
}

describe('Statutory Rules', () => {
  test('any signed-in user reads the rules under Global Settings, filters them on the server and opens one in full', async () => {
    const api = rulesApi()
    server.use(...api.handlers)
    await renderApp('/statutory-rules', { as: clerk })
    const table = await screen.findByRole('table', { name: 'Statutory rules' })
    await within(table).findByText('Conflicting')
    expect(
      within(table)
        .getAllByRole('row')
        .filter((r) => within(r).queryAllByRole('cell').length > 0),
    ).toHaveLength(2)
    expect(within(table).getByText(/By the 15th of the month after the period/)).toBeInTheDocument()
    expect(within(table).getByText('Conflicting')).toBeInTheDocument()
    // The menu offers it to a user with no grants.
    expect(screen.getByRole('link', { name: 'Statutory Rules' })).toBeInTheDocument()

    const user = userEvent.setup()
    await user.type(screen.getByLabelText('In force on'), '2025-08-01{Enter}')
    await waitFor(() => expect(api.asked.at(-1)?.get('on')).toBe('2025-08-01'))

    await user.click(within(table).getByRole('button', { name: /Details of LWF Maharashtra Amounts from 2024-03-18/ }))
    const dialog = await screen.findByRole('dialog', { name: 'LWF, Maharashtra' })
    expect(within(dialog).getByText('Maharashtra Labour Welfare Fund (Amendment) Act, 2024')).toBeInTheDocument()
    expect(within(dialog).getByRole('link', { name: 'https://taxguru.in/maharashtra-lwf-2024.html' })).toHaveAttribute('target', '_blank')
    expect(within(dialog).getByText(/employer 3 × the employee's/)).toBeInTheDocument()
    await user.keyboard('{Escape}')

    // The export itself (its xlsx, filters and escaping) is the server's test (rules-route.test.ts): under jsdom a blob
    // download through msw's XHR interceptor fails inside the interceptor, so only the button is checked here.
    expect(screen.getByRole('button', { name: 'Export' })).toBeEnabled()
  })

  test('a day edited by hand out of its form in the address is not sent: the list shows, unfiltered by it', async () => {
    const api = rulesApi()
    server.use(...api.handlers)
    await renderApp('/statutory-rules?on=foo&scheme=lwf', { as: clerk })
    const table = await screen.findByRole('table', { name: 'Statutory rules' })
    await within(table).findByText('Conflicting')
    expect(api.asked.length).toBeGreaterThan(0)
    expect(api.asked.every((params) => !params.has('on') && params.get('scheme') === 'lwf')).toBe(true)
    expect(screen.getByLabelText('In force on')).toHaveValue('')
    expect(screen.queryByText('The statutory rules could not be loaded. Please try again.')).not.toBeInTheDocument()
  })

  test('a failed load says so in place', async () => {
    server.use(
      ...lookupHandlers,
      onApi.get('statutory-rules', () => HttpResponse.json({ message: 'down' }, { status: 500 })),
    )
    await renderApp('/statutory-rules', { as: admin })
    expect(await screen.findByText('The statutory rules could not be loaded. Please try again.')).toBeInTheDocument()
  })
})

describe('the rule behind a due date', () => {
  test('a grid cell whose due rule is not confirmed says so, and its Rule button opens the facts for that state and period', async () => {
    const api = pfApi()
    const rules = rulesApi()
    const grid = aGrid()
    grid.rows[0]!.cells[2] = { status: 'not_confirmed' }
    grid.rows[0]!.due_dates[2] = null
    server.use(
      onApi.get('pf-tracker/grid', () => HttpResponse.json({ data: grid })),
      ...rules.handlers,
      ...api.handlers,
    )
    await renderApp('/pf-tracker?view=grid', { as: admin })
    const table = await screen.findByRole('table', { name: /^PF payments 2025-26/ })
    const cells = within(within(table).getByRole('row', { name: /MHBAN0012345000/ })).getAllByRole('cell')
    expect(cells[2]).toHaveTextContent('Due rule not confirmed for this state')
    const user = userEvent.setup()
    await user.click(within(cells[2]!).getByRole('button', { name: /Rule: PF rule for the period from 2025-06-01/ }))
    expect(await screen.findByRole('dialog', { name: 'PF rule for the period from 2025-06-01' })).toBeInTheDocument()
    expect(rules.asked.at(-1)?.get('scheme')).toBe('pf')
    expect(rules.asked.at(-1)?.get('state_id')).toBe('27')
    expect(rules.asked.at(-1)?.get('on')).toBe('2025-06-01')
  })

  test("a row's View shows what the slabs give beside what was paid, and opens the rule", async () => {
    const short = aPfRow({
      statutory_amount: {
        amount: 130000,
        paid: 125000,
        shortfall: 5000,
        missing: null,
        basis: 'Employee share 12 % of ₹5,00,000: ₹60,000',
      },
    })
    const api = pfApi([short])
    const rules = rulesApi()
    server.use(...rules.handlers, ...api.handlers)
    await renderApp('/pf-tracker', { as: admin })
    const user = userEvent.setup()
    const table = await screen.findByRole('table')
    const row = within(table).getByRole('row', { name: /MHBAN0012345000/ })
    expect(row).toHaveTextContent('Short ₹5,000')
    await user.click(within(row).getByRole('button', { name: /actions|Row actions|More/i }))
    await user.click(await screen.findByRole('menuitem', { name: 'View' }))
    const details = await screen.findByRole('dialog', { name: /PF tracker: MHBAN0012345000/ })
    expect(within(details).getByText('Employee share 12 % of ₹5,00,000: ₹60,000')).toBeInTheDocument()
    await user.click(within(details).getByRole('button', { name: /Open the rule/ }))
    expect(await screen.findByRole('dialog', { name: 'PF rule for the period from 2025-04-01' })).toBeInTheDocument()
  })
})
