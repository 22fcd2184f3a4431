/**
 * Start the server: configuration, database (embedded unless DATABASE_URL), migrations,
 * reference and demo data, then listen. SIGINT/SIGTERM stop it in order: in-flight
 * requests finish, the pool closes, the embedded cluster stops. A second signal forces
 * the exit.
 */
import { existsSync } from 'node:fs'
import path from 'node:path'
import pino from 'pino'
import { buildApp, type App } from './app'
import { loadConfig } from './config'
import { connect, type Connection } from './db/client'
import { demoAdminExists, seedDemo } from './db/demo'
import { startEmbedded, type EmbeddedPg } from './db/embedded'
import { runMigrations } from './db/migrate'
import { seedReference } from './db/reference'
import { loggerOptions } from './lib/logger'

// Settings from a .env file in the working directory, when there is one.
if (existsSync('.env')) process.loadEnvFile('.env')

const log = pino(loggerOptions())

async function main() {
  const config = loadConfig()
  let embedded: EmbeddedPg | undefined
  let conn: Connection | undefined
  let app: App | undefined
  let stopping = false

  async function stop(code: number) {
    try {
      if (app) await app.close()
      if (conn) await conn.close()
      if (embedded) await embedded.stop()
    } catch (err) {
      log.error({ err }, 'error while shutting down')
      code = 1
    }
    // An unexpected error logged meanwhile keeps the exit code it set.
    process.exitCode = Math.max(code, Number(process.exitCode ?? 0))
  }

  // A crash still stops the embedded cluster and says why, instead of leaving it running.
  for (const event of ['uncaughtException', 'unhandledRejection'] as const) {
    process.on(event, (err) => {
      log.fatal({ err, event }, 'unexpected error: stopping')
      if (stopping) return void (process.exitCode = 1)
      stopping = true
      void stop(1)
    })
  }

  for (const signal of ['SIGINT', 'SIGTERM'] as const) {
    process.on(signal, () => {
      if (stopping) {
        log.warn({ signal }, 'second signal: exiting now')
        process.exit(1)
      }
      stopping = true
      log.info({ signal }, 'shutting down: finishing in-flight requests')
      void stop(0).then(() => log.info('stopped'))
    })
  }

  try {
    let databaseUrl = config.databaseUrl
    if (!databaseUrl) {
      const clusterDir = path.join(config.dataDir, 'pg')
      log.info({ clusterDir }, 'starting the embedded PostgreSQL')
      embedded = await startEmbedded(clusterDir, (m) => log.debug(m))
      databaseUrl = embedded.url
    }
    conn = connect(databaseUrl, { onIdleError: (err) => log.warn({ err }, 'an idle database connection failed') })
    await runMigrations(conn.pool)
    await seedReference(conn.db)
    const demo = config.demoData ? await seedDemo(conn.db, config) : null
    if (demo) log.info({ tenantId: demo.tenantId }, 'demo tenant created')
    if (stopping) return

    app = await buildApp({ db: conn.db, config, loggerInstance: log })
    await app.listen({ port: config.port, host: config.host })
    const address = app.server.address()
    const port = typeof address === 'object' && address ? address.port : config.port
    const shown = config.host === '0.0.0.0' || config.host === '::' ? 'localhost' : config.host
    console.log(`\nSign in at http://${shown}:${port}/companyadmin/sign-in`)
    if (config.demoData && (demo || (await demoAdminExists(conn.db, config.adminEmail)))) {
      // The configured password: right unless someone changed it in the console since.
      console.log(`Demo admin: ${config.adminEmail} / ${config.adminPassword}`)
    }
  } catch (err) {
    log.error({ err }, 'start-up failed')
    await stop(1)
  }
}

void main()
