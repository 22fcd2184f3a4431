// Company setup bulk figures: upload 10,000 branch rows from the real template, then
// export 10,000 branches, printing wall time and the process's peak RSS for each.
// Run: node --import tsx bench/company-bulk.ts   (budgets: bench/README.md)
// Not a test: nothing asserts; the server runs in this process (app.inject), so the RSS
// is the whole server's, PostgreSQL excluded.
import { execFileSync } from 'node:child_process'
import { randomUUID } from 'node:crypto'
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import ExcelJS from 'exceljs'
import { buildApp } from '../server/src/app'
import { loadConfig } from '../server/src/config'
import { connect } from '../server/src/db/client'
import { startEmbedded } from '../server/src/db/embedded'
import { runMigrations } from '../server/src/db/migrate'
import { seedReference } from '../server/src/db/reference'
import { createTenantWithAdmin } from '../server/src/modules/auth/accounts'
import { fillBranchTemplate } from './branch-template'
import { gc, mb, measure, multipart } from './in-process'

const ROWS = 10_000
const API = '/ihrc-api/companyadmin'

/** Child mode: fill the template at argv[3] with ROWS branches and write argv[4]. */
async function fillTemplate(from: string, to: string) {
  const wb = new ExcelJS.Workbook()
  await wb.xlsx.readFile(from)
  fillBranchTemplate(wb, ROWS, (i) => `Branch ${i + 1}`)
  await wb.xlsx.writeFile(to)
}
if (process.argv[2] === '--fill') {
  await fillTemplate(process.argv[3]!, process.argv[4]!)
  process.exit(0)
}

const dataDir = mkdtempSync(join(tmpdir(), 'ihrc-bench-company-'))
const cluster = await startEmbedded(join(dataDir, 'pg'))
const conn = connect(cluster.url)
// Stopping the cluster ends idle connections; that is expected here, not an error.
conn.pool.on('error', () => undefined)
try {
  await runMigrations(conn.pool)
  await seedReference(conn.db)
  const config = loadConfig({ DATA_DIR: dataDir, SPA_DIR: join(dataDir, 'no-spa') })
  const app = await buildApp({ db: conn.db, config })
  await app.ready()
  gc()
  console.log(`server ready: RSS ${mb(process.memoryUsage.rss())}`)
  const { tenantId, adminId } = await createTenantWithAdmin(conn.db, {
    tenantName: 'Bench',
    adminName: 'Bench',
    adminEmail: 'bench@bench.test',
    adminPassword: 'Bench-Pass-123',
  })
  const headers = { authorization: `Bearer ${await app.tokens.sign({ userId: adminId, tenantId, sessionId: randomUUID() })}` }
  const call = async (method: 'GET' | 'POST', url: string, body?: { payload: Buffer | object; headers?: Record<string, string> }) => {
    const res = await app.inject({
      method,
      url: `${API}${url}`,
      payload: body?.payload as never,
      headers: { ...headers, ...(body?.headers ?? {}) },
    })
    if (res.statusCode >= 300) throw new Error(`${method} ${url}: ${res.statusCode} ${res.body.slice(0, 300)}`)
    return res
  }
  const group = (await call('POST', '/company-group', { payload: { name: 'Bench Group' } })).json().data.id
  await call('POST', '/company', { payload: { group_id: group, name: 'Bench Industries' } })

  // The sheet a person would upload: the API's template, filled in by a child process
  // so that building it does not count against the server's memory.
  const templatePath = join(dataDir, 'template.xlsx')
  const filledPath = join(dataDir, 'filled.xlsx')
  writeFileSync(templatePath, (await call('GET', '/branch/download-template')).rawPayload)
  execFileSync(process.execPath, ['--import', 'tsx', fileURLToPath(import.meta.url), '--fill', templatePath, filledPath], {
    stdio: 'inherit',
  })
  const file = readFileSync(filledPath)
  gc()

  const before = process.memoryUsage.rss()
  const upload = await measure(() => call('POST', '/branch/bulk-upload', multipart(file, 'branches.xlsx')))
  console.log(
    `bulk upload ${ROWS} branches: ${(upload.ms / 1000).toFixed(2)} s, CPU ${(upload.cpuMs / 1000).toFixed(2)} s, peak RSS ${mb(upload.peak)} (before ${mb(before)}), file ${(file.length / 1024).toFixed(0)} KB, answer ${upload.result.body}`,
  )

  gc()
  const beforeExport = process.memoryUsage.rss()
  const exported = await measure(() => call('GET', '/branch/branch-data/export'))
  console.log(
    `export ${ROWS} branches: ${(exported.ms / 1000).toFixed(2)} s, CPU ${(exported.cpuMs / 1000).toFixed(2)} s, peak RSS ${mb(exported.peak)} (before ${mb(beforeExport)}), file ${(exported.result.rawPayload.length / 1024).toFixed(0)} KB`,
  )
  await app.close()
} finally {
  await conn.close()
  await cluster.stop()
  rmSync(dataDir, { recursive: true, force: true })
}
