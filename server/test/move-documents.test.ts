/**
 * `npm run move-documents` (issue 27): an installation's documents, stored on local
 * disk, copied into a bucket and checked by checksum; the server then serves them from
 * the bucket.
 */
import { spawn } from 'node:child_process'
import { afterAll, beforeAll, expect, it } from 'vitest'
import { buildApp } from '../src/app'
import { S3BlobStore } from '../src/lib/s3-blob-store'
import { storedFiles } from '../src/db/schema'
import { setupTestApp, type TestContext } from './helpers'
import { startS3, type LocalS3 } from './kit/s3rver'
import { SERVER_DIR } from './kit/source-server'
import { createBranch, setupOrg, type Org } from './organisation/fixtures'
import { multipartFile } from './organisation/xlsx-helpers'

let t: TestContext, org: Org, s3: LocalS3, branchId: number
const pdf = (n: number) => Buffer.from(`%PDF-1.7\n% moved ${n}\n%%EOF\n`)

beforeAll(async () => {
  s3 = await startS3()
  t = await setupTestApp()
  org = await setupOrg(t)
  branchId = await createBranch(org)
  for (const [n, kind] of [
    [1, 'se_document'],
    [2, 'lease_document'],
  ] as const) {
    expect((await org.call('POST', `/branch/${branchId}/document/${kind}`, ...multipartFile(pdf(n), `m-${n}.pdf`))).statusCode).toBe(200)
  }
  // A file stored before checksums were kept.
  await t.db.update(storedFiles).set({ sha256: null })
}, 120_000)
afterAll(async () => {
  await t?.close()
  await s3?.stop()
})

it('copies every document into the bucket, verifies it, and the server serves it from there', async () => {
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/ops/move-documents-cli.ts'], {
    cwd: SERVER_DIR,
    env: { ...process.env, ...s3.env, DATABASE_URL: t.databaseUrl, DATA_DIR: t.config.dataDir, JWT_SECRET: 'x'.repeat(40) },
    stdio: ['ignore', 'pipe', 'pipe'],
  })
  let output = ''
  child.stdout.on('data', (d: Buffer) => (output += d))
  child.stderr.on('data', (d: Buffer) => (output += d))
  expect(await new Promise((r) => child.on('exit', r)), output).toBe(0)
  expect(output).toContain('2 documents copied and verified')
  const rows = await t.db.select().from(storedFiles)
  expect(rows.map((r) => r.sha256).every((s) => s && /^[0-9a-f]{64}$/.test(s))).toBe(true)

  const bucket = new S3BlobStore(s3.settings)
  const onS3 = await buildApp({ db: t.db, config: { ...t.config, storage: { kind: 's3', ...s3.settings } }, blobs: bucket })
  try {
    for (const [n, kind] of [
      [1, 'se_document'],
      [2, 'lease_document'],
    ] as const) {
      const res = await onS3.inject({
        method: 'GET',
        url: `/ihrc-api/companyadmin/branch/${branchId}/document/${kind}`,
        headers: t.bearer(org.admin.token),
      })
      expect(res.statusCode).toBe(200)
      expect(res.rawPayload.equals(pdf(n))).toBe(true)
    }
  } finally {
    await onS3.close()
  }
}, 120_000)
