import { act, renderHook } from '@testing-library/react'
import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest'
import { useOverflows } from '@/components/ui/use-overflows'

/**
 * jsdom has no ResizeObserver and lays nothing out, so the hook's browser path (measured by the
 * observer's reports and in the frame after new content, never in a layout effect) needs a
 * stand-in: an observer the test makes report, and a box whose sizes the test sets.
 */
class ResizeObserverStandIn {
  static live = new Set<ResizeObserverStandIn>()
  observed: Element[] = []
  constructor(private readonly report: () => void) {
    ResizeObserverStandIn.live.add(this)
  }
  observe(el: Element) {
    this.observed.push(el)
  }
  unobserve() {}
  disconnect() {
    ResizeObserverStandIn.live.delete(this)
  }
  /** What the browser does after a layout that resized an observed box. */
  static resized() {
    for (const observer of ResizeObserverStandIn.live) observer.report()
  }
}

/** A box whose content is `content` px tall in `height` px of room. */
function box(height: number, content: number) {
  const el = document.createElement('ul')
  const size = (name: string, value: () => number) => Object.defineProperty(el, name, { configurable: true, get: value })
  const sizes = { height, content }
  size('clientHeight', () => sizes.height)
  size('scrollHeight', () => sizes.content)
  size('clientWidth', () => 100)
  size('scrollWidth', () => 100)
  return { el, sizes }
}

beforeEach(() => {
  vi.stubGlobal('ResizeObserver', ResizeObserverStandIn)
})
afterEach(() => {
  vi.unstubAllGlobals()
  ResizeObserverStandIn.live.clear()
})

describe('useOverflows, where the browser has a ResizeObserver', () => {
  test("reads nothing while rendering: the observer's first report measures, a resize without a render measures again", () => {
    const { el, sizes } = box(42, 80)
    const read = vi.spyOn(el, 'scrollHeight', 'get')
    const { result } = renderHook(() => useOverflows({ current: el }, 'y', []))
    // Mounting forces no layout (the read in a layout effect cost 62 ms of a commit, session s38).
    expect(read).not.toHaveBeenCalled()
    expect(result.current).toBe(false)
    expect([...ResizeObserverStandIn.live].flatMap((o) => o.observed)).toEqual([el])

    act(() => ResizeObserverStandIn.resized())
    expect(result.current).toBe(true)

    // The window widened: the content fits now, with no render of the caller.
    sizes.content = 42
    act(() => ResizeObserverStandIn.resized())
    expect(result.current).toBe(false)
  })

  test('new content is measured in the next frame; unmounted, it stops observing', () => {
    const frames: FrameRequestCallback[] = []
    vi.stubGlobal('requestAnimationFrame', (callback: FrameRequestCallback) => frames.push(callback))
    vi.stubGlobal('cancelAnimationFrame', () => {})
    const { el, sizes } = box(42, 20)
    const { result, rerender, unmount } = renderHook(({ items }) => useOverflows({ current: el }, 'y', [items]), {
      initialProps: { items: 1 },
    })
    act(() => ResizeObserverStandIn.resized())
    expect(result.current).toBe(false)
    expect(frames).toEqual([])

    // Two more companies: the box keeps its size (no resize to report), its content grows.
    sizes.content = 84
    rerender({ items: 3 })
    expect(result.current).toBe(false)
    expect(frames).toHaveLength(1)
    act(() => frames.shift()!(0))
    expect(result.current).toBe(true)

    unmount()
    expect(ResizeObserverStandIn.live.size).toBe(0)
  })
})
