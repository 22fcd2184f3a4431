import { screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, test } from 'vitest'
import { DATE_OUT_OF_RANGE, MAX_INT, TEXT_HAS_NUL } from '@ihrc/contract'
import { renderApp } from '../app/render-app'
import { branchApi, lookupHandlers } from '../company/handlers'
import { field } from '../company/select'
import { server } from '../mocks/server'

describe('forms show the contract’s sentences', () => {
  test('a head count beyond the database integer, a date before 1900 and a NUL in a name are refused before sending', async () => {
    server.use(...lookupHandlers, ...branchApi([]).handlers)
    await renderApp('/group-company-setup/branch/new', { as: { type: 'admin' } })
    const user = userEvent.setup()
    const save = await screen.findByRole('button', { name: 'Save' })
    await user.type(screen.getByLabelText(/^Head count/), String(MAX_INT + 1))
    await user.type(field('Opening date'), '1899-12-31')
    // userEvent cannot type a NUL; paste puts it in as a clipboard would.
    await user.click(field('Branch name'))
    await user.paste('Depot\u0000')
    await user.click(save)
    expect(await screen.findByText(`Head count must be at most ${MAX_INT}`)).toBeInTheDocument()
    expect(screen.getByText(DATE_OUT_OF_RANGE)).toBeInTheDocument()
    expect(screen.getByText(TEXT_HAS_NUL)).toBeInTheDocument()
  })
})
