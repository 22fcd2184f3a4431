import { mkdtempSync, writeFileSync } from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { buildApp } from '../server/src/app'
import { loadConfig } from '../server/src/config'
import { connect } from '../server/src/db/client'
const dir = mkdtempSync(path.join(os.tmpdir(), 'apidocs-'))
const config = loadConfig({ DATA_DIR: dir, JWT_SECRET: 'x'.repeat(40), SPA_DIR: path.join(dir, 'nospa') })
const conn = connect('postgres://nobody@127.0.0.1:1/none', { max: 1 })
const app = await buildApp({ db: conn.db, config, schedules: false })
await app.ready()
const doc = (app as any).swagger()
writeFileSync('/tmp/apidocs/openapi.json', JSON.stringify(doc, null, 1))
await app.close(); await conn.close()
