// An in-process server on a fresh embedded PostgreSQL, signed in as a new tenant's
// admin, for the bulk benches; and the measure of a piece of work (time, peak RSS).
import { randomUUID } from 'node:crypto'
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import v8 from 'node:v8'
import vm from 'node:vm'
import type { FastifyInstance, LightMyRequestResponse } from 'fastify'
import { buildApp } from '../server/src/app'
import { loadConfig } from '../server/src/config'
import { connect } from '../server/src/db/client'
import { startEmbedded } from '../server/src/db/embedded'
import { runMigrations } from '../server/src/db/migrate'
import { seedReference } from '../server/src/db/reference'
import { createTenantWithAdmin } from '../server/src/modules/auth/accounts'

const API = '/ihrc-api/companyadmin'
export const mb = (n: number) => `${(n / 1024 / 1024).toFixed(0)} MB`

v8.setFlagsFromString('--expose-gc')
export const gc = vm.runInNewContext('gc') as () => void

/**
 * Runs `work`, sampling RSS every 10 ms; returns its result, the time, the peak and the
 * process's CPU time meanwhile (all threads, parse workers included; PostgreSQL not),
 * which a loaded machine disturbs less than the time.
 */
export async function measure<T>(work: () => Promise<T>): Promise<{ result: T; ms: number; peak: number; cpuMs: number }> {
  let peak = process.memoryUsage.rss()
  const timer = setInterval(() => (peak = Math.max(peak, process.memoryUsage.rss())), 10)
  const t0 = performance.now()
  const cpu0 = process.cpuUsage()
  try {
    const result = await work()
    const cpu = process.cpuUsage(cpu0)
    return { result, ms: performance.now() - t0, peak: Math.max(peak, process.memoryUsage.rss()), cpuMs: (cpu.user + cpu.system) / 1000 }
  } finally {
    clearInterval(timer)
  }
}

/** A multipart body with the file in field `file`. */
export function multipart(file: Buffer, filename: string): { payload: Buffer; headers: Record<string, string> } {
  const boundary = '----ihrcbench'
  return {
    payload: Buffer.concat([
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${filename}"\r\nContent-Type: application/octet-stream\r\n\r\n`,
      ),
      file,
      Buffer.from(`\r\n--${boundary}--\r\n`),
    ]),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  }
}

type Pool = ReturnType<typeof connect>['pool']

export type BenchCall = (
  method: 'GET' | 'POST',
  url: string,
  body?: { payload: Buffer | object; headers?: Record<string, string> },
) => Promise<LightMyRequestResponse>

/** Runs `bench` against a fresh server; everything is removed afterwards. */
export async function withBenchServer(
  bench: (world: { app: FastifyInstance; pool: Pool; tenantId: number; call: BenchCall }) => Promise<void>,
): Promise<void> {
  const dataDir = mkdtempSync(join(tmpdir(), 'ihrc-bench-'))
  const cluster = await startEmbedded(join(dataDir, 'pg'))
  const conn = connect(cluster.url)
  // Stopping the cluster ends idle connections; that is expected here, not an error.
  conn.pool.on('error', () => undefined)
  try {
    await runMigrations(conn.pool)
    await seedReference(conn.db)
    const app = await buildApp({ db: conn.db, config: loadConfig({ DATA_DIR: dataDir, SPA_DIR: join(dataDir, 'no-spa') }) })
    await app.ready()
    const { tenantId, adminId } = await createTenantWithAdmin(conn.db, {
      tenantName: 'Bench',
      adminName: 'Bench',
      adminEmail: 'bench@bench.test',
      adminPassword: 'Bench-Pass-123',
    })
    const headers = { authorization: `Bearer ${await app.tokens.sign({ userId: adminId, tenantId, sessionId: randomUUID() })}` }
    const call: BenchCall = async (method, url, body) => {
      const res = await app.inject({
        method,
        url: `${API}${url}`,
        payload: body?.payload as never,
        headers: { ...headers, ...body?.headers },
      })
      if (res.statusCode >= 300) throw new Error(`${method} ${url}: ${res.statusCode} ${res.body.slice(0, 300)}`)
      return res
    }
    await bench({ app, pool: conn.pool, tenantId, call })
    await app.close()
  } finally {
    await conn.close()
    await cluster.stop()
    rmSync(dataDir, { recursive: true, force: true })
  }
}
