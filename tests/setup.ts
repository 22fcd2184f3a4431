import '@testing-library/jest-dom/vitest'
import { cleanup, configure } from '@testing-library/react'
import { afterAll, afterEach, beforeAll } from 'vitest'
import { server } from './mocks/server'

afterEach(() => cleanup())

// The first render of a lazily loaded page takes seconds on a busy 2-core machine; the
// default 1 s wait for findBy* turns that into flaky failures. This is a ceiling, not a timing.
configure({ asyncUtilTimeout: 5000 })

// msw: a request no handler answers fails the test that made it (DESIGN.md "Tests").
const unhandled: string[] = []
beforeAll(() =>
  server.listen({
    onUnhandledRequest(request, print) {
      unhandled.push(`${request.method} ${request.url}`)
      print.error()
    },
  }),
)
afterEach(() => {
  server.resetHandlers()
  const missed = unhandled.splice(0)
  if (missed.length > 0) throw new Error(`Unhandled request(s) in this test: ${missed.join(', ')}`)
})
afterAll(() => server.close())
