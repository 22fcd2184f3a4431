import { setupServer } from 'msw/node'
import { authHandlers, settingsHandlers } from './handlers'

/** The one msw server of the SPA tests; started and checked in tests/setup.ts. */
export const server = setupServer(...authHandlers, ...settingsHandlers)

const unhandled: string[] = []

/**
 * msw's answer to a request no handler takes (handlers exist only for the endpoint
 * table's paths, tests/mocks/api.ts): the request fails, and so does the test that made
 * it (tests/setup.ts reads the list after each test), even when the screen swallows the error.
 */
export function onUnhandledRequest(request: Request, print: { error(): void }) {
  unhandled.push(`${request.method} ${request.url}`)
  print.error()
}

/** The requests no handler took since the last call, forgotten once read. */
export function takeUnhandled(): string[] {
  return unhandled.splice(0)
}
