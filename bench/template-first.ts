// The first template download after a start, and what /health sees meanwhile (session
// s36): the branch template is the first spreadsheet a freshly started server makes, so
// it pays for exceljs's load (~0.3 s of a thread) as well as the build. /health is asked
// back to back throughout (bench/watch.ts), on a newly started real server each round,
// then once more for the second download of the same server.
// Run: node --import tsx bench/template-first.ts (build the server first); ROUNDS=<n>.
// Not a test: nothing asserts.
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { connect } from '../server/src/db/client'
import { startEmbedded } from '../server/src/db/embedded'
import { runMigrations } from '../server/src/db/migrate'
import { seedReference } from '../server/src/db/reference'
import { createTenantWithAdmin } from '../server/src/modules/auth/accounts'
import { startServer } from '../scripts/server-process'
import { signIn } from './profile'
import { quantile, watchDuring } from './watch'

const API = '/ihrc-api/companyadmin'
const EMAIL = 'template@bench.test'
const PASSWORD = 'Bench-Pass-123'
const ROUNDS = Number(process.env.ROUNDS ?? 5)

const dataDir = mkdtempSync(join(tmpdir(), 'ihrc-bench-template-'))
const cluster = await startEmbedded(join(dataDir, 'pg'))
const conn = connect(cluster.url)
const figures: Record<'first' | 'second', { ms: number; p99: number; max: number; count: number }[]> = { first: [], second: [] }
try {
  await runMigrations(conn.pool)
  await seedReference(conn.db)
  await createTenantWithAdmin(conn.db, { tenantName: 'Template', adminName: 'Template', adminEmail: EMAIL, adminPassword: PASSWORD })
  for (let round = 0; round < ROUNDS; round++) {
    const server = await startServer({ DATABASE_URL: cluster.url, DATA_DIR: dataDir, DEMO_DATA: '0', LOG_LEVEL: 'warn' })
    try {
      const headers = await signIn(server.baseURL, EMAIL, PASSWORD)
      // A second of /health first: its own code paths are warm before the download is watched.
      await watchDuring([{ name: 'health', url: `${server.baseURL}/ihrc-api/health` }], () => new Promise((r) => setTimeout(r, 1000)))
      for (const which of ['first', 'second'] as const) {
        const { result, watched } = await watchDuring([{ name: 'health', url: `${server.baseURL}/ihrc-api/health` }], async () => {
          const t0 = performance.now()
          const res = await fetch(`${server.baseURL}${API}/branch/download-template`, { headers })
          if (res.status !== 200) throw new Error(`template: HTTP ${res.status}`)
          await res.arrayBuffer()
          return performance.now() - t0
        })
        const [health] = watched
        figures[which].push({ ms: result, p99: health!.p99, max: health!.max, count: health!.count })
      }
    } finally {
      await server.stop()
    }
  }
} finally {
  await conn.close()
  await cluster.stop()
  rmSync(dataDir, { recursive: true, force: true })
}

const median = (values: number[]) =>
  quantile(
    [...values].sort((a, b) => a - b),
    0.5,
  )
for (const which of ['first', 'second'] as const) {
  const f = figures[which]
  console.log(
    `${which} template download, ${f.length} servers: ${f.map((x) => x.ms.toFixed(0)).join(', ')} ms (median ${median(f.map((x) => x.ms)).toFixed(0)}); ` +
      `/health meanwhile p99 ${f.map((x) => x.p99.toFixed(0)).join(', ')} ms (median ${median(f.map((x) => x.p99)).toFixed(0)}), ` +
      `max ${Math.max(...f.map((x) => x.max)).toFixed(0)} ms, answers ${f.map((x) => x.count).join(', ')}`,
  )
}
