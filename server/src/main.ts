/**
 * Start the server: configuration, database (embedded unless DATABASE_URL), migrations,
 * reference and demo data, then listen. SIGINT/SIGTERM stop it in order: in-flight
 * requests finish, the pool closes, the embedded cluster stops. A second signal forces
 * the exit.
 */
import { existsSync } from 'node:fs'
import path from 'node:path'
import type { App } from './app'
import { DEMO_ADMIN_PASSWORD, loadConfig } from './config'
import type { Connection } from './db/client'
import { startEmbedded, type EmbeddedPg } from './db/embedded'
import { limitHeapGrowth } from './lib/heap-growth'
import { createLogger } from './lib/logger'

limitHeapGrowth()

// Settings from a .env file in the working directory, when there is one.
if (existsSync('.env')) process.loadEnvFile('.env')

const log = createLogger()

async function main() {
  const config = loadConfig()
  /** The embedded cluster, from the moment it starts booting (none with DATABASE_URL). */
  let cluster: Promise<EmbeddedPg> | undefined
  let conn: Connection | undefined
  let app: App | undefined
  let stopping = false
  let stopKeepAhead: (() => void) | undefined

  async function stop(code: number) {
    try {
      stopKeepAhead?.()
      if (app) await app.close()
      if (conn) await conn.close()
      // A cluster still booting (a signal or a failure meanwhile) is stopped once it is up.
      const embedded = await cluster?.catch(() => undefined)
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
    if (!config.databaseUrl) {
      const clusterDir = path.join(config.dataDir, 'pg')
      log.info({ clusterDir }, 'starting the embedded PostgreSQL')
      cluster = startEmbedded(clusterDir, (m) => log.debug(m))
    }
    // Loading the app's modules is most of the start-up's CPU: it runs while the embedded
    // cluster boots in its own process, instead of before it.
    const [
      { buildApp },
      { connect },
      { prepareDatabase },
      { seedReference },
      { demoAdminExists, seedDemo },
      { fileStoreOf, openBlobStore },
      embedded,
    ] = await Promise.all([
      import('./app'),
      import('./db/client'),
      import('./db/migrate'),
      import('./db/reference'),
      import('./modules/demo-tenant'),
      import('./lib/storage'),
      cluster,
    ])
    const databaseUrl = config.databaseUrl ?? embedded!.url
    conn = connect(databaseUrl, { onIdleError: (err) => log.warn({ err }, 'an idle database connection failed') })
    const db = conn.db
    // One blob store for the demo's documents and the app's.
    const blobs = await openBlobStore(config)
    // Instances starting together take turns: one migrates and seeds, the others find it done.
    const demo = await prepareDatabase(conn.pool, async () => {
      await seedReference(db)
      return config.demoData ? seedDemo(db, config, { files: fileStoreOf(blobs, config) }) : null
    })
    if (demo) log.info({ tenantId: demo.tenantId }, 'demo tenant created')
    if (stopping) return

    app = await buildApp({ db: conn.db, config, loggerInstance: log, blobs })
    await app.listen({ port: config.port, host: config.host })
    const stopDueItems = (await import('./modules/compliance/due-items/keep-ahead')).startKeepAhead(conn.db, log)
    const stopSweep = (await import('./lib/file-sweep')).startFileSweep(conn.db, app.files, log)
    stopKeepAhead = () => {
      stopDueItems()
      stopSweep()
    }
    const address = app.server.address()
    const port = typeof address === 'object' && address ? address.port : config.port
    const shown = config.host === '0.0.0.0' || config.host === '::' ? 'localhost' : config.host
    console.log(`\nSign in at http://${shown}:${port}/companyadmin/sign-in`)
    if (config.demoData && (demo || (await demoAdminExists(conn.db, config.adminEmail)))) {
      // The documented default is shown (right unless changed in the console since); a
      // password the operator chose is theirs to know, and logs are read by others.
      const password = config.adminPassword === DEMO_ADMIN_PASSWORD ? DEMO_ADMIN_PASSWORD : '(the password set in ADMIN_PASSWORD)'
      console.log(`Demo admin: ${config.adminEmail} / ${password}`)
    }
  } catch (err) {
    log.error({ err }, 'start-up failed')
    await stop(1)
  }
}

void main()
