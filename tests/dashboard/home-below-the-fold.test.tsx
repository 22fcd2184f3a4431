import { act, fireEvent, screen, waitFor } from '@testing-library/react'
import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest'
import { renderApp } from '../app/render-app'
import { answerFilterLookups } from './filter-lookups'

answerFilterLookups()

/** The endpoints of RTK Query's cache entries (`graph({…})` → `graph`). */
const asked = (state: { api?: { queries: Record<string, unknown> } }) =>
  Object.keys(state.api?.queries ?? {}).map((key) => key.split('(')[0])

/** `n` tasks from now: the page starts its calls one task each (useCallsInTurn), so by then all it would start have started. */
const tasks = async (n: number) => {
  for (let i = 0; i < n; i++) await act(() => new Promise((done) => setTimeout(done, 0)))
}

/** A window where nothing is near the screen until the test says so (jsdom has no IntersectionObserver). */
class FarObserver {
  static all: FarObserver[] = []
  targets: Element[] = []
  constructor(private readonly callback: IntersectionObserverCallback) {
    FarObserver.all.push(this)
  }
  observe(target: Element) {
    this.targets.push(target)
  }
  disconnect() {
    this.targets = []
  }
  unobserve() {}
  takeRecords() {
    return []
  }
  /** The observed places come on screen, as a scroll brings them. */
  static scrollTo() {
    for (const o of FarObserver.all)
      if (o.targets.length)
        o.callback(
          o.targets.map((target) => ({ target, isIntersecting: true }) as IntersectionObserverEntry),
          o as unknown as IntersectionObserver,
        )
  }
}

beforeEach(() => {
  FarObserver.all = []
  vi.stubGlobal('IntersectionObserver', FarObserver)
})
afterEach(() => vi.unstubAllGlobals())

describe("/home draws what is below the fold when it nears the screen (a phone's load draws the cards alone)", () => {
  test('no chart, no calendar and none of their calls until their place is near; then all of them', async () => {
    const { store } = await renderApp('/home', { as: { type: 'admin' } })
    await screen.findByRole('heading', { level: 1, name: /welcome/i })
    await screen.findByRole('region', { name: /filters/i })
    // The cards are on screen: their call starts.
    await waitFor(() => expect(asked(store.getState())).toContain('actionSummary'))
    await tasks(60)
    expect(asked(store.getState())).not.toContain('graph')
    expect(asked(store.getState())).not.toContain('calendarDays')
    expect(asked(store.getState())).not.toContain('statusSettings')
    expect(screen.queryByRole('region', { name: /where things stand/i })).toBeNull()
    expect(screen.queryByRole('region', { name: /compliance calendar/i })).toBeNull()

    act(() => FarObserver.scrollTo())
    await screen.findByRole('region', { name: /compliance calendar/i })
    expect(asked(store.getState())).toEqual(expect.arrayContaining(['graph', 'calendarDays', 'statusSettings']))
  })

  test("the filter bar's choices (groups, companies, branches) are asked once the bar nears the screen, not before", async () => {
    // On a phone the cards fill the screen and the filter bar lies below them: its three option
    // calls, the branches' the largest answer of the load, were work for a bar nobody saw.
    const { store } = await renderApp('/home', { as: { type: 'admin' } })
    await screen.findByRole('region', { name: /filters/i })
    await waitFor(() => expect(asked(store.getState())).toContain('actionSummary'))
    await tasks(60)
    const options = () => asked(store.getState()).filter((key) => key.endsWith('Options'))
    expect(options()).toEqual([])
    act(() => FarObserver.scrollTo())
    await waitFor(() => expect(options().sort()).toEqual(['branchOptions', 'companyOptions', 'groupOptions']))
  })

  test('a key press draws them too: a keyboard user tabbing on from the filter bar finds the charts there', async () => {
    const { store } = await renderApp('/home', { as: { type: 'admin' } })
    await screen.findByRole('region', { name: /filters/i })
    await tasks(60)
    expect(screen.queryByRole('region', { name: /compliance calendar/i })).toBeNull()
    fireEvent.keyDown(document.body, { key: 'Tab' })
    await screen.findByRole('region', { name: /compliance calendar/i })
    expect(asked(store.getState())).toContain('graph')
  })
})
