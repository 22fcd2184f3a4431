/**
 * Two server processes on one database and one bucket behave as one (issue 27): they
 * start together and migrate and seed once, a document uploaded through one downloads
 * through the other, a logout on one ends the session on the other, and the sign-in
 * throttle counts the attempts made on both.
 */
import { randomBytes } from 'node:crypto'
import { mkdtempSync, rmSync } from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import pg from 'pg'
import { afterAll, beforeAll, describe, expect, it, inject } from 'vitest'
import { readJournal } from '../src/db/migrate'
import { withDatabase } from './global-setup'
import { startS3, type LocalS3 } from './kit/s3rver'
import { startSourceServer, type SourceServer } from './kit/source-server'
import { multipartFile } from './organisation/xlsx-helpers'

const API = '/ihrc-api/companyadmin'
const database = `t_two_${randomBytes(4).toString('hex')}`
const dirs: string[] = []
let s3: LocalS3, a: SourceServer, b: SourceServer, url: string

async function call(
  server: SourceServer,
  method: string,
  route: string,
  init: { token?: string; json?: unknown; body?: Buffer; headers?: Record<string, string> } = {},
) {
  const headers: Record<string, string> = { ...(init.headers ?? {}) }
  if (init.token) headers.authorization = `Bearer ${init.token}`
  if (init.json !== undefined) headers['content-type'] = 'application/json'
  const res = await fetch(`${server.base}${API}${route}`, {
    method,
    headers,
    body: init.json !== undefined ? JSON.stringify(init.json) : init.body,
  })
  return { status: res.status, bytes: Buffer.from(await res.arrayBuffer()) }
}
interface Answer {
  data: { token: string } & { id: number }[]
}
const json = (r: { bytes: Buffer }) => JSON.parse(r.bytes.toString()) as Answer

beforeAll(async () => {
  s3 = await startS3()
  const admin = new pg.Client({ connectionString: inject('pgUrl') })
  await admin.connect()
  await admin.query(`create database ${database}`)
  await admin.end()
  url = withDatabase(inject('pgUrl'), database)
  const env = (name: string) => {
    const dir = mkdtempSync(path.join(os.tmpdir(), `ihrc-${name}-`))
    dirs.push(dir)
    // One secret for all instances, as docs/deploy.md says; each its own DATA_DIR (the spool).
    return { ...s3.env, DATA_DIR: dir, DATABASE_URL: url, JWT_SECRET: 'one-secret-for-every-instance-'.padEnd(48, 'x'), DEMO_DATA: '1' }
  }
  // Both at the same moment, on an empty database.
  ;[a, b] = await Promise.all([startSourceServer(env('a')), startSourceServer(env('b'))])
}, 240_000)

afterAll(async () => {
  await Promise.all([a?.stop(), b?.stop()])
  const admin = new pg.Client({ connectionString: inject('pgUrl') })
  await admin.connect()
  await admin.query(`drop database if exists ${database} with (force)`)
  await admin.end()
  await s3?.stop()
  for (const dir of dirs) rmSync(dir, { recursive: true, force: true })
})

describe('two instances on one database and one bucket', () => {
  it('started together, migrated and seeded once', async () => {
    const journal = readJournal()
    const db = new pg.Client({ connectionString: url })
    await db.connect()
    try {
      const migrations = await db.query('select count(*)::int as n from drizzle.__drizzle_migrations')
      expect(migrations.rows[0].n).toBe(journal.entries.length)
      const tenants = await db.query('select count(*)::int as n from tenants')
      expect(tenants.rows[0].n).toBe(1)
      const states = await db.query('select count(*)::int as n, count(distinct code)::int as codes from states')
      expect(states.rows[0].n).toBe(states.rows[0].codes)
    } finally {
      await db.end()
    }
    for (const server of [a, b]) expect((await fetch(`${server.base}/ihrc-api/ready`)).status).toBe(200)
  })

  it('serves a document uploaded through one instance from the other', async () => {
    const login = await call(a, 'POST', '/login', { json: { email: 'admin@demo.local', password: 'Admin@12345' } })
    expect(login.status, login.bytes.toString()).toBe(200)
    const token = json(login).data.token
    const branchId = json(await call(b, 'GET', '/branch?page_size=1', { token })).data[0]!.id
    const pdf = Buffer.from(`%PDF-1.7\n% two instances ${randomBytes(8).toString('hex')}\n%%EOF\n`)
    const [body, opts] = multipartFile(pdf, 'shared.pdf')
    const up = await call(a, 'POST', `/branch/${branchId}/document/se_document`, {
      token,
      body,
      headers: opts.headers as Record<string, string>,
    })
    expect(up.status, up.bytes.toString()).toBe(200)
    const down = await call(b, 'GET', `/branch/${branchId}/document/se_document`, { token })
    expect(down.status).toBe(200)
    expect(down.bytes.equals(pdf)).toBe(true)
  })

  it('ends the session on both when it is logged out on one', async () => {
    const login = await call(b, 'POST', '/login', { json: { email: 'admin@demo.local', password: 'Admin@12345' } })
    const token = json(login).data.token
    expect((await call(a, 'GET', '/profile', { token })).status).toBe(200)
    expect((await call(a, 'POST', '/logout', { token, json: {} })).status).toBeLessThan(300)
    expect((await call(b, 'GET', '/profile', { token })).status).toBe(401)
    expect((await call(a, 'GET', '/profile', { token })).status).toBe(401)
  })

  it('counts failed sign-ins made on either instance', async () => {
    const attempt = (server: SourceServer) =>
      call(server, 'POST', '/login', { json: { email: 'nobody@demo.local', password: 'wrong-password-1' } })
    // Five failures from one address, alternating instances; the sixth is refused on either.
    for (const server of [a, b, a, b, a]) expect((await attempt(server)).status).toBe(401)
    expect((await attempt(b)).status).toBe(429)
    expect((await attempt(a)).status).toBe(429)
  })
})
