import { configureStore } from '@reduxjs/toolkit'
import { HttpResponse, delay } from 'msw'
import { FALLBACK } from '@ihrc/contract'
import { describe, expect, test } from 'vitest'
import { agreements, branches, companies, companyGroups, companyReducers } from '@/features/company/slices'
import { onApi } from '../mocks/api'
import { server } from '../mocks/server'
import { aBranch, paged } from './fixtures'

const onAny = (method: 'get' | 'post' | 'put' | 'delete', path: string, answer: () => Response) => onApi[method](path, answer)
const makeStore = () => configureStore({ reducer: companyReducers })
type Store = ReturnType<typeof makeStore>

describe('createResourceSlice transitions (branch)', () => {
  test('list: loading while pending, then rows and paging', async () => {
    server.use(onApi.get('branch', () => HttpResponse.json(paged([aBranch(), aBranch({ id: 101, name: 'Mumbai HO' })], 1, 20, 42))))
    const store = makeStore()
    const pending = store.dispatch(branches.thunks.fetchList({ page: 1 }))
    expect(store.getState().branch.loading).toBe(true)
    await pending
    const s = store.getState().branch
    expect(s.loading).toBe(false)
    expect(s.error).toBeNull()
    expect(s.list.map((b) => b.name)).toEqual(['Pune Plant', 'Mumbai HO'])
    expect(s.meta).toEqual({ page: 1, page_size: 20, total: 42 })
  })

  test('list failure keeps the server message', async () => {
    server.use(onApi.get('branch', () => HttpResponse.json({ message: 'Branch list is closed today' }, { status: 409 })))
    const store = makeStore()
    await store.dispatch(branches.thunks.fetchList())
    expect(store.getState().branch).toMatchObject({ loading: false, error: 'Branch list is closed today' })
  })

  test('only the newest list request writes the list', async () => {
    server.use(
      onApi.get('branch', async ({ request }) => {
        const search = new URL(request.url).searchParams.get('search')
        if (search === 'old') await delay(50)
        return HttpResponse.json(paged([aBranch({ name: `rows for ${search}` })]))
      }),
    )
    const store = makeStore()
    const slow = store.dispatch(branches.thunks.fetchList({ search: 'old' }))
    await store.dispatch(branches.thunks.fetchList({ search: 'new' }))
    await slow
    expect(store.getState().branch.list.map((b) => b.name)).toEqual(['rows for new'])
  })

  test('get sets the current item', async () => {
    server.use(onApi.get('branch/100', () => HttpResponse.json({ data: aBranch() })))
    const store = makeStore()
    await store.dispatch(branches.thunks.fetchOne(100))
    expect(store.getState().branch.current?.name).toBe('Pune Plant')
    expect(store.getState().branch.loading).toBe(false)
  })

  test('create appends and counts; a 400 writes nothing and keeps the field messages', async () => {
    server.use(onApi.get('branch', () => HttpResponse.json(paged([aBranch()]))))
    const store = makeStore()
    await store.dispatch(branches.thunks.fetchList())
    server.use(onApi.post('branch', () => HttpResponse.json({ data: aBranch({ id: 102, name: 'Nashik Depot' }) }, { status: 201 })))
    await store.dispatch(branches.thunks.create({ body: { name: 'Nashik Depot' } }))
    expect(store.getState().branch.list.map((b) => b.id)).toEqual([100, 102])
    expect(store.getState().branch.meta?.total).toBe(2)

    server.use(onApi.post('branch', () => HttpResponse.json({ message: { name: ['Branch name is required'] } }, { status: 400 })))
    const result = await store.dispatch(branches.thunks.create({ body: {}, inline: true }))
    expect(branches.thunks.create.rejected.match(result)).toBe(true)
    if (branches.thunks.create.rejected.match(result)) expect(result.payload?.fields).toEqual({ name: ['Branch name is required'] })
    expect(store.getState().branch.list).toHaveLength(2)
    // A write's failure is the save's, never the list's.
    expect(store.getState().branch).toMatchObject({ saving: false, saveError: 'Branch name is required', error: null })
  })

  test('update replaces by id, and the current item when it matches', async () => {
    server.use(
      onApi.get('branch', () => HttpResponse.json(paged([aBranch(), aBranch({ id: 101, name: 'Mumbai HO' })]))),
      onApi.get('branch/101', () => HttpResponse.json({ data: aBranch({ id: 101, name: 'Mumbai HO' }) })),
      onApi.put('branch/101', () => HttpResponse.json({ data: aBranch({ id: 101, name: 'Mumbai Head Office' }) })),
    )
    const store = makeStore()
    await store.dispatch(branches.thunks.fetchList())
    await store.dispatch(branches.thunks.fetchOne(101))
    await store.dispatch(branches.thunks.update({ id: 101, body: { name: 'Mumbai Head Office' } }))
    const s = store.getState().branch
    expect(s.list.map((b) => b.name)).toEqual(['Pune Plant', 'Mumbai Head Office'])
    expect(s.current?.name).toBe('Mumbai Head Office')
  })

  test('update failure without a server message uses "Update failed"', async () => {
    server.use(onApi.put('branch/100', () => new HttpResponse(null, { status: 500 })))
    const store = makeStore()
    await store.dispatch(branches.thunks.update({ id: 100, body: {} }))
    expect(store.getState().branch).toMatchObject({ saving: false, saveError: FALLBACK.updateFailed, error: null })
  })

  test('delete removes by id; failure uses "Failed to delete Branch"', async () => {
    server.use(
      onApi.get('branch', () => HttpResponse.json(paged([aBranch(), aBranch({ id: 101 })]))),
      onApi.delete('branch/100', () => new HttpResponse(null, { status: 204 })),
      onApi.delete('branch/101', () => new HttpResponse(null, { status: 500 })),
    )
    const store = makeStore()
    await store.dispatch(branches.thunks.fetchList())
    await store.dispatch(branches.thunks.remove(100))
    expect(store.getState().branch.list.map((b) => b.id)).toEqual([101])
    expect(store.getState().branch.meta?.total).toBe(1)
    await store.dispatch(branches.thunks.remove(101))
    expect(store.getState().branch.list.map((b) => b.id)).toEqual([101])
    expect(store.getState().branch).toMatchObject({ saveError: FALLBACK.deleteBranch, error: null })
  })
})

