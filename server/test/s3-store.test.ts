/**
 * Documents in an S3-compatible bucket (issue 27): the server configured with S3_*
 * talks to a local S3 server (s3rver) through the real AWS SDK client. The bucket is
 * checked with a client of its own, not through the store under test.
 */
import { createHash, randomBytes } from 'node:crypto'
import { existsSync, readdirSync, statSync } from 'node:fs'
import { get, type IncomingMessage, type ServerResponse } from 'node:http'
import path from 'node:path'
import { Readable, Transform } from 'node:stream'
import type { AddressInfo } from 'node:net'
import { ListObjectsV2Command, S3Client } from '@aws-sdk/client-s3'
import type { FastifyRequest } from 'fastify'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { buildApp } from '../src/app'
import { recordDocuments } from '../src/db/schema'
import type { BlobStore } from '../src/lib/blob-store'
import { S3BlobStore } from '../src/lib/s3-blob-store'
import { setupTestApp, type TestContext } from './helpers'
import { startS3, type LocalS3 } from './kit/s3rver'
import { storedBytes } from './kit/stored-bytes'
import { createBranch, setupOrg, type Org } from './organisation/fixtures'
import { multipartFile } from './organisation/xlsx-helpers'

const pdf = (text: string) => Buffer.from(`%PDF-1.7\n% ${text}\n%%EOF\n`)
const sha256 = (b: Buffer) => createHash('sha256').update(b).digest('hex')

let s3: LocalS3, t: TestContext, org: Org, other: Org, bucket: S3Client

async function objectsInBucket(): Promise<string[]> {
  const page = await bucket.send(new ListObjectsV2Command({ Bucket: s3.settings.bucket }))
  return (page.Contents ?? []).map((o) => o.Key!).sort()
}

beforeAll(async () => {
  s3 = await startS3()
  bucket = new S3Client({ ...s3.settings, requestChecksumCalculation: 'WHEN_REQUIRED', responseChecksumValidation: 'WHEN_REQUIRED' })
  t = await setupTestApp({ config: { storage: { kind: 's3', ...s3.settings } } })
  org = await setupOrg(t, 'Acme')
  other = await setupOrg(t, 'Globex')
})
afterAll(async () => {
  bucket?.destroy()
  await t?.close()
  await s3?.stop()
})

