/**
 * Issue 19: PT RC, PT EC and PF IW are spelled out where a user meets them: the tracker
 * page's subtitle and the menu link's tooltip.
 */
import { screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { HttpResponse } from 'msw'
import { describe, expect, test } from 'vitest'
import { onApi } from '../mocks/api'
import { server } from '../mocks/server'
import { renderApp } from '../app/render-app'
import { paged } from '../company/fixtures'
import { lookupHandlers } from '../company/handlers'

const PAGES = [
  { label: 'PT RC', path: 'ptrc-tracker', code: 'ptrc-code', meaning: 'PT RC — Professional Tax Registration Certificate (employer)' },
  { label: 'PT EC', path: 'ptec-tracker', code: 'ptec-code', meaning: 'PT EC — Professional Tax Enrolment Certificate' },
  { label: 'PF IW', path: 'pfiw-tracker', code: 'pf-code', meaning: 'PF IW — Provident Fund International Workers' },
] as const

describe.each(PAGES)('$label', ({ label, path, code, meaning }) => {
  test('the page says what it stands for under its title, and so does its menu link’s tooltip', async () => {
    server.use(
      ...lookupHandlers,
      onApi.get(code, () => HttpResponse.json({ data: [] })),
      onApi.get(path, () => HttpResponse.json(paged([]))),
    )
    await renderApp(`/${path}`, { as: { type: 'admin' } })
    const heading = await screen.findByRole('heading', { level: 1, name: `${label} Tracker` })
    expect(heading.parentElement).toHaveTextContent(meaning)

    const link = within(screen.getByRole('navigation', { name: 'Main' })).getByRole('link', { name: label })
    await userEvent.setup().hover(link)
    expect(await screen.findByRole('tooltip')).toHaveTextContent(meaning)
    expect(link).toHaveAccessibleDescription(meaning)
  })
})
