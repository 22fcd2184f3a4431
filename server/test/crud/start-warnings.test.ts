/**
 * Building the app prints no Fastify warning: a route whose schema names a querystring
 * it does not have (FSTWRN001, once for the GET and once for its HEAD) was noise in
 * every start, test and bench run.
 */
import { afterAll, expect, it } from 'vitest'
import { setupTestApp, type TestContext } from '../helpers'

let t: TestContext | undefined
afterAll(() => t?.close())

it('registers every route without a Fastify warning', async () => {
  const warnings: string[] = []
  const collect = (w: Error & { code?: string }) => warnings.push(`${w.code ?? w.name}: ${w.message}`)
  process.on('warning', collect)
  try {
    t = await setupTestApp()
  } finally {
    process.off('warning', collect)
  }
  expect(warnings.filter((w) => w.startsWith('FSTWRN') || w.startsWith('FastifyWarning'))).toEqual([])
})
