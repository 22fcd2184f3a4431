import { render, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { HttpResponse } from 'msw'
import { Provider } from 'react-redux'
import { describe, expect, test } from 'vitest'
import {
  FALLBACK_STATUS_APPEARANCE,
  noticeStatusAppearance,
  type NoticeStatusSetting,
  type NoticeStatusSettingsBody,
  type StatusSetting,
  type StatusSettingsBody,
} from '@ihrc/contract'
import { useStatusAppearance } from '@/components/status/status-settings'
import { onApi } from '../mocks/api'
import { server } from '../mocks/server'
import { renderApp } from '../app/render-app'
import { paged } from '../company/fixtures'
import { aDueItem, complianceLookups } from '../compliance/fixtures'

const admin = { type: 'admin' as const }

/** A tenant's settings that a PUT changes, as the server keeps them. */
function statusApi() {
  let rows: StatusSetting[] = [...FALLBACK_STATUS_APPEARANCE]
  const puts: StatusSettingsBody[] = []
  const handlers = [
    onApi.get('settings/status', () => HttpResponse.json({ data: rows })),
    onApi.put('settings/status', async ({ request }) => {
      const body = (await request.json()) as StatusSettingsBody
      puts.push(body)
      rows = rows.map((r) => {
        const chosen = body.statuses.find((s) => s.status === r.status)
        return chosen ? { ...chosen, is_default: false } : r
      })
      return HttpResponse.json({ data: rows, message: 'Status settings saved' })
    }),
  ]
  return { handlers, puts }
}

/** What any screen showing a status reads. */
function OverdueBadge() {
  const overdue = useStatusAppearance()?.overdue
  return <span data-testid="overdue">{overdue ? `${overdue.label} ${overdue.colour} ${overdue.text}` : 'loading'}</span>
}

describe('Global Settings → Status Settings', () => {
  test("saves a label and colour; the status hook then gives the tenant's label with readable text", async () => {
    const api = statusApi()
    server.use(...api.handlers)
    const { store } = await renderApp('/status-settings', { as: admin })
    const user = userEvent.setup()
    const label = await screen.findByRole('textbox', { name: 'Label for Overdue' })
    render(
      <Provider store={store}>
        <OverdueBadge />
      </Provider>,
    )
    expect(screen.getByTestId('overdue')).toHaveTextContent('Overdue #b91c1c #ffffff')

    await user.clear(label)
    await user.type(label, 'Past due')
    const colour = screen.getByRole('textbox', { name: 'Colour for Overdue' })
    await user.clear(colour)
    await user.type(colour, '#fde047')
    // The preview writes the label in dark text on a light colour, and says the contrast passes.
    expect(screen.getByText('Past due')).toHaveStyle({ color: '#111827' })
    expect(screen.getByRole('row', { name: /^Overdue/ })).toHaveTextContent('(meets WCAG AA)')
    await user.click(screen.getByRole('button', { name: 'Save' }))

    await waitFor(() => expect(screen.getByTestId('overdue')).toHaveTextContent('Past due #fde047 #111827'))
    expect(api.puts).toHaveLength(1)
    expect(api.puts[0]!.statuses).toContainEqual({ status: 'overdue', label: 'Past due', colour: '#fde047' })
    expect(api.puts[0]!.statuses).toHaveLength(6)
  })

  test('a colour not written #rrggbb is refused before anything is sent', async () => {
    const api = statusApi()
    server.use(...api.handlers)
    await renderApp('/status-settings', { as: admin })
    const user = userEvent.setup()
    const colour = await screen.findByRole('textbox', { name: 'Colour for Due' })
    await user.clear(colour)
    await user.type(colour, 'blue')
    await user.click(screen.getByRole('button', { name: 'Save' }))
    expect(await screen.findByText('Colour must be written #rrggbb')).toBeInTheDocument()
    expect(api.puts).toHaveLength(0)
  })

  test('notice statuses: the tenant’s own list, each with a label and colour, saved through its own route', async () => {
    let rows: NoticeStatusSetting[] = noticeStatusAppearance(['Open', 'Closed', 'Hearing fixed'], [])
    const puts: NoticeStatusSettingsBody[] = []
    server.use(
      ...statusApi().handlers,
      onApi.get('settings/notice-status', () => HttpResponse.json({ data: rows })),
      onApi.put('settings/notice-status', async ({ request }) => {
        const body = (await request.json()) as NoticeStatusSettingsBody
        puts.push(body)
        rows = rows.map((r) => ({ ...r, ...body.statuses.find((s) => s.status === r.status), is_default: false }))
        return HttpResponse.json({ data: rows, message: 'Status settings saved' })
      }),
    )
    await renderApp('/status-settings', { as: admin })
    const user = userEvent.setup()
    const label = await screen.findByRole('textbox', { name: 'Label for Hearing fixed' })
    // Open red and Closed green until the tenant chooses (SCREENS.md), an added status neutral.
    expect(screen.getByRole('textbox', { name: 'Colour for Open' })).toHaveValue('#b91c1c')
    expect(screen.getByRole('textbox', { name: 'Colour for Closed' })).toHaveValue('#15803d')
    await user.clear(label)
    await user.type(label, 'Hearing on')
    const colour = screen.getByRole('textbox', { name: 'Colour for Hearing fixed' })
    await user.clear(colour)
    await user.type(colour, 'purple')
    await user.click(screen.getByRole('button', { name: 'Save notice statuses' }))
    expect(await screen.findByText('Colour must be written #rrggbb')).toBeInTheDocument()
    expect(puts).toHaveLength(0)
    await user.clear(colour)
    await user.type(colour, '#7c3aed')
    await user.click(screen.getByRole('button', { name: 'Save notice statuses' }))
    await waitFor(() => expect(puts).toHaveLength(1))
    expect(puts[0]!.statuses).toContainEqual({ status: 'Hearing fixed', label: 'Hearing on', colour: '#7c3aed' })
    expect(puts[0]!.statuses).toHaveLength(3)
  })

  test('without the edit grant the settings are shown but cannot be changed', async () => {
    server.use(...statusApi().handlers)
    await renderApp('/status-settings', { as: { type: 'user', permissions: ['settings.status_settings:list'] } })
    expect(await screen.findByRole('textbox', { name: 'Label for Due' })).toBeDisabled()
    expect(screen.queryByRole('button', { name: 'Save' })).not.toBeInTheDocument()
  })
})

describe('a renamed status everywhere (issue 19 item 14)', () => {
  const renamed = FALLBACK_STATUS_APPEARANCE.map((s) =>
    s.status === 'overdue'
      ? { ...s, label: 'Past due', is_default: false }
      : s.status === 'due'
        ? { ...s, label: 'Yet to file', is_default: false }
        : s,
  )

  test("the badge, the Status filter and the Status page write the tenant's label; before the settings arrive, no default label shows", async () => {
    let answer: (() => void) | null = null
    const answered = new Promise<void>((resolve) => (answer = resolve))
    server.use(
      ...complianceLookups,
      onApi.get('settings/status', async () => {
        await answered
        return HttpResponse.json({ data: renamed })
      }),
      onApi.get('compliance/due', () => HttpResponse.json(paged([aDueItem({ status: 'due', data_status: 'overdue' })]))),
    )
    await renderApp('/due-compliance', { as: admin })
    const row = (await screen.findByRole('cell', { name: 'MH-PT-01' })).closest('tr')!
    // The first paint: a neutral pill, never the product's "Overdue" the tenant has renamed.
    expect(within(row).getByText('Loading status')).toBeInTheDocument()
    expect(screen.queryByText('Overdue')).not.toBeInTheDocument()
    answer!()
    expect(await within(row).findByText('Past due')).toBeInTheDocument()

    const user = userEvent.setup()
    await user.click(screen.getByRole('combobox', { name: 'Status' }))
    const options = within(await screen.findByRole('listbox', { name: /Status/ }))
      .getAllByRole('option')
      .map((o) => o.textContent)
    expect(options).toEqual(['Yet to file', 'Past due', 'Rejected'])
  })

  test("the Status page shows its rows' status in the tenant's word, under SCREENS.md's title and tabs", async () => {
    server.use(
      ...complianceLookups,
      onApi.get('settings/status', () =>
        HttpResponse.json({
          data: FALLBACK_STATUS_APPEARANCE.map((s) => (s.status === 'submitted' ? { ...s, label: 'Sent for review' } : s)),
        }),
      ),
      onApi.get('compliance/data', () => HttpResponse.json(paged([aDueItem()]))),
    )
    await renderApp('/status', { as: admin })
    expect(await screen.findByText('Sent for review', { selector: 'td span' })).toBeInTheDocument()
    // One name for the list in view: the tab's ("Pending"), not a second one beside it in the title ("Status: Submitted").
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(/^Status$/)
    expect(screen.getByRole('tab', { selected: true })).toHaveTextContent(/^Pending/)
  })
})
