// Starts the real server as a child process on a free loopback port, for the
// end-to-end tests and the benchmarks (one place that knows how the server is run):
// the built artefact, `node server/dist/main.js`, exactly as `npm start` runs it.
import { spawn, type ChildProcess } from 'node:child_process'
import { existsSync } from 'node:fs'
import { createServer } from 'node:net'

export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const s = createServer()
    s.once('error', reject)
    s.listen(0, '127.0.0.1', () => {
      const { port } = s.address() as { port: number }
      s.close(() => resolve(port))
    })
  })
}

export interface ServerProcess {
  baseURL: string
  child: ChildProcess
  log: () => string
  stop: () => Promise<number | null>
}

export const SERVER_ENTRY = 'server/dist/main.js'

export async function startServer(env: Record<string, string>, timeoutMs = 90_000): Promise<ServerProcess> {
  if (!existsSync(SERVER_ENTRY)) throw new Error(`${SERVER_ENTRY} is missing: run \`npm run build\` (or \`npm run build:server\`) first`)
  const port = await freePort()
  const baseURL = `http://127.0.0.1:${port}`
  // SERVER_NODE_ARGS="--cpu-prof --cpu-prof-dir=/tmp/prof": a bench's server profiled (Node refuses --cpu-prof in NODE_OPTIONS).
  const nodeArgs = process.env.SERVER_NODE_ARGS?.split(' ').filter(Boolean) ?? []
  const child = spawn(process.execPath, [...nodeArgs, SERVER_ENTRY], {
    env: { ...process.env, DATABASE_URL: '', ...env, PORT: String(port), HOST: '127.0.0.1' },
    stdio: ['ignore', 'pipe', 'pipe'],
  })
  let out = ''
  child.stdout?.on('data', (d) => (out += d))
  child.stderr?.on('data', (d) => (out += d))
  // SERVER_OUTPUT=1: the server's own output on this process's stderr (with SERVER_NODE_ARGS=--trace-gc, say).
  if (process.env.SERVER_OUTPUT === '1') for (const stream of [child.stdout, child.stderr]) stream?.pipe(process.stderr)
  const stop = async () => {
    if (child.exitCode !== null) return child.exitCode
    child.kill('SIGTERM')
    return new Promise<number | null>((r) => child.once('exit', (code) => r(code)))
  }
  const deadline = Date.now() + timeoutMs
  for (;;) {
    if (child.exitCode !== null) throw new Error(`server exited with ${child.exitCode}:\n${out}`)
    if (Date.now() > deadline) {
      await stop()
      throw new Error(`server did not become healthy in ${timeoutMs} ms:\n${out}`)
    }
    try {
      if ((await fetch(`${baseURL}/ihrc-api/health`)).ok) break
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 100))
  }
  return { baseURL, child, log: () => out, stop }
}
