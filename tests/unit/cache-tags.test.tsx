/**
 * The console's cache tags come from the endpoint table (services/cache-tags.ts): a tag the
 * table lacks does not compile (`npx tsc -b` checks the `@ts-expect-error` lines below),
 * and a write invalidates the reads of its resource, so the list showing it reads again.
 */
import { configureStore } from '@reduxjs/toolkit'
import { render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { HttpResponse } from 'msw'
import { Provider } from 'react-redux'
import { describe, expect, test } from 'vitest'
import type { Place } from '@ihrc/contract'
import { GET, SIGNED_IN, endpoints } from '@ihrc/contract/endpoints'
import { api, resourceChanged } from '@/services/api'
import { tagsOf, type CacheTag } from '@/services/cache-tags'
import { addDistrict, useDistrictsQuery } from '@/services/company-api'
import { write } from '@/services/write'
import { useWrite } from '@/store/use-write'
import { onApi } from '../mocks/api'
import { server } from '../mocks/server'

describe('a cache tag', () => {
  test('is a parameterless read path of the table, and nothing else compiles', () => {
    const tag: CacheTag = 'company-group'
    // @ts-expect-error a misspelled tag is no path of the table
    const misspelled: CacheTag = 'compnay-group'
    // @ts-expect-error a record's path (with `:id`) is no cache tag
    const record: CacheTag = 'branch/:id'
    // @ts-expect-error a row the table lacks has no tag
    tagsOf(GET('compnay', SIGNED_IN))
    // @ts-expect-error a write's row names no cache
    tagsOf(endpoints.user.permissions)
    resourceChanged(endpoints.branch.list)
    api.injectEndpoints({
      endpoints: (build) => ({
        // @ts-expect-error providesTags takes only the table's tags
        misspelledRead: build.query<null, void>({ query: () => ({ url: '' }), providesTags: ['compnay'] }),
      }),
    })
    // @ts-expect-error a write's changes take only the table's tags
    void write(endpoints.lookups.addDistrict)({ changes: ['EditRequest'] })
    expect([tag, misspelled, record]).toEqual(['company-group', 'compnay-group', 'branch/:id'])
    expect(tagsOf(endpoints.lookups.districts, endpoints.company.list)).toEqual(['district', 'company'])
  })
})

/** A state's districts as a picker shows them, with the suggest-or-create add beside it. */
function Districts() {
  const { data } = useDistrictsQuery(7)
  const [add] = useWrite(addDistrict)
  return (
    <>
      <ul aria-label="Districts">
        {data?.map((d) => (
          <li key={d.id}>{d.name}</li>
        ))}
      </ul>
      <button type="button" onClick={() => void add({ state_id: 7, name: 'Pune' })}>
        Add Pune
      </button>
    </>
  )
}

describe('a write', () => {
  test('invalidates the list that shows it: the added district is in the picker without a reload', async () => {
    const rows: Place[] = [{ id: 1, name: 'Mumbai' } as Place]
    server.use(
      onApi.get('district', () => HttpResponse.json({ data: rows })),
      onApi.post('district', async ({ request }) => {
        const body = (await request.json()) as { name: string }
        const added = { id: rows.length + 1, name: body.name } as Place
        rows.push(added)
        return HttpResponse.json({ data: added })
      }),
    )
    const store = configureStore({
      reducer: { [api.reducerPath]: api.reducer },
      middleware: (getDefault) => getDefault().concat(api.middleware),
    })
    render(
      <Provider store={store}>
        <Districts />
      </Provider>,
    )
    const list = await screen.findByRole('list', { name: 'Districts' })
    expect(await screen.findByText('Mumbai')).toBeInTheDocument()
    expect(list).not.toHaveTextContent('Pune')

    await userEvent.setup().click(screen.getByRole('button', { name: 'Add Pune' }))

    expect(await screen.findByText('Pune')).toBeInTheDocument()
  })
})