describe('company group fallbacks', () => {
  test.each([
    [
      'list',
      (s: Store) => s.dispatch(companyGroups.thunks.fetchList()),
      'get',
      'company-group',
      { loading: false, error: FALLBACK.fetchCompanyGroups },
    ],
    [
      'get',
      (s: Store) => s.dispatch(companyGroups.thunks.fetchOne(1)),
      'get',
      'company-group/1',
      { loading: false, error: FALLBACK.fetchCompanyGroupById },
    ],
    [
      'create',
      (s: Store) => s.dispatch(companyGroups.thunks.create({ body: { name: 'x' } })),
      'post',
      'company-group',
      { saving: false, saveError: FALLBACK.createCompanyGroup },
    ],
    [
      'update',
      (s: Store) => s.dispatch(companyGroups.thunks.update({ id: 1, body: { name: 'x' } })),
      'put',
      'company-group/1',
      { saving: false, saveError: FALLBACK.updateCompanyGroup },
    ],
  ] as const)('%s failure without a message shows its fallback', async (_op, thunk, method, path, expected) => {
    server.use(onAny(method, path, () => new HttpResponse(null, { status: 500 })))
    const store = makeStore()
    await thunk(store)
    expect(store.getState().companyGroup).toMatchObject(expected)
  })

  test('a list-form server message wins over the fallback', async () => {
    server.use(onApi.post('company-group', () => HttpResponse.json({ message: ['Name taken', 'Try another'] }, { status: 409 })))
    const store = makeStore()
    await store.dispatch(companyGroups.thunks.create({ body: { name: 'Acme' } }))
    expect(store.getState().companyGroup.saveError).toBe('Name taken\nTry another')
    expect(store.getState().companyGroup.list).toEqual([])
  })
})

describe('company fallbacks', () => {
  test.each([
    ['fetch', (s: Store) => s.dispatch(companies.thunks.fetchOne(10)), 'get', 'company/10', { error: FALLBACK.fetchCompany }],
    [
      'update',
      (s: Store) => s.dispatch(companies.thunks.update({ id: 10, body: {} })),
      'put',
      'company/10',
      { saveError: FALLBACK.updateCompany },
    ],
    ['delete', (s: Store) => s.dispatch(companies.thunks.remove(10)), 'delete', 'company/10', { saveError: FALLBACK.deleteCompany }],
  ] as const)('%s failure without a message shows its fallback', async (_op, thunk, method, path, expected) => {
    server.use(onAny(method, path, () => new HttpResponse(null, { status: 500 })))
    const store = makeStore()
    await thunk(store)
    expect(store.getState().company).toMatchObject(expected)
  })
})

test('setCurrent and clearError are plain transitions', () => {
  const store = makeStore()
  store.dispatch(agreements.actions.setCurrent(null))
  store.dispatch(branches.actions.setCurrent(aBranch()))
  expect(store.getState().branch.current?.id).toBe(100)
  store.dispatch(companyGroups.thunks.create.rejected(null, 'r', { body: { name: 'x' } }, { message: 'x' }))
  expect(store.getState().companyGroup.saveError).toBe('x')
  store.dispatch(companyGroups.actions.clearError())
  expect(store.getState().companyGroup.saveError).toBeNull()
})
