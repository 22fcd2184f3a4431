/**
 * The OpenAPI document the server serves at /ihrc-api/docs/json, made the way the
 * server makes it: the product's app is built (every route registered from its row of
 * the endpoint table, with the zod schemas beside its handler) and @fastify/swagger
 * turns those schemas into JSON Schema through zod 4's `z.toJSONSchema`
 * (fastify-type-provider-zod's `jsonSchemaTransform`). No database is needed: the app
 * is built and made ready, never listens, and its pool never connects (the scheduler's
 * start fails quietly and is stopped by close).
 */
import { mkdtempSync, rmSync } from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { buildApp } from '../../server/src/app'
import { loadConfig } from '../../server/src/config'
import { connect } from '../../server/src/db/client'
import type { OpenApiDocument } from './json-schema'

export async function serverOpenApi(): Promise<OpenApiDocument> {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'api-docs-'))
  // Port 1 on the loopback refuses at once: nothing here may reach a real database.
  const connection = connect('postgres://docs@127.0.0.1:1/none', { max: 1 })
  try {
    const config = loadConfig({ DATA_DIR: dir, JWT_SECRET: 'api-docs-'.padEnd(40, 'x'), SPA_DIR: path.join(dir, 'no-spa') })
    const app = await buildApp({ db: connection.db, config, schedules: false })
    try {
      await app.ready()
      return app.swagger() as unknown as OpenApiDocument
    } finally {
      await app.close()
    }
  } finally {
    await connection.close()
    rmSync(dir, { recursive: true, force: true })
  }
}
