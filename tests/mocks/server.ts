import { setupServer } from 'msw/node'
import { authHandlers } from './handlers'

/** The one msw server of the SPA tests; started and checked in tests/setup.ts. */
export const server = setupServer(...authHandlers)