describe('documents in an S3 bucket', () => {
  it('uploads, downloads, replaces and deletes through the bucket, nothing on local disk', async () => {
    const branchId = await createBranch(org)
    const url = `/branch/${branchId}/document/se_document`
    const first = pdf('first')
    const up = await org.call('POST', url, ...multipartFile(first, 'se.pdf'))
    expect(up.statusCode, up.body).toBe(200)
    const [key] = await objectsInBucket()
    expect(key).toMatch(new RegExp(`^${org.tenantId}/[0-9a-f-]{36}$`))
    expect(existsSync(path.join(t.config.dataDir, 'files'))).toBe(false)

    const dl = await org.call('GET', url)
    expect(dl.statusCode).toBe(200)
    expect(dl.headers['content-type']).toBe('application/pdf')
    expect(dl.rawPayload.equals(first)).toBe(true)

    const second = pdf('second')
    expect((await org.call('POST', url, ...multipartFile(second, 'se-2.pdf'))).statusCode).toBe(200)
    expect((await org.call('GET', url)).rawPayload.equals(second)).toBe(true)
    // The old object stays for the grace period (a download may have just read its row), then the sweep takes it.
    expect(await objectsInBucket()).toHaveLength(2)
    expect(await storedBytes(t, org.tenantId)).toHaveLength(1)
    expect(await objectsInBucket()).not.toContain(key)

    expect((await org.call('DELETE', url)).statusCode).toBe(200)
    expect((await org.call('GET', url)).statusCode).toBe(404)
    expect(await storedBytes(t, org.tenantId)).toEqual([])
    expect(await objectsInBucket()).toEqual([])
  })

  it('streams a 20 MB file into the bucket and back out through the API, never holding more than a few MB of it', async () => {
    const branchId = await createBranch(org, { name: 'Big files' })
    const size = 20 * 1024 * 1024
    const chunk = randomBytes(64 * 1024)
    const header = pdf('large')
    const hash = createHash('sha256').update(header)
    for (let sent = 0; sent < size; sent += chunk.length) hash.update(chunk)
    const expected = hash.digest('hex')
    // What the server holds at most is measured as bytes taken in and not yet passed on:
    // holding the file whole (a Buffer of it) would make that its 20 MB.
    const limit = 4 * 1024 * 1024
    let produced = 0
    let heldOnUpload = 0
    const spoolDir = t.app.files.spoolDir
    // Made on the fly, never whole in memory; each chunk checks how much is not yet in the spool file.
    function* body() {
      for (const part of [header, ...Array.from({ length: size / chunk.length }, () => chunk)]) {
        const [name] = readdirSync(spoolDir)
        const onDisk = name ? statSync(path.join(spoolDir, name)).size : 0
        heldOnUpload = Math.max(heldOnUpload, produced - onDisk)
        produced += part.length
        yield part
      }
    }
    const owner = { tenantId: org.tenantId, userId: org.admin.id }
    const request = {} as FastifyRequest
    const spooled = await t.app.files.spool(request, Readable.from(body()), 'large.pdf')
    const mime = await t.app.files.detect(spooled.path)
    await t.app.files.withStoredFile(t.db, owner, { ...spooled, mime: mime! }, async (tx, fileId) => {
      await tx
        .insert(recordDocuments)
        .values({ tenantId: org.tenantId, resource: 'branch', recordId: branchId, kind: 'se_document', fileId })
    })
    await t.app.files.release(request)
    expect(spooled.size).toBe(header.length + size)
    expect(spooled.sha256).toBe(expected)
    expect(heldOnUpload, 'upload: bytes received and not yet in the spool file').toBeLessThan(limit)

    // Downloaded over a real socket through an app whose bucket store counts what it hands out.
    let served = 0
    let heldOnDownload = 0
    let response: ServerResponse | undefined
    const bucketStore = new S3BlobStore(s3.settings)
    const counted: BlobStore = {
      description: bucketStore.description,
      putFile: (k, f, i) => bucketStore.putFile(k, f, i),
      delete: (k) => bucketStore.delete(k),
      list: () => bucketStore.list(),
      async open(key) {
        const counter = new Transform({
          transform(part: Buffer, _e, done) {
            served += part.length
            // Taken from the bucket and not yet written to the client's socket.
            heldOnDownload = Math.max(heldOnDownload, served - (response?.socket?.bytesWritten ?? 0))
            done(null, part)
          },
        })
        return (await bucketStore.open(key)).pipe(counter)
      },
    }
    const app = await buildApp({ db: t.db, config: t.config, blobs: counted })
    await app.listen({ port: 0, host: '127.0.0.1' })
    app.server.on('request', (_req, res: ServerResponse) => (response = res))
    try {
      const { port } = app.server.address() as AddressInfo
      const res = await new Promise<IncomingMessage>((resolve, reject) =>
        get(
          `http://127.0.0.1:${port}/ihrc-api/companyadmin/branch/${branchId}/document/se_document`,
          { headers: t.bearer(org.admin.token) },
          resolve,
        ).on('error', reject),
      )
      const h = createHash('sha256')
      let n = 0
      for await (const part of res as AsyncIterable<Buffer>) {
        h.update(part)
        n += part.length
      }
      expect({ status: res.statusCode, n, sha: h.digest('hex') }).toEqual({ status: 200, n: header.length + size, sha: expected })
    } finally {
      await app.close()
    }
    expect(served).toBe(header.length + size)
    expect(heldOnDownload, 'download: bytes taken from the bucket and not yet written to the socket').toBeLessThan(limit)
  }, 120_000)

  it('leaves no object when the database write fails after the upload', async () => {
    const before = await objectsInBucket()
    const otherBranch = await createBranch(other, { name: 'Not yours' })
    // A form naming another tenant's branch passes the schema and fails in the write's transaction, after the bytes were stored.
    const res = await org.call(
      'POST',
      '/agreement/agreement',
      ...multipartFile(pdf('agreement'), 'lease.pdf', {
        branch_id: String(otherBranch),
        agreement_type: 'Lease',
        start_date: '2024-04-01',
        applies_to_all_branches: 'false',
      }),
    )
    expect(res.statusCode).toBe(400)
    // Not the sweep's doing: the failed write removed its object itself.
    expect(await objectsInBucket()).toEqual(before)
  })

  it("answers 404 for another tenant's document, in the envelope", async () => {
    const branchId = await createBranch(org, { name: 'Private' })
    const url = `/branch/${branchId}/document/lease_document`
    expect((await org.call('POST', url, ...multipartFile(pdf('lease'), 'lease.pdf'))).statusCode).toBe(200)
    const theirs = await other.call('GET', url)
    expect(theirs.statusCode).toBe(404)
    expect(theirs.json()).toEqual({ message: 'Branch not found' })
    expect((await other.call('POST', url, ...multipartFile(pdf('x'), 'x.pdf'))).statusCode).toBe(404)
  })

  it('sweeps an object no row knows (an upload whose process died before its commit)', async () => {
    const key = `${org.tenantId}/${'0'.repeat(8)}-0000-4000-8000-${'0'.repeat(12)}`
    const spooled = await t.app.files.spool({} as FastifyRequest, Readable.from([pdf('orphan')]), 'orphan.pdf')
    await t.app.files.blobs.putFile(key, spooled.path, { size: spooled.size, mime: 'application/pdf' })
    expect(await objectsInBucket()).toContain(key)
    expect(sha256(pdf('orphan'))).toBe(spooled.sha256)
    await storedBytes(t, org.tenantId)
    expect(await objectsInBucket()).not.toContain(key)
  })
})
