import '@testing-library/jest-dom/vitest'
import { act, cleanup, configure } from '@testing-library/react'
import { afterAll, afterEach, beforeAll } from 'vitest'
import { toast } from '@/components/ui/toast'
import { onUnhandledRequest, server, takeUnhandled } from './mocks/server'

// A danger toast stays until closed (SPEC.md section 4): each test starts without the last one's.
afterEach(() => {
  act(() => toast.clear())
  cleanup()
})

// The first render of a lazily loaded page takes seconds on a busy 2-core machine; the
// default 1 s wait for findBy* turns that into flaky failures. This is a ceiling, not a timing.
configure({ asyncUtilTimeout: 5000 })

// msw: a request no handler answers fails the test that made it (DESIGN.md "Tests").
beforeAll(() => server.listen({ onUnhandledRequest }))
afterEach(() => {
  server.resetHandlers()
  const missed = takeUnhandled()
  if (missed.length > 0) throw new Error(`Unhandled request(s) in this test: ${missed.join(', ')}`)
})
afterAll(() => server.close())
