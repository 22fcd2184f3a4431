import '@testing-library/jest-dom/vitest'
import { act, cleanup, configure } from '@testing-library/react'
import { afterAll, afterEach, beforeAll } from 'vitest'
import { loadPopups } from '@/components/ui/lazy-popups'
import { toast } from '@/components/ui/toast'
import { WAIT } from './e2e/wait'
import { onUnhandledRequest, server, takeUnhandled } from './mocks/server'

// One ceiling for every findBy*/waitFor of the suite, the browser tests' own (tests/e2e/wait.ts): a
// lazily loaded page's first render takes seconds on a busy 2-core machine, and ceilings tuned file
// by file (5 s here, 8 s, 20 s, 30 s there, under test timeouts of 20 s) failed whichever ran out
// first on a slow CI runner. A wait still ends as soon as the page reaches its state.
configure({ asyncUtilTimeout: WAIT })

// The kit's open popups load on a first opening in the product (ui/lazy-popups.tsx); loaded here
// once, a click opens its menu, list or dialog in the same render, as the tests expect. A first
// opening that waits for the code has its own test (tests/ui/popups-first-open.test.tsx).
await loadPopups()

// msw: a request no handler answers fails the test that made it (DESIGN.md "Tests").
beforeAll(() => server.listen({ onUnhandledRequest }))
// One hook, in this order (vitest runs separate after-hooks last-registered first): the screen is
// unmounted while the test's handlers still answer what it asks on its way out; reset before the
// unmount, those requests went unanswered and failed the next test, a retry of this one included
// (tests/unit/test-isolation.test.tsx).
afterEach(() => {
  // A danger toast stays until closed (SPEC.md section 4): each test starts without the last one's.
  act(() => toast.clear())
  cleanup()
  server.resetHandlers()
  const missed = takeUnhandled()
  if (missed.length > 0) throw new Error(`Unhandled request(s) in this test: ${missed.join(', ')}`)
})
afterAll(() => server.close())
