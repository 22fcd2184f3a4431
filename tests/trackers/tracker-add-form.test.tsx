/**
 * Issue 19 item 17: an empty "Add PF tracker row" names every required field under the
 * field the user sees, in its label's words: the registration's field is labelled
 * "PF code" (the schema calls it Registration) and the Company, which only narrows the
 * codes and is not sent, is reported too.
 */
import { screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, test } from 'vitest'
import { server } from '../mocks/server'
import { findDrawer } from '../mocks/drawer'
import { renderApp } from '../app/render-app'
import { field } from '../company/select'
import { pfApi } from './fixtures'

describe('Add PF tracker row', () => {
  test('an empty submit reports each required field under it, by its label, and sends nothing', async () => {
    const api = pfApi()
    server.use(...api.handlers)
    await renderApp('/pf-tracker', { as: { type: 'admin' } })
    const user = userEvent.setup()
    await user.click(await screen.findByRole('button', { name: 'Add PF tracker row' }))
    const drawer = await findDrawer('Add PF tracker row')
    await user.click(within(drawer).getByRole('button', { name: 'Save' }))

    for (const label of ['Company', 'PF code', 'Period']) {
      const control = await within(drawer).findByRole(label === 'Period' ? 'button' : 'combobox', { name: new RegExp(`^${label}`) })
      expect(control).toHaveAccessibleDescription(`${label} is required`)
    }
    expect(within(drawer).queryByText(/Registration/)).not.toBeInTheDocument()
    // The required ones are marked as such.
    expect(field('Company', drawer)).toBeRequired()
  })

  test('a list placeholder keeps its label’s abbreviation: “Select PF code”, not “Select pf code”', async () => {
    server.use(...pfApi().handlers)
    await renderApp('/pf-tracker', { as: { type: 'admin' } })
    await userEvent.setup().click(await screen.findByRole('button', { name: 'Add PF tracker row' }))
    const drawer = await findDrawer('Add PF tracker row')
    expect(field('Company', drawer)).toHaveAttribute('placeholder', 'Select company')
    expect(field('PF code', drawer)).toHaveAttribute('placeholder', 'Select PF code')
  })
})
