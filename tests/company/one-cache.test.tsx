import { screen, waitFor, within } from '@testing-library/react'
import userEvent, { type UserEvent } from '@testing-library/user-event'
import { HttpResponse } from 'msw'
import type { Company, CompanyGroup } from '@ihrc/contract'
import { describe, expect, test } from 'vitest'
import { onApi } from '../mocks/api'
import { server } from '../mocks/server'
import { renderApp } from '../app/render-app'
import { aCompany, aGroup, paged } from './fixtures'
import { branchApi, lookupHandlers } from './handlers'
import { field } from './select'
import { findDrawer } from '../mocks/drawer'

const admin = { type: 'admin' as const }

/** A small in-memory company-group API: what Entity writes is what every later read returns. */
function groupApi() {
  const rows: CompanyGroup[] = [aGroup()]
  let nextId = 2
  const handlers = [
    onApi.get('company-group', () => HttpResponse.json(paged(rows))),
    onApi.get('company-group/:id', ({ params }) => HttpResponse.json({ data: rows.find((r) => r.id === Number(params.id)) })),
    onApi.post('company-group', async ({ request }) => {
      const row = aGroup({ id: nextId++, name: ((await request.json()) as { name: string }).name, companies_count: 0 })
      rows.push(row)
      return HttpResponse.json({ data: row }, { status: 201 })
    }),
    onApi.put('company-group/:id', async ({ params, request }) => {
      const row = rows.find((r) => r.id === Number(params.id))
      if (!row) return HttpResponse.json({ message: 'Not found' }, { status: 404 })
      row.name = ((await request.json()) as { name: string }).name
      return HttpResponse.json({ data: row })
    }),
    onApi.delete('company-group/:id', ({ params }) => {
      rows.splice(
        rows.findIndex((r) => r.id === Number(params.id)),
        1,
      )
      return HttpResponse.json({ data: null })
    }),
  ]
  return { rows, handlers }
}

const tab = (name: string) => screen.findByRole('tab', { name })

/** Opens a kit Select; returns a reader of the option names in its own list, as they come. */
async function openChoices(user: UserEvent, box: HTMLElement) {
  await user.click(box)
  return () => {
    const list = document.getElementById(box.getAttribute('aria-controls') ?? '')
    return list
      ? within(list)
          .queryAllByRole('option')
          .map((o) => o.textContent)
      : []
  }
}

/** Opens Company's "Add company" drawer and its Group dropdown; returns the option names as they come. */
async function companyGroupChoices(user: UserEvent) {
  await user.click(await tab('Company'))
  await user.click(await screen.findByRole('button', { name: 'Add company' }))
  const drawer = await findDrawer('Add company')
  return {
    names: await openChoices(user, within(drawer).getByRole('combobox', { name: 'Group' })),
    close: async () => {
      await user.keyboard('{Escape}')
      await user.click(within(drawer).getByRole('button', { name: 'Cancel' }))
      await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument())
    },
  }
}

/** Saves the Entity drawer with `name` in its one field. */
async function saveGroupName(user: UserEvent, dialogName: string, name: string) {
  const drawer = await findDrawer(dialogName)
  await user.clear(field('Group name', drawer))
  await user.type(field('Group name', drawer), name)
  await user.click(within(drawer).getByRole('button', { name: 'Save' }))
  await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument())
}

describe('one cache per resource: Entity writes reach the Group dropdowns without a reload', () => {
  test('a group added, renamed, then deleted on Entity is added, renamed, then gone in Company’s Group dropdown', async () => {
    const groups = groupApi()
    server.use(...groups.handlers, ...lookupHandlers)
    // Company first, so its Group dropdown is already cached when Entity changes the groups.
    await renderApp('/group-company-setup/company', { as: admin })
    const user = userEvent.setup()
    let choices = await companyGroupChoices(user)
    await waitFor(() => expect(choices.names()).toEqual(['Acme Group']))
    await choices.close()

    await user.click(await tab('Entity'))
    await user.click(await screen.findByRole('button', { name: 'Add group' }))
    await saveGroupName(user, 'Add group', 'Zeta Group')
    await screen.findByRole('cell', { name: 'Zeta Group' })
    choices = await companyGroupChoices(user)
    await waitFor(() => expect(choices.names()).toEqual(['Acme Group', 'Zeta Group']))
    await choices.close()

    await user.click(await tab('Entity'))
    await user.click(await screen.findByRole('button', { name: 'Edit Zeta Group' }))
    await saveGroupName(user, 'Edit group', 'Zeta Holdings')
    await screen.findByRole('cell', { name: 'Zeta Holdings' })
    choices = await companyGroupChoices(user)
    await waitFor(() => expect(choices.names()).toEqual(['Acme Group', 'Zeta Holdings']))
    await choices.close()

    await user.click(await tab('Entity'))
    await user.click(await screen.findByRole('button', { name: 'Delete Zeta Holdings' }))
    await user.click(within(await screen.findByRole('dialog', { name: 'Delete group?' })).getByRole('button', { name: 'Delete' }))
    await waitFor(() => expect(screen.queryByRole('cell', { name: 'Zeta Holdings' })).not.toBeInTheDocument())
    choices = await companyGroupChoices(user)
    await waitFor(() => expect(choices.names()).toEqual(['Acme Group']))
    expect(groups.rows.map((g) => g.name)).toEqual(['Acme Group'])
  })

  test('companies bulk uploaded on Company are in Branch’s Company filter without a reload', async () => {
    const companies: Company[] = [aCompany(), aCompany({ id: 11, name: 'Beta Foods' })]
    server.use(
      onApi.get('company', () => HttpResponse.json(paged(companies))),
      onApi.post('company/bulk-upload', () => {
        companies.push(aCompany({ id: 12, name: 'Gamma Textiles' }))
        return HttpResponse.json({ data: { created: 1 } }, { status: 201 })
      }),
      ...branchApi().handlers,
      ...lookupHandlers,
    )
    await renderApp('/group-company-setup/branch', { as: admin })
    const user = userEvent.setup()
    const companyFilterChoices = async () => openChoices(user, await screen.findByRole('combobox', { name: 'Company' }))
    let names = await companyFilterChoices()
    await waitFor(() => expect(names()).toEqual(['Acme Industries', 'Beta Foods']))
    await user.keyboard('{Escape}')

    await user.click(await tab('Company'))
    await user.click(await screen.findByRole('button', { name: 'Bulk upload' }))
    const dialog = await screen.findByRole('dialog', { name: 'Bulk upload companies' })
    const file = new File(['xlsx bytes'], 'companies.xlsx', { type: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet' })
    await user.upload(dialog.querySelector('input[type=file]') as HTMLInputElement, file)
    await user.click(within(dialog).getByRole('button', { name: 'Upload' }))
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument())

    await user.click(await tab('Branch'))
    names = await companyFilterChoices()
    await waitFor(() => expect(names()).toEqual(['Acme Industries', 'Beta Foods', 'Gamma Textiles']))
  })
})
