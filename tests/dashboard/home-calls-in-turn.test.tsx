import { screen, waitFor, within } from '@testing-library/react'
import { HttpResponse } from 'msw'
import { describe, expect, test } from 'vitest'
import { onApi } from '../mocks/api'
import { server } from '../mocks/server'
import { renderApp } from '../app/render-app'
import { answerFilterLookups } from './filter-lookups'

answerFilterLookups()

/** The endpoints of RTK Query's cache entries (`actionSummary(undefined)` → `actionSummary`). */
const asked = (state: { api?: { queries: Record<string, unknown> } }) =>
  Object.keys(state.api?.queries ?? {}).map((key) => key.split('(')[0])

describe('/home starts its calls after drawing its heading, one task each', () => {
  test("the heading's commit asks nothing for the cards or the filter bar; each call starts in a task of its own after it", async () => {
    // Started by the cards' and the filters' own hooks, the four calls were the heading's commit's
    // effects, in the task that drew it, each dispatch re-rendering its subscribers (bench/README.md,
    // Lighthouse, session s39). A MutationObserver runs right after the commit that adds the heading,
    // and a timer set there comes after the commit's effects but at most one of the page's starts.
    server.use(onApi.get('graph/action-summary', () => HttpResponse.json({ data: null }, { status: 500 })))
    const seen: { atHeading?: string[]; nextTask?: string[] } = {}
    const { store } = await renderApp('/home', { as: { type: 'admin' } })
    const observer = new MutationObserver(() => {
      if (seen.atHeading || !/welcome/i.test(document.querySelector('h1')?.textContent ?? '')) return
      seen.atHeading = asked(store.getState())
      setTimeout(() => (seen.nextTask = asked(store.getState())))
      observer.disconnect()
    })
    observer.observe(document.body, { childList: true, subtree: true, characterData: true })
    await screen.findByRole('heading', { level: 1, name: /welcome/i })
    await screen.findByRole('region', { name: /filters/i })
    const home = ['actionSummary', 'groupOptions', 'companyOptions', 'branchOptions']
    // Then each comes, and the cards say their failure as before.
    await screen.findByText('Could not load what needs action.')
    expect(seen.atHeading!.filter((key) => home.includes(key))).toEqual([])
    expect(seen.nextTask!.filter((key) => home.includes(key)).length).toBeLessThanOrEqual(1)
    // The cards' call starts first and may have failed before the last of the others has started.
    await waitFor(() => expect(home.filter((key) => !asked(store.getState()).includes(key))).toEqual([]))
  })
})

describe('/home draws its charts and calendar one at a time', () => {
  test('each chart and the calendar draw their answer in a task of their own', async () => {
    // Drawn in one render, the answers already in (and those arriving between React's slices,
    // which made it start over at once) were one long task (bench/README.md, Lighthouse,
    // session s40). A MutationObserver's callback runs once after each task that changed the
    // page: at each, at most one more part may have drawn its answer.
    const drawn = () => {
      const charts = document.querySelector('[aria-labelledby="dashboard-charts-title"]')
      const cards = [...(charts?.querySelectorAll('section') ?? [])]
      const calendar = document.querySelector('[aria-labelledby="calendar-title"]')
      return [...cards, ...(calendar ? [calendar] : [])].filter((part) => !part.hasAttribute('aria-busy'))
    }
    const steps: number[] = []
    const observer = new MutationObserver(() => steps.push(drawn().length))
    observer.observe(document.body, { childList: true, subtree: true, attributes: true, attributeFilter: ['aria-busy'] })
    // A tenant with records (with none, the page shows its first steps instead of the charts).
    server.use(onApi.get('graph/branch-types', () => HttpResponse.json({ data: [{ key: 'factory', label: 'Factory', count: 3 }] })))
    await renderApp('/home', { as: { type: 'admin' } })
    const calendar = await screen.findByRole('region', { name: /compliance calendar/i })
    await waitFor(() => expect(calendar).not.toHaveAttribute('aria-busy'))
    const charts = within(screen.getByRole('region', { name: /where things stand/i })).getAllByRole('region')
    await waitFor(() => charts.forEach((chart) => expect(chart).not.toHaveAttribute('aria-busy')))
    observer.disconnect()
    expect(Math.max(...steps)).toBe(charts.length + 1)
    const growth = steps.map((n, i) => n - (steps[i - 1] ?? 0))
    expect(Math.max(...growth)).toBe(1)
  })
})
