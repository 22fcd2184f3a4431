import { act, renderHook, waitFor } from '@testing-library/react'
import { describe, expect, test } from 'vitest'
import { useInTurn } from '@/utils/use-in-turn'

/** One macrotask: a turn comes in a timer of its own. */
const aTask = () => act(() => new Promise<void>((resolve) => setTimeout(resolve, 0)))

describe('useInTurn', () => {
  test('each part shows `before` at its mount, then its value in a later task, one part per task, first asked first', async () => {
    const first = renderHook(({ value }) => useInTurn(value, 'before'), { initialProps: { value: 'one' } })
    const second = renderHook(({ value }) => useInTurn(value, 'before'), { initialProps: { value: 'two' } })
    expect([first.result.current, second.result.current]).toEqual(['before', 'before'])
    const seen: string[][] = []
    while (seen.length < 4 && second.result.current === 'before') {
      await aTask()
      seen.push([first.result.current, second.result.current])
    }
    // Never both in the same task: the first's turn, then the second's.
    expect(seen).toContainEqual(['one', 'before'])
    expect(second.result.current).toBe('two')
  })

  test('a value that changes while it waits is drawn as it is at its turn; a new value waits for a turn again', async () => {
    const part = renderHook(({ value }) => useInTurn(value, 0), { initialProps: { value: 1 } })
    part.rerender({ value: 2 })
    await waitFor(() => expect(part.result.current).toBe(2))
    part.rerender({ value: 3 })
    expect(part.result.current).toBe(2)
    await waitFor(() => expect(part.result.current).toBe(3))
  })

  test('a part unmounted while it waits, or after its turn, lets the next one have its turn', async () => {
    const gone = renderHook(() => useInTurn('gone', 'before'))
    const drawnThenGone = renderHook(() => useInTurn('x', 'before'))
    const last = renderHook(() => useInTurn('last', 'before'))
    gone.unmount()
    await waitFor(() => expect(drawnThenGone.result.current).toBe('x'))
    drawnThenGone.unmount()
    await waitFor(() => expect(last.result.current).toBe('last'))
  })
})
