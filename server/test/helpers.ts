/**
 * setupTestApp(): a fresh database (cloned from the migrated template) and a built
 * app for one test file. Talk to it through `app.inject`; seed only what the test needs.
 *
 *   const t = await setupTestApp()
 *   afterAll(() => t.close())
 *   const { tenantId, admin } = await t.createTenant()
 *   const res = await t.app.inject({ method: 'GET', url: '/ihrc-api/companyadmin/profile',
 *     headers: t.bearer(admin.token) })
 */
import { randomBytes } from 'node:crypto'
import { mkdtempSync, rmSync } from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import pg from 'pg'
import { inject } from 'vitest'
import type { UserType } from '@ihrc/contract'
import { buildApp, type App, type BuildOptions } from '../src/app'
import { loadConfig, type Config } from '../src/config'
import { connect, type Db } from '../src/db/client'
import { roles, type UserStatus } from '../src/db/schema'
import { createTenantWithAdmin, insertUser } from '../src/modules/auth/accounts'
import { sessions } from '../src/modules/auth/sessions'
import { withDatabase } from './global-setup'

export const TEST_PASSWORD = 'Test-password-1'

export interface TestUser {
  id: number
  email: string
  password: string
  /** A valid 15-minute access token. */
  token: string
}

export interface CreateUserOptions {
  type?: UserType
  permissions?: string[]
  roleId?: number | null
  branchIds?: number[]
  status?: UserStatus
  companyId?: number | null
  name?: string
  email?: string
  password?: string
}

export interface TestContext {
  app: App
  db: Db
  config: Config
  /** This file's database, for tools that connect by URL (backup). */
  databaseUrl: string
  createTenant(opts?: { name?: string; email?: string; password?: string }): Promise<{ tenantId: number; admin: TestUser }>
  createUser(tenantId: number, opts?: CreateUserOptions): Promise<TestUser>
  /** A designation with these grants, e.g. ['company.branch:edit']. */
  createRole(tenantId: number, opts?: { name?: string; permissions?: string[] }): Promise<{ id: number }>
  /** `{ authorization: 'Bearer <token>' }` for app.inject. */
  bearer(token: string): { authorization: string }
  /** A second app on this database with its own connections, as a second server process would be (closed by `close`). */
  anotherInstance(): Promise<App>
  close(): Promise<void>
}

export interface SetupOptions {
  config?: Partial<Config>
  extraModules?: BuildOptions['extraModules']
  /** "Now" for the scheduler's work (a test moves the days by hand). */
  clock?: BuildOptions['clock']
  /** Run the cron schedules (the every-minute jobs, the daily sweep) as a server does; off unless a test asks. */
  schedules?: boolean
}

let counter = 0
function uniqueEmail(prefix: string): string {
  counter += 1
  return `${prefix}-${counter}-${randomBytes(3).toString('hex')}@test.local`
}

export async function setupTestApp(options: SetupOptions = {}): Promise<TestContext> {
  const serverUrl = inject('pgUrl')
  const database = `t_${randomBytes(6).toString('hex')}`
  const admin = new pg.Client({ connectionString: serverUrl })
  await admin.connect()
  await admin.query(`create database ${database} template ${inject('pgTemplate')}`)
  await admin.end()

  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'ihrc-test-'))
  const config: Config = {
    ...loadConfig({ DATA_DIR: dataDir, JWT_SECRET: randomBytes(32).toString('hex'), SPA_DIR: path.join(dataDir, 'no-spa') }),
    ...options.config,
  }
  const databaseUrl = withDatabase(serverUrl, database)
  const conn = connect(databaseUrl, { max: 5 })
  // This app and any other instance on the same database are built alike.
  const appOn = async (db: typeof conn.db) => {
    const built = await buildApp({
      db,
      config,
      extraModules: options.extraModules,
      clock: options.clock,
      schedules: options.schedules ?? false,
    })
    await built.ready()
    return built
  }
  const app = await appOn(conn.db)
  const others: { app: App; close(): Promise<void> }[] = []

  // A real sign-in session, as the login route starts one: every access token belongs to one.
  const tokenFor = async (userId: number, tenantId: number) => (await sessions(conn.db, app.tokens).start({ userId, tenantId })).token

  return {
    app,
    db: conn.db,
    config,
    databaseUrl,
    bearer: (token) => ({ authorization: `Bearer ${token}` }),
    async createTenant(opts = {}) {
      const email = opts.email ?? uniqueEmail('admin')
      const password = opts.password ?? TEST_PASSWORD
      const { tenantId, adminId } = await createTenantWithAdmin(conn.db, {
        tenantName: opts.name ?? `Tenant ${database}-${counter}`,
        adminName: 'Test Admin',
        adminEmail: email,
        adminPassword: password,
      })
      return { tenantId, admin: { id: adminId, email, password, token: await tokenFor(adminId, tenantId) } }
    },
    async createUser(tenantId, opts = {}) {
      const email = opts.email ?? uniqueEmail(opts.type ?? 'user')
      const password = opts.password ?? TEST_PASSWORD
      const { id } = await insertUser(conn.db, {
        tenantId,
        name: opts.name ?? 'Test User',
        email,
        password,
        type: opts.type ?? 'user',
        status: opts.status,
        roleId: opts.roleId,
        permissions: opts.permissions,
        branchIds: opts.branchIds,
        companyId: opts.companyId,
      })
      return { id, email, password, token: await tokenFor(id, tenantId) }
    },
    async createRole(tenantId, opts = {}) {
      counter += 1
      const [role] = await conn.db
        .insert(roles)
        .values({ tenantId, name: opts.name ?? `Role ${counter}`, permissions: opts.permissions ?? [] })
        .returning({ id: roles.id })
      return { id: role!.id }
    },
    async anotherInstance() {
      const own = connect(databaseUrl, { max: 5 })
      const other = await appOn(own.db)
      others.push({ app: other, close: () => own.close() })
      return other
    },
    async close() {
      for (const other of others) {
        await other.app.close()
        await other.close()
      }
      await app.close()
      await conn.close()
      rmSync(dataDir, { recursive: true, force: true })
      const drop = new pg.Client({ connectionString: serverUrl })
      await drop.connect()
      await drop.query(`drop database if exists ${database} with (force)`)
      await drop.end()
    },
  }
}
