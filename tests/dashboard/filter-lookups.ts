import { beforeEach } from 'vitest'
import { server } from '../mocks/server'
import { lookupHandlers } from '../company/handlers'

/** /home's filter bar asks for the groups, companies and branches to choose from: answer them in every test of the file (a test's own handlers still win). */
export function answerFilterLookups() {
  beforeEach(() => server.use(...lookupHandlers))
}
