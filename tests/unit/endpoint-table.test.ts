/**
 * The drift test, console side: the console reaches the API only through the endpoint
 * table. A handler for a path the table lacks cannot be written, and a console call to
 * such a path finds no handler and fails the test that made it. (The server side, and
 * the table's rows against the server's routes: server/test/endpoint-table.test.ts.)
 */
import { configureStore } from '@reduxjs/toolkit'
import { HttpResponse } from 'msw'
import { describe, expect, test } from 'vitest'
import { GET, SIGNED_IN, endpoints } from '@ihrc/contract/endpoints'
import { http } from '@/services/http'
import { createResourceThunks, initialResourceState } from '@/store/resource-slice'
import { onApi } from '../mocks/api'
import { server, takeUnhandled } from '../mocks/server'

const ok = () => HttpResponse.json({ data: [] })
/** How tests/setup.ts records a GET no handler took. */
const unhandledGet = (path: string) => expect.stringMatching(new RegExp(`^GET http://[^/]+/ihrc-api/companyadmin/${path}$`))

describe('msw handlers', () => {
  test('cannot be written for a misspelled path', () => {
    expect(() => onApi.get('compnay', ok)).toThrow('GET compnay is not in the endpoint table')
  })

  test('cannot be written for a method the path does not have', () => {
    expect(() => onApi.delete('states', ok)).toThrow('DELETE states is not in the endpoint table')
  })

  test("match a row's parameters with a concrete value or a pattern", () => {
    expect(() => onApi.put('branch/100', ok)).not.toThrow()
    expect(() => onApi.get('branch/:id/document/:kind', ok)).not.toThrow()
    expect(() => onApi.get('branch/100/documents/se_document', ok)).toThrow('is not in the endpoint table')
  })
})

describe('a console call to a path outside the table', () => {
  test('through the http instance finds no handler, and is reported', async () => {
    server.use(onApi.get('company', ok))
    await expect(http.get('compnay', { skipErrorToast: true })).rejects.toBeTruthy()
    expect(takeUnhandled()).toEqual([unhandledGet('compnay')])
  })

  test('through a resource slice built on a misspelled row finds no handler, and is reported', async () => {
    server.use(onApi.get('company', ok))
    // The compiler refuses it (a list row's path is a cache tag the table must know); this proves the run-time net behind it.
    // @ts-expect-error 'compnay' is no path of the endpoint table
    const thunks = createResourceThunks('misspelled', { list: GET('compnay', SIGNED_IN) }, {})
    const store = configureStore({ reducer: (state = initialResourceState()) => state })
    const result = await store.dispatch(thunks.fetchList())
    expect(result.type).toBe('misspelled/fetchList/rejected')
    expect(takeUnhandled()).toEqual([unhandledGet('compnay')])
  })

  test('is answered when spelled as the table has it', async () => {
    server.use(onApi.get('company', ok))
    const thunks = createResourceThunks('spelled', { list: endpoints.company.list }, {})
    const store = configureStore({ reducer: (state = initialResourceState()) => state })
    expect((await store.dispatch(thunks.fetchList())).type).toBe('spelled/fetchList/fulfilled')
    expect(takeUnhandled()).toEqual([])
  })
})
