/**
 * A list page's first frame: until its rows are answered it shows its loading state, never
 * "No … yet.", which would tell the person the area is empty before the server has said so.
 *
 * What a frame shows is the document between tasks: a browser paints only after the running
 * task and its microtasks. A MutationObserver's callback runs at that microtask checkpoint,
 * after React's commit and any synchronous re-render it triggers, so the document it reads
 * is the one the next frame would draw.
 */
import { screen, waitFor } from '@testing-library/react'
import { HttpResponse } from 'msw'
import { afterEach, describe, expect, test } from 'vitest'
import { onApi } from '../mocks/api'
import { holdAnswer } from '../mocks/held'
import { server } from '../mocks/server'
import { renderApp } from '../app/render-app'
import { paged } from '../company/fixtures'
import { lookupHandlers } from '../company/handlers'

const admin = { type: 'admin' as const }

/** Records whether `text` was on the page at any moment a frame could have drawn it. */
function watchFrames(text: string) {
  const seen = { ever: false }
  const observer = new MutationObserver(() => {
    if (document.body.textContent?.includes(text)) seen.ever = true
  })
  observer.observe(document.body, { childList: true, subtree: true, characterData: true })
  return { seen, stop: () => observer.disconnect() }
}

let watching: ReturnType<typeof watchFrames> | null = null
afterEach(() => watching?.stop())

describe("A list page's first frame", () => {
  // The state page has no filter, so nothing else on it redraws within the first commit; the
  // branch page's filters (Select) do, which hid this on pages that have them.
  test.each([
    { page: 'state', path: '/group-company-setup/state', list: 'states', empty: 'No state yet.', handlers: [] },
    { page: 'branch', path: '/group-company-setup/branch', list: 'branch', empty: 'No branch yet.', handlers: lookupHandlers },
  ])('the $page list shows its loading state, not its empty state, until the server answers', async ({ path, list, empty, handlers }) => {
    const answer = holdAnswer()
    let asked = false
    server.use(
      ...handlers,
      onApi.get(list, async () => {
        asked = true
        await answer.held
        return HttpResponse.json(paged([]))
      }),
    )
    watching = watchFrames(empty)
    await renderApp(path, { as: admin })

    await waitFor(() => expect(asked).toBe(true))
    const table = await screen.findByRole('table')
    expect(table.closest('[aria-busy="true"]')).not.toBeNull()
    expect(watching.seen.ever).toBe(false)

    // Answered empty, the page says so: the watch sees the text once it is true.
    answer.release()
    expect(await screen.findByText(empty)).toBeInTheDocument()
    await waitFor(() => expect(watching?.seen.ever).toBe(true))
  })
})
