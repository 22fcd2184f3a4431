/**
 * The real start script (`node --import tsx src/main.ts`, one PID to stop) as a child
 * process on a free port, for tests that need whole server processes: several
 * instances on one database, backups of a running installation.
 */
import { spawn, type ChildProcess } from 'node:child_process'
import path from 'node:path'
import { fileURLToPath } from 'node:url'

export const SERVER_DIR = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..')

export interface SourceServer {
  child: ChildProcess
  base: string
  output: () => string
  /** SIGTERM, then the exit code. */
  stop(): Promise<number | null>
}

/** Resolves once the server printed its sign-in URL (it listens then). */
export function startSourceServer(env: Record<string, string>): Promise<SourceServer> {
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/main.ts'], {
    cwd: SERVER_DIR,
    env: {
      ...process.env,
      PORT: '0',
      HOST: '127.0.0.1',
      LOG_LEVEL: 'warn',
      AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED: 'true',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  })
  let out = ''
  const stop = async () => {
    if (child.exitCode !== null || child.signalCode !== null) return child.exitCode
    const exited = new Promise<number | null>((r) => child.once('exit', (code) => r(code)))
    child.kill('SIGTERM')
    // A server that has not ended 20 s after SIGTERM is killed, as a supervisor would, so one
    // slow shutdown cannot hold a whole test file (seen once in CI: a stop waited past 60 s).
    const killer = setTimeout(() => child.kill('SIGKILL'), 20_000)
    try {
      return await exited
    } finally {
      clearTimeout(killer)
    }
  }
  return new Promise((resolve, reject) => {
    child.stdout!.on('data', (chunk: Buffer) => {
      out += chunk.toString()
      const match = /Sign in at (http:\/\/127\.0\.0\.1:\d+)\/companyadmin\/sign-in/.exec(out)
      if (match) resolve({ child, base: match[1]!, output: () => out, stop })
    })
    child.stderr!.on('data', (chunk: Buffer) => (out += chunk.toString()))
    child.on('exit', (code) => reject(new Error(`server exited (${code}) before it was ready:\n${out}`)))
  })
}
