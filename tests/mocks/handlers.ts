import { http, HttpResponse } from 'msw'
import { aProfile, TOKENS } from './fixtures'

/** msw path pattern for an API call, whatever origin the client resolves against. */
export const apiPath = (path: string) => `*/ihrc-api/companyadmin/${path}`

/**
 * Default answers for the auth calls every rendered app makes. Tests override them with
 * `server.use(...)`; anything else unhandled fails the test (tests/setup.ts).
 */
export const authHandlers = [
  http.get(apiPath('profile'), () => HttpResponse.json({ data: aProfile() })),
  http.post(apiPath('login'), () => HttpResponse.json({ data: { ...TOKENS, user: aProfile() } })),
  http.post(apiPath('logout'), () => HttpResponse.json({ data: null, message: 'Signed out' })),
]
