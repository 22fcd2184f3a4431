/**
 * Runtime settings, read once from the environment at start-up. Everything has a
 * default so `npm start` on a fresh checkout works with zero set-up.
 */
import { randomBytes } from 'node:crypto'
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import type { ThrottleLimits } from './modules/auth/throttle'
import type { S3Settings } from './lib/s3-blob-store'

export interface Config {
  port: number
  host: string
  /** Embedded PostgreSQL cluster, the generated JWT secret and uploaded files live here. */
  dataDir: string
  /** External PostgreSQL; when absent the embedded cluster in `dataDir/pg` is used. */
  databaseUrl?: string
  jwtSecret: string
  adminEmail: string
  adminPassword: string
  /** Seed the demo tenant on an empty database. */
  demoData: boolean
  /** nodemailer transport URL; without it reset links are written to the log. */
  smtpUrl?: string
  signupEnabled: boolean
  /** The built SPA (vite build output). */
  spaDir: string
  /** Trust X-Forwarded-For (set TRUST_PROXY=1 behind a load balancer) for client addresses. */
  trustProxy: boolean
  /** Comma-separated origins allowed cross-origin; CORS is off when unset (same origin). */
  corsOrigin?: string
  /** Base of links in mails (reset password); PUBLIC_URL, else http://HOST:PORT. */
  publicUrl: string
  /** Failed sign-in limits; defaults in modules/auth/throttle.ts (tests lower them). */
  loginThrottle?: ThrottleLimits
  /** Where documents' bytes live: DATA_DIR/files, or an S3-compatible bucket when S3_BUCKET is set. */
  storage: { kind: 'local' } | ({ kind: 's3' } & S3Settings)
}

/** Documented in the README; change it (ADMIN_PASSWORD) anywhere that is not a demo. */
export const DEMO_ADMIN_PASSWORD = 'Admin@12345'
export const DEMO_ADMIN_EMAIL = 'admin@demo.local'

const REPO_ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..')

type Env = Record<string, string | undefined>

function nonEmpty(value: string | undefined): string | undefined {
  return value === undefined || value.trim() === '' ? undefined : value.trim()
}

function parsePort(value: string | undefined): number {
  if (value === undefined || value.trim() === '') return 8080
  const port = Number(value)
  if (!Number.isInteger(port) || port < 0 || port > 65535) throw new Error(`PORT must be an integer from 0 to 65535, got "${value}"`)
  return port
}

/**
 * A stable secret without configuration: generated on first start and kept beside
 * the data (mode 0600), so tokens survive a restart but never leave the machine.
 */
export function loadOrCreateSecret(dataDir: string, name = 'jwt-secret'): string {
  const file = path.join(dataDir, name)
  try {
    const existing = readFileSync(file, 'utf8').trim()
    if (existing.length >= 32) return existing
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code !== 'ENOENT') throw err
  }
  mkdirSync(dataDir, { recursive: true })
  const secret = randomBytes(48).toString('base64url')
  writeFileSync(file, `${secret}\n`, { mode: 0o600 })
  return secret
}

/** The bucket's settings from S3_*; unset S3_BUCKET keeps documents in DATA_DIR/files. */
export function storageFrom(env: Env): Config['storage'] {
  const bucket = nonEmpty(env.S3_BUCKET)
  if (!bucket) return { kind: 'local' }
  const accessKeyId = nonEmpty(env.S3_ACCESS_KEY_ID)
  const secretAccessKey = nonEmpty(env.S3_SECRET_ACCESS_KEY)
  if (Boolean(accessKeyId) !== Boolean(secretAccessKey)) throw new Error('Set both S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY, or neither')
  const prefix = nonEmpty(env.S3_PREFIX)?.replace(/^\/+|\/+$/g, '')
  return {
    kind: 's3',
    bucket,
    prefix: prefix ? `${prefix}/` : '',
    endpoint: nonEmpty(env.S3_ENDPOINT),
    region: nonEmpty(env.S3_REGION) ?? 'us-east-1',
    forcePathStyle: env.S3_FORCE_PATH_STYLE === '1',
    credentials: accessKeyId && secretAccessKey ? { accessKeyId, secretAccessKey } : undefined,
  }
}

export function loadConfig(env: Env = process.env): Config {
  const dataDir = path.resolve(process.cwd(), nonEmpty(env.DATA_DIR) ?? './data')
  const jwtSecret = nonEmpty(env.JWT_SECRET) ?? loadOrCreateSecret(dataDir)
  if (jwtSecret.length < 32) throw new Error('JWT_SECRET must be at least 32 characters')
  const port = parsePort(env.PORT)
  const host = nonEmpty(env.HOST) ?? '127.0.0.1'
  return {
    port,
    host,
    dataDir,
    databaseUrl: nonEmpty(env.DATABASE_URL),
    jwtSecret,
    adminEmail: (nonEmpty(env.ADMIN_EMAIL) ?? DEMO_ADMIN_EMAIL).toLowerCase(),
    adminPassword: nonEmpty(env.ADMIN_PASSWORD) ?? DEMO_ADMIN_PASSWORD,
    demoData: env.DEMO_DATA !== '0',
    smtpUrl: nonEmpty(env.SMTP_URL),
    signupEnabled: env.SIGNUP_ENABLED !== '0',
    spaDir: path.resolve(process.cwd(), nonEmpty(env.SPA_DIR) ?? path.join(REPO_ROOT, 'dist')),
    trustProxy: env.TRUST_PROXY === '1',
    corsOrigin: nonEmpty(env.CORS_ORIGIN),
    publicUrl: (nonEmpty(env.PUBLIC_URL) ?? `http://${host}:${port}`).replace(/\/+$/, ''),
    storage: storageFrom(env),
  }
}
