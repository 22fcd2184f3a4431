import { existsSync, mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import type { TestProject } from 'vitest/node'
import { startServer } from '../../scripts/server-process'
import { WAIT } from './wait'

const ADMIN = { email: 'admin@e2e.test', password: 'E2e-Admin-Pass1' }

declare module 'vitest' {
  export interface ProvidedContext {
    baseURL: string
    admin: { email: string; password: string }
    /** The server's DATA_DIR: its embedded PostgreSQL is under `pg/` (tests/e2e/database.ts). */
    dataDir: string
  }
}

export default async function setup(project: TestProject) {
  if (!existsSync('dist/index.html')) throw new Error('dist/ is missing: run `npm run build` before the end-to-end tests')
  const dataDir = mkdtempSync(join(tmpdir(), 'ihrc-e2e-'))
  // A first start (new cluster, migrations, demo data) on a machine kept busy takes minutes.
  const server = await startServer(
    { DATA_DIR: dataDir, ADMIN_EMAIL: ADMIN.email, ADMIN_PASSWORD: ADMIN.password, DEMO_DATA: '1' },
    10 * WAIT,
  )
  project.provide('baseURL', server.baseURL)
  project.provide('admin', ADMIN)
  project.provide('dataDir', dataDir)
  return async () => {
    await server.stop()
    rmSync(dataDir, { recursive: true, force: true })
  }
}
