import { renderHook, waitFor } from '@testing-library/react'
import { HttpResponse } from 'msw'
import type { ReactNode } from 'react'
import { Provider } from 'react-redux'
import { describe, expect, test } from 'vitest'
import { useResourceList } from '@/components/resource/use-resource-list'
import { stateList } from '@/features/company/reference-slices'
import type { ListParams } from '@/store/resource-slice'
import { onApi } from '../mocks/api'
import { holdAnswer } from '../mocks/held'
import { server } from '../mocks/server'
import { freshStore } from '../mocks/session'
import { paged } from '../company/fixtures'

const FIRST: ListParams = { page: 1, page_size: 20 }
const SECOND: ListParams = { page: 2, page_size: 20 }

describe('useResourceList', () => {
  test('a load renders twice (asked, answered), loading from the first render until the answer', async () => {
    let answer = holdAnswer()
    server.use(
      onApi.get('states', async () => {
        await answer.held
        return HttpResponse.json(paged([{ id: 1, name: 'Kerala' }]))
      }),
    )
    const { store } = await freshStore({ signedIn: true })
    const wrapper = ({ children }: { children: ReactNode }) => <Provider store={store}>{children}</Provider>
    const seen: boolean[] = []
    const { result, rerender } = renderHook(
      ({ query }) => {
        const list = useResourceList(stateList, query)
        seen.push(list.loading)
        return list
      },
      { wrapper, initialProps: { query: FIRST } },
    )
    await waitFor(() => expect(store.getState().stateList?.loading).toBe(true))
    answer.release()
    await waitFor(() => expect(result.current.list).toHaveLength(1))
    // The request's pending state draws nothing new: no render of its own.
    expect(seen).toEqual([true, false])

    // A new query is loading from its first render too, and costs as many.
    seen.length = 0
    answer = holdAnswer()
    rerender({ query: SECOND })
    await waitFor(() => expect(store.getState().stateList?.loading).toBe(true))
    answer.release()
    await waitFor(() => expect(result.current.loading).toBe(false))
    expect(seen).toEqual([true, false])
  })
})
