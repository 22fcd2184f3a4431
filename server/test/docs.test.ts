import { afterAll, beforeAll, expect, it } from 'vitest'
import { setupTestApp, type TestContext } from './helpers'

let t: TestContext
beforeAll(async () => {
  t = await setupTestApp()
})
afterAll(() => t.close())

it('serves the OpenAPI document with the auth routes and their schemas', async () => {
  const res = await t.app.inject({ method: 'GET', url: '/ihrc-api/docs/json' })
  expect(res.statusCode).toBe(200)
  const doc = res.json()
  expect(doc.openapi).toMatch(/^3\./)
  for (const route of ['login', 'refresh', 'signup', 'logout', 'profile', 'forgot-password', 'verify-reset-token', 'reset-password']) {
    expect(doc.paths).toHaveProperty(`/ihrc-api/companyadmin/${route}`)
  }
  const login = doc.paths['/ihrc-api/companyadmin/login'].post
  expect(login.requestBody.content['application/json'].schema.properties).toHaveProperty('email')
  expect(doc.paths).toHaveProperty('/ihrc-api/health')
  // Guarded routes say so; public ones do not.
  expect(doc.paths['/ihrc-api/companyadmin/profile'].get.security).toEqual([{ bearer: [] }])
  expect(login.security).toBeUndefined()
})

it('serves a browsable page', async () => {
  const res = await t.app.inject({ method: 'GET', url: '/ihrc-api/docs' })
  const page = res.statusCode === 302 ? await t.app.inject({ method: 'GET', url: res.headers.location as string }) : res
  expect(page.statusCode).toBe(200)
  expect(page.headers['content-type']).toMatch(/text\/html/)
})
