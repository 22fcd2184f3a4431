import { render, screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { HttpResponse } from 'msw'
import { Provider } from 'react-redux'
import { describe, expect, test, vi } from 'vitest'
import { FALLBACK_STATUS_APPEARANCE, type StatusSetting, type StatusSettingsBody } from '@ihrc/contract'
import { useStatusAppearance } from '@/components/status/status-settings'
import { onApi } from '../mocks/api'
import { server } from '../mocks/server'
import { renderApp } from '../app/render-app'
import { FIRST } from '../company/select'

vi.setConfig({ testTimeout: 60_000 })

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
  const overdue = useStatusAppearance().overdue
  return <span data-testid="overdue">{`${overdue.label} ${overdue.colour} ${overdue.text}`}</span>
}

describe('Global Settings → Status Settings', () => {
  test("saves a label and colour; the status hook then gives the tenant's label with readable text", async () => {
    const api = statusApi()
    server.use(...api.handlers)
    const { store } = await renderApp('/status-settings', { as: admin })
    const user = userEvent.setup()
    const label = await screen.findByRole('textbox', { name: 'Label for Overdue' }, FIRST)
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
    const colour = await screen.findByRole('textbox', { name: 'Colour for Due' }, FIRST)
    await user.clear(colour)
    await user.type(colour, 'blue')
    await user.click(screen.getByRole('button', { name: 'Save' }))
    expect(await screen.findByText('Colour must be written #rrggbb')).toBeInTheDocument()
    expect(api.puts).toHaveLength(0)
  })

  test('without the edit grant the settings are shown but cannot be changed', async () => {
    server.use(...statusApi().handlers)
    await renderApp('/status-settings', { as: { type: 'user', permissions: ['settings.status_settings:list'] } })
    expect(await screen.findByRole('textbox', { name: 'Label for Due' }, FIRST)).toBeDisabled()
    expect(screen.queryByRole('button', { name: 'Save' })).not.toBeInTheDocument()
  })
})
