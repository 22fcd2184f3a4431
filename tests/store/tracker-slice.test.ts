import { configureStore } from '@reduxjs/toolkit'
import { HttpResponse } from 'msw'
import { FALLBACK, TRACKER_FAMILIES, trackerBody, trackerItem, type TrackerFamilyKey, type TrackerItem } from '@ihrc/contract'
import { describe, expect, test } from 'vitest'
import { endpoints } from '@ihrc/contract/endpoints'
import { createTrackerSlice } from '@/store/tracker-slice'
import { onApi } from '../mocks/api'
import { server } from '../mocks/server'
import { paged } from '../company/fixtures'
import { aPfRow } from '../trackers/fixtures'

/** A PF IW row as the server sends it: the PF row's shared fields, PF IW's own, checked against the contract's PF IW item. */
const PF_OWN = new Set(Object.keys(TRACKER_FAMILIES.pf.fields))
const row = (over: Partial<TrackerItem> = {}): TrackerItem => {
  const shared = Object.fromEntries(Object.entries(aPfRow()).filter(([key]) => !PF_OWN.has(key)))
  return trackerItem(TRACKER_FAMILIES.pfiw).parse({
    ...shared,
    id: 1,
    period: '2025-04',
    exposure: null,
    documents: { iw_return: null },
    return_due_date: '2025-05-15',
    submitted_on: '2025-05-12',
    ...over,
  }) as TrackerItem
}
/** A whole PF IW body (every PUT replaces the row), as the contract's PF IW body schema reads it. */
const body = (over: Record<string, unknown> = {}) =>
  trackerBody(TRACKER_FAMILIES.pfiw).parse({ setup_id: 1, period: '2025-05', submitted_on: '2025-06-14', ...over })

/** A family's slice as the tracker area makes it (features/trackers/families.ts): its endpoint rows and SPEC.md texts. */
const sliceOf = (key: TrackerFamilyKey) => {
  const { messages } = TRACKER_FAMILIES[key]
  return createTrackerSlice<TrackerItem>({
    name: `${key}Tracker`,
    endpoints: endpoints[`${key}Tracker`],
    messages: {
      list: FALLBACK[messages.fetch],
      get: FALLBACK[messages.fetch],
      create: FALLBACK[messages.create],
      update: FALLBACK[messages.update],
      remove: FALLBACK[messages.remove],
    },
  })
}
const pfiw = sliceOf('pfiw')
const pf = sliceOf('pf')

const makeStore = () => configureStore({ reducer: { [pfiw.name]: pfiw.reducer, [pf.name]: pf.reducer } })
const stateOf = (store: ReturnType<typeof makeStore>) => pfiw.select(store.getState())

function pfiwApi() {
  const rows = [row(), row({ id: 2, period: '2025-05' })]
  return [
    onApi.get('pfiw-tracker', () => HttpResponse.json(paged(rows))),
    onApi.get('pfiw-tracker/:id', ({ params }) => HttpResponse.json({ data: rows.find((r) => r.id === Number(params.id)) })),
    onApi.put('pfiw-tracker/:id', async ({ params, request }) =>
      HttpResponse.json({ data: { ...rows.find((r) => r.id === Number(params.id)), ...((await request.json()) as object) } }),
    ),
    onApi.delete('pfiw-tracker/:id', () => HttpResponse.json({ data: null, message: 'Deleted' })),
  ]
}

describe('createTrackerSlice (the PF IW and PF families, through their own routes)', () => {
  test('fetch, update sets "updated", reset clears it, delete clears the current tracker and sets "deleted"', async () => {
    server.use(...pfiwApi())
    const store = makeStore()
    await store.dispatch(pfiw.thunks.fetchList())
    await store.dispatch(pfiw.thunks.fetchOne(2))
    expect(stateOf(store)).toMatchObject({ loading: false, error: null, updated: false, deleted: false, current: { id: 2 } })
    expect(stateOf(store).list.map((r) => r.id)).toEqual([1, 2])

    await store.dispatch(pfiw.thunks.update({ id: 2, body: body() }))
    expect(stateOf(store)).toMatchObject({ updated: true, deleted: false, saving: false, current: { id: 2, submitted_on: '2025-06-14' } })
    expect(stateOf(store).list[1]!.submitted_on).toBe('2025-06-14')

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
      onApi.get('pfiw-tracker', () => new HttpResponse(null, { status: 500 })),
      onApi.put('pfiw-tracker/:id', () => new HttpResponse(null, { status: 500 })),
      onApi.delete('pfiw-tracker/:id', () => new HttpResponse(null, { status: 500 })),
    )
    const store = makeStore()
    await store.dispatch(pfiw.thunks.fetchList())
    expect(stateOf(store)).toMatchObject({ loading: false, error: FALLBACK.fetchPfiwTracker })
    await store.dispatch(pfiw.thunks.update({ id: 1, body: body() }))
    expect(stateOf(store)).toMatchObject({ saving: false, saveError: FALLBACK.updatePfiwTracker, updated: false })
    await store.dispatch(pfiw.thunks.remove(1))
    expect(stateOf(store)).toMatchObject({ saving: false, saveError: FALLBACK.deletePfiwTracker, deleted: false })
  })

  test('a failed delete keeps the current tracker; the server message wins over the fallback', async () => {
    server.use(
      onApi.get('pfiw-tracker/:id', () => HttpResponse.json({ data: row() })),
      onApi.delete('pfiw-tracker/:id', () => HttpResponse.json({ message: 'This row has an approved return' }, { status: 409 })),
    )
    const store = makeStore()
    await store.dispatch(pfiw.thunks.fetchOne(1))
    await store.dispatch(pfiw.thunks.remove(1))
    expect(stateOf(store)).toMatchObject({ current: { id: 1 }, deleted: false, saveError: 'This row has an approved return' })
  })

  test('a family without its own wording falls back to the tracker texts of SPEC.md', async () => {
    server.use(
      onApi.get('pf-tracker/:id', () => new HttpResponse(null, { status: 500 })),
      onApi.put('pf-tracker/:id', () => new HttpResponse(null, { status: 500 })),
      onApi.delete('pf-tracker/:id', () => new HttpResponse(null, { status: 500 })),
    )
    const store = makeStore()
    const pfState = () => pf.select(store.getState())
    await store.dispatch(pf.thunks.fetchOne(7))
    expect(pfState().error).toBe(FALLBACK.fetchTracker)
    await store.dispatch(pf.thunks.update({ id: 7, body: trackerBody(TRACKER_FAMILIES.pf).parse({ setup_id: 1, period: '2025-04' }) }))
    expect(pfState().saveError).toBe(FALLBACK.updatePfTracker)
    await store.dispatch(pf.thunks.remove(7))
    expect(pfState().saveError).toBe(FALLBACK.deleteTracker)
  })
})
