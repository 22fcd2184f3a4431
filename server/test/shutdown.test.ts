/**
 * The real start script: embedded PostgreSQL in a temporary DATA_DIR, the printed
 * sign-in, a clean exit on SIGTERM, and a second start that finds the data (and the
 * generated JWT secret) again.
 */
import { spawn, type ChildProcess } from 'node:child_process'
import { existsSync, mkdtempSync, rmSync } from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { afterAll, expect, it } from 'vitest'

const SERVER_DIR = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..')
const dataDir = mkdtempSync(path.join(os.tmpdir(), 'ihrc-main-'))
const running = new Set<ChildProcess>()

afterAll(() => {
  for (const child of running) child.kill('SIGKILL')
  rmSync(dataDir, { recursive: true, force: true })
})

interface Started {
  child: ChildProcess
  base: string
  stdout: () => string
}

function start(env: Record<string, string> = {}): Promise<Started> {
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/main.ts'], {
    cwd: SERVER_DIR,
    env: {
      ...process.env,
      DATA_DIR: dataDir,
      PORT: '0',
      HOST: '127.0.0.1',
      JWT_SECRET: '',
      DATABASE_URL: '',
      DEMO_DATA: '1',
      LOG_LEVEL: 'warn',
      ADMIN_PASSWORD: '',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  })
  running.add(child)
  child.on('exit', () => running.delete(child))
  let out = ''
  return new Promise((resolve, reject) => {
    child.stdout!.on('data', (chunk: Buffer) => {
      out += chunk.toString()
      const match = /Sign in at (http:\/\/127\.0\.0\.1:\d+)\/companyadmin\/sign-in/.exec(out)
      if (match && out.includes('Demo admin:')) resolve({ child, base: match[1]!, stdout: () => out })
    })
    child.stderr!.on('data', (chunk: Buffer) => (out += chunk.toString()))
    child.on('exit', (code) => reject(new Error(`server exited (${code}) before it was ready:\n${out}`)))
  })
}

/** The exit code with everything the process printed, so a failure shows why. */
function stop(server: Started): Promise<{ code: number | null; output: string }> {
  return new Promise((resolve) => {
    server.child.on('exit', (code) => {
      // Printed too, so a failed first attempt is not lost when the retry passes.
      if (code !== 0) console.error(`server exited with ${code}:\n${server.stdout()}`)
      resolve({ code, output: server.stdout() })
    })
    server.child.kill('SIGTERM')
  })
}

async function login(base: string) {
  return fetch(`${base}/ihrc-api/companyadmin/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: 'admin@demo.local', password: 'Admin@12345' }),
  })
}

// Two real processes and a real cluster on a shared CI machine: one retry. A failed
// attempt prints the server's output (above), so it is seen rather than hidden.
it('starts, prints the sign-in, stops cleanly on SIGTERM and keeps its data', { timeout: 120_000, retry: 1 }, async () => {
  const first = await start()
  expect(first.stdout()).toContain('Demo admin: admin@demo.local / Admin@12345')
  const health = await fetch(`${first.base}/ihrc-api/health`)
  expect(await health.json()).toEqual({ status: 'ok', db: 'ok' })
  const signedIn = await login(first.base)
  expect(signedIn.status).toBe(200)
  const { refresh_token } = ((await signedIn.json()) as { data: { refresh_token: string } }).data
  const firstStop = await stop(first)
  expect(firstStop.code, firstStop.output).toBe(0)
  // The cluster stopped with the server.
  expect(existsSync(path.join(dataDir, 'pg', 'postmaster.pid'))).toBe(false)

  const second = await start()
  try {
    expect((await login(second.base)).status).toBe(200)
    // Same database and same signing secret: the session of the first run lives on.
    const refreshed = await fetch(`${second.base}/ihrc-api/companyadmin/refresh`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ refresh_token }),
    })
    expect(refreshed.status).toBe(200)
  } finally {
    const secondStop = await stop(second)
    expect(secondStop.code, secondStop.output).toBe(0)
  }
})

it('does not print an administrator password the operator chose', { timeout: 120_000, retry: 1 }, async () => {
  const server = await start({ ADMIN_PASSWORD: 'Operator-Chosen-Pass-9' })
  const { code, output } = await stop(server)
  expect(code, output).toBe(0)
  expect(output).toContain('Demo admin: admin@demo.local / (the password set in ADMIN_PASSWORD)')
  expect(output).not.toContain('Operator-Chosen-Pass-9')
})
