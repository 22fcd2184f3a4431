import { configureStore } from '@reduxjs/toolkit'
import { HttpResponse } from 'msw'
import { FALLBACK } from '@ihrc/contract'
import { describe, expect, test } from 'vitest'
import { endpoints } from '@ihrc/contract/endpoints'
import { createTrackerSlice } from '@/store/tracker-slice'
import { onApi } from '../mocks/api'
import { server } from '../mocks/server'
import { paged } from '../company/fixtures'

interface Row {
  id: number
  period: string
  amount: number
}
const row = (over: Partial<Row> = {}): Row => ({ id: 1, period: '2025-04', amount: 1200, ...over })

// Two families made the way a tracker area makes them: one call each, with SPEC.md's own texts.
// The tracker routes come with their area (issue 11); until then two setups' rows of the
// endpoint table stand in as the families' API.
const pfiw = createTrackerSlice<Row>({
  name: 'pfiwTracker',
  endpoints: endpoints.pfSetup,
  messages: {
    list: FALLBACK.fetchPfiwTracker,
    get: FALLBACK.fetchPfiwTracker,
    update: FALLBACK.updatePfiwTracker,
    remove: FALLBACK.deletePfiwTracker,
  },
})
const pf = createTrackerSlice<Row>({ name: 'pfTracker', endpoints: endpoints.esiSetup, messages: { update: FALLBACK.updatePfTracker } })

const makeStore = () => configureStore({ reducer: { [pfiw.name]: pfiw.reducer, [pf.name]: pf.reducer } })
const stateOf = (store: ReturnType<typeof makeStore>) => pfiw.select(store.getState())

function pfiwApi() {
  const rows = [row(), row({ id: 2, period: '2025-05' })]
  return [
    onApi.get('pfsetup', () => HttpResponse.json(paged(rows))),
    onApi.get('pfsetup/:id', ({ params }) => HttpResponse.json({ data: rows.find((r) => r.id === Number(params.id)) })),
    onApi.put('pfsetup/:id', async ({ params, request }) =>
      HttpResponse.json({ data: { ...rows.find((r) => r.id === Number(params.id)), ...((await request.json()) as object) } }),
    ),
    onApi.delete('pfsetup/:id', () => HttpResponse.json({ data: null, message: 'Deleted' })),
  ]
}

describe('createTrackerSlice (a PF IW family through the API)', () => {
  test('fetch, update sets "updated", reset clears it, delete clears the current tracker and sets "deleted"', async () => {
    server.use(...pfiwApi())
    const store = makeStore()
    await store.dispatch(pfiw.thunks.fetchList())
    await store.dispatch(pfiw.thunks.fetchOne(2))
    expect(stateOf(store)).toMatchObject({ loading: false, error: null, updated: false, deleted: false, current: { id: 2 } })
    expect(stateOf(store).list.map((r) => r.id)).toEqual([1, 2])

    await store.dispatch(pfiw.thunks.update({ id: 2, body: { amount: 1500 } }))
    expect(stateOf(store)).toMatchObject({ updated: true, deleted: false, saving: false, current: { id: 2, amount: 1500 } })
    expect(stateOf(store).list[1].amount).toBe(1500)

    store.dispatch(pfiw.actions.resetFlags())
    expect(stateOf(store)).toMatchObject({ updated: false, deleted: false })

    // The current tracker goes whichever row was deleted (SPEC.md section 4).
    await store.dispatch(pfiw.thunks.remove(1))
    expect(stateOf(store)).toMatchObject({ deleted: true, updated: false, current: null })
    expect(stateOf(store).list.map((r) => r.id)).toEqual([2])

    store.dispatch(pfiw.actions.resetFlags())
    expect(stateOf(store).deleted).toBe(false)
    // Another family's slice is its own.
    expect(pf.select(store.getState())).toMatchObject({ list: [], updated: false, deleted: false })
  })

  test('failures without a server message use the family texts and set no flag', async () => {
    server.use(
      onApi.get('pfsetup', () => new HttpResponse(null, { status: 500 })),
      onApi.put('pfsetup/:id', () => new HttpResponse(null, { status: 500 })),
      onApi.delete('pfsetup/:id', () => new HttpResponse(null, { status: 500 })),
    )
    const store = makeStore()
    await store.dispatch(pfiw.thunks.fetchList())
    expect(stateOf(store)).toMatchObject({ loading: false, error: FALLBACK.fetchPfiwTracker })
    await store.dispatch(pfiw.thunks.update({ id: 1, body: { amount: 1 } }))
    expect(stateOf(store)).toMatchObject({ saving: false, saveError: FALLBACK.updatePfiwTracker, updated: false })
    await store.dispatch(pfiw.thunks.remove(1))
    expect(stateOf(store)).toMatchObject({ saving: false, saveError: FALLBACK.deletePfiwTracker, deleted: false })
  })

  test('a failed delete keeps the current tracker; the server message wins over the fallback', async () => {
    server.use(
      onApi.get('pfsetup/:id', () => HttpResponse.json({ data: row() })),
      onApi.delete('pfsetup/:id', () => HttpResponse.json({ message: 'This row has an approved return' }, { status: 409 })),
    )
    const store = makeStore()
    await store.dispatch(pfiw.thunks.fetchOne(1))
    await store.dispatch(pfiw.thunks.remove(1))
    expect(stateOf(store)).toMatchObject({ current: { id: 1 }, deleted: false, saveError: 'This row has an approved return' })
  })

  test('a family without its own wording falls back to the tracker texts of SPEC.md', async () => {
    server.use(
      onApi.get('esisetup/:id', () => new HttpResponse(null, { status: 500 })),
      onApi.put('esisetup/:id', () => new HttpResponse(null, { status: 500 })),
      onApi.delete('esisetup/:id', () => new HttpResponse(null, { status: 500 })),
    )
    const store = makeStore()
    const pfState = () => pf.select(store.getState())
    await store.dispatch(pf.thunks.fetchOne(7))
    expect(pfState().error).toBe(FALLBACK.fetchTracker)
    await store.dispatch(pf.thunks.update({ id: 7, body: {} }))
    expect(pfState().saveError).toBe(FALLBACK.updatePfTracker)
    await store.dispatch(pf.thunks.remove(7))
    expect(pfState().saveError).toBe(FALLBACK.deleteTracker)
  })
})
