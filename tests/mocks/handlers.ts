import { HttpResponse } from 'msw'
import { onApi } from './api'
import { aProfile, TOKENS } from './fixtures'

/**
 * Default answers for the auth calls every rendered app makes. Tests override them with
 * `server.use(...)`; anything else unhandled fails the test (tests/setup.ts).
 */
export const authHandlers = [
  onApi.get('profile', () => HttpResponse.json({ data: aProfile() })),
  onApi.post('login', () => HttpResponse.json({ data: { ...TOKENS, user: aProfile() } })),
  onApi.post('logout', () => HttpResponse.json({ data: null, message: 'Signed out' })),
]
