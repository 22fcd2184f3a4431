/**
 * SPEC.md section 8's tracker texts, for every family (issue 19 item 31): a create is
 * the family's upload (and its single added row), so both say the family's "Failed to
 * create … Tracker"; a list, a row, an update and a delete the server gives no message
 * for say the family's own fetch, update and delete texts. Through each family's page
 * (list and upload) and its own slice, as families.ts makes them.
 */
import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { HttpResponse } from 'msw'
import { describe, expect, test } from 'vitest'
import { FALLBACK, TRACKER_FAMILIES, trackerBody, type TrackerFamilyKey } from '@ihrc/contract'
import { pathOf } from '@ihrc/contract/endpoints'
import { FAMILY_VIEWS } from '@/features/trackers/families'
import { onApi } from '../mocks/api'
import { server } from '../mocks/server'
import { freshStore } from '../mocks/session'
import { renderApp } from '../app/render-app'
import { lookupHandlers } from '../company/handlers'

/** What SPEC.md lists per family; written out here, so a changed family map cannot change what is expected. */
const TEXTS: Record<TrackerFamilyKey, { fetch: string; create: string; update: string; remove: string }> = {
  pf: {
    fetch: 'Failed to fetch tracker',
    create: 'Failed to create PF Tracker',
    update: 'Failed to update PF tracker',
    remove: 'Failed to delete tracker',
  },
  pfiw: {
    fetch: 'Failed to fetch PFIW tracker',
    create: 'Failed to create PF Tracker',
    update: 'Failed to update PFIW tracker',
    remove: 'Failed to delete PFIW tracker',
  },
  esi: {
    fetch: 'Failed to fetch tracker',
    create: 'Failed to create PF Tracker',
    update: 'Failed to update tracker',
    remove: 'Failed to delete tracker',
  },
  ptrc: {
    fetch: 'Failed to fetch tracker',
    create: 'Failed to create PTRC Tracker',
    update: 'Failed to update PTRC tracker',
    remove: 'Failed to delete tracker',
  },
  ptec: {
    fetch: 'Failed to fetch PTEC tracker',
    create: 'Failed to create PTRC Tracker',
    update: 'Failed to update PT tracker',
    remove: 'Failed to delete PTEC tracker',
  },
  lwf: {
    fetch: 'Failed to fetch LWF tracker',
    create: 'Failed to create LWF Tracker',
    update: 'Failed to update LWF tracker',
    remove: 'Failed to delete LWF tracker',
  },
}

const codeLookups = ['pf-code', 'esi-code', 'ptrc-code', 'ptec-code', 'lwf-code'].map((path) =>
  onApi.get(path, () => HttpResponse.json({ data: [] })),
)
const XLSX_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet'

describe.each(FAMILY_VIEWS.map((f) => [f.label, f] as const))('%s tracker', (label, family) => {
  const texts = TEXTS[family.key as TrackerFamilyKey]
  const path = pathOf(family.endpoints.list)

  test('a list without a server message says the family’s fetch text; a failed upload its create text; a good one the count', async () => {
    let uploads = 0
    server.use(
      ...lookupHandlers,
      ...codeLookups,
      onApi.get(path, () => new HttpResponse(null, { status: 500 })),
      onApi.post(pathOf(family.endpoints.bulkUpload), () => {
        uploads += 1
        return uploads === 1
          ? new HttpResponse(null, { status: 500 })
          : HttpResponse.json({ data: { created: 3 }, message: '3 records created' })
      }),
    )
    await renderApp(`/${path}`, { as: { type: 'admin' } })
    expect(await screen.findByText(texts.fetch)).toBeInTheDocument()

    const user = userEvent.setup()
    await user.click(screen.getByRole('button', { name: 'Upload' }))
    const dialog = await screen.findByRole('dialog', { name: `Upload ${label} tracker rows` })
    await user.upload(within(dialog).getByLabelText('Browse'), new File(['x'], 'rows.xlsx', { type: XLSX_TYPE }))
    await user.click(within(dialog).getByRole('button', { name: 'Upload' }))
    const problems = await within(dialog).findByRole('list', { name: 'Upload problems' })
    expect(problems).toHaveTextContent(texts.create)

    await user.click(within(dialog).getByRole('button', { name: 'Upload' }))
    expect(await screen.findByText(`3 ${label} tracker rows saved`)).toBeInTheDocument()
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument())
  })

  test('the family’s slice: an added row, a row, an update and a delete without a server message', async () => {
    const rows = family.endpoints
    server.use(
      onApi.post(path, () => new HttpResponse(null, { status: 500 })),
      onApi.get(`${path}/:id`, () => new HttpResponse(null, { status: 500 })),
      onApi.put(`${path}/:id`, () => new HttpResponse(null, { status: 500 })),
      onApi.delete(`${path}/:id`, () => new HttpResponse(null, { status: 500 })),
    )
    expect(rows.list).toBeDefined()
    const { store } = await freshStore({ signedIn: true })
    const { thunks, select } = family.resource
    const body = trackerBody(TRACKER_FAMILIES[family.key as TrackerFamilyKey]).parse({ setup_id: 1, period: '2025-04' })
    const create = await store.dispatch(thunks.create({ body, inline: true }))
    expect((create.payload as { message: string }).message).toBe(texts.create)
    await store.dispatch(thunks.fetchOne(7))
    expect(select(store.getState()).error).toBe(texts.fetch)
    await store.dispatch(thunks.update({ id: 7, body, inline: true }))
    expect(select(store.getState()).saveError).toBe(texts.update)
    await store.dispatch(thunks.remove(7))
    expect(select(store.getState()).saveError).toBe(texts.remove)
  })
})

test('the texts are SPEC.md’s own', () => {
  const spec = new Set<string>(Object.values(FALLBACK))
  for (const texts of Object.values(TEXTS)) for (const text of Object.values(texts)) expect(spec).toContain(text)
})
