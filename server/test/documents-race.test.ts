/**
 * Issue 19, item 23: a download racing a replacement of the same document answered 500
 * (outside the envelope) or 404 while a document existed, because the old bytes were
 * deleted between the download's row read and its file open. Every answer must be a 200
 * with one whole version's bytes, for both document seams: named kinds (branch
 * documents, trackers) and a resource's one document (agreement, LWF certificate).
 */
import { get } from 'node:http'
import type { AddressInfo } from 'node:net'
import path from 'node:path'
import { Readable } from 'node:stream'
import { GENERIC_ERROR } from '@ihrc/contract'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { buildApp } from '../src/app'
import { BlobMissing, LocalBlobStore, type BlobStore } from '../src/lib/blob-store'
import type { TestContext } from './helpers'
import { createBranch, type Org, twoTenants } from './organisation/fixtures'
import { multipartFile } from './organisation/xlsx-helpers'

const version = (n: number) => Buffer.from(`%PDF-1.7\n% version ${n} ${'x'.repeat(2000 + n)}\n%%EOF\n`)

let t: TestContext, org: Org
let branchId: number

beforeAll(async () => {
  ;({ t, org } = await twoTenants())
  branchId = await createBranch(org)
})
afterAll(() => t.close())

/**
 * `downloads` GETs interleaved with `replacements` uploads of new versions; returns the
 * downloads' answers and the versions that were ever stored.
 */
async function race(
  download: () => Promise<{ statusCode: number; rawPayload: Buffer; body: string }>,
  replace: (n: number) => Promise<number>,
) {
  const versions = [version(0)]
  const answers: Promise<{ statusCode: number; rawPayload: Buffer; body: string }>[] = []
  const writes: Promise<number>[] = []
  for (let i = 1; i <= 400; i++) {
    answers.push(download())
    if (i % 20 === 0) {
      versions.push(version(i))
      writes.push(replace(i))
    }
  }
  expect(await Promise.all(writes)).toEqual(writes.map(() => 200))
  return { answers: await Promise.all(answers), versions }
}

function expectWholeVersions(answers: { statusCode: number; rawPayload: Buffer; body: string }[], versions: Buffer[]) {
  const bad = answers.filter((a) => a.statusCode !== 200 || !versions.some((v) => v.equals(a.rawPayload)))
  expect(bad.map((a) => `${a.statusCode} ${a.body.slice(0, 120)}`)).toEqual([])
}

describe('a download racing a replacement of the same document', () => {
  it('answers 200 with the old or the new bytes (named kinds: branch documents)', async () => {
    const url = `/branch/${branchId}/document/se_document`
    expect((await org.call('POST', url, ...multipartFile(version(0), 'se.pdf'))).statusCode).toBe(200)
    const { answers, versions } = await race(
      () => org.call('GET', url),
      async (n) => (await org.call('POST', url, ...multipartFile(version(n), `se-${n}.pdf`))).statusCode,
    )
    expectWholeVersions(answers, versions)
  })

  it("answers 200 with the old or the new bytes (a resource's one document: agreement)", async () => {
    const fields = {
      branch_id: String(branchId),
      agreement_type: 'Lease',
      start_date: '2024-04-01',
      applies_to_all_branches: 'false',
    }
    const created = await org.call('POST', '/agreement/agreement', ...multipartFile(version(0), 'lease.pdf', fields))
    expect(created.statusCode, created.body).toBe(201)
    const id = created.json().data.id
    const { answers, versions } = await race(
      () => org.call('GET', `/agreement/agreement/${id}/document`),
      async (n) => (await org.call('PUT', `/agreement/agreement/${id}`, ...multipartFile(version(n), `lease-${n}.pdf`, fields))).statusCode,
    )
    expectWholeVersions(answers, versions)
  })
})

describe('a download whose bytes fail', () => {
  /** The real directory store, made to fail as told. */
  function failing(mode: { open?: Error; midway?: boolean }): BlobStore {
    const real: BlobStore = new LocalBlobStore(path.join(t.config.dataDir, 'files'))
    return {
      description: 'failing',
      putFile: (k, f, i) => real.putFile(k, f, i),
      delete: (k) => real.delete(k),
      list: () => real.list(),
      async open(key) {
        if (mode.open) throw mode.open
        const stream = await real.open(key)
        if (!mode.midway) return stream
        stream.destroy()
        // Some bytes, then a read error: the headers are out by then.
        return Readable.from(
          (async function* () {
            yield Buffer.from('%PDF-1.7 partial')
            throw new Error('disk read failed')
          })(),
        )
      },
    }
  }

  it('answers in the envelope when the bytes cannot be opened (missing or failing)', async () => {
    const url = `/ihrc-api/companyadmin/branch/${branchId}/document/se_document`
    for (const error of [new BlobMissing('1/x'), new Error('EIO: i/o error')]) {
      const app = await buildApp({ db: t.db, config: t.config, blobs: failing({ open: error }) })
      try {
        const res = await app.inject({ method: 'GET', url, headers: t.bearer(org.admin.token) })
        expect(res.statusCode).toBe(500)
        expect(res.headers['content-type']).toMatch(/^application\/json/)
        expect(res.json()).toEqual({ message: GENERIC_ERROR })
      } finally {
        await app.close()
      }
    }
  })

  it('ends the connection when the bytes fail after the headers went out (never a short 200 that looks whole)', async () => {
    const app = await buildApp({ db: t.db, config: t.config, blobs: failing({ midway: true }) })
    await app.listen({ port: 0, host: '127.0.0.1' })
    try {
      const { port } = app.server.address() as AddressInfo
      const outcome = await new Promise<string>((resolve) => {
        get(
          `http://127.0.0.1:${port}/ihrc-api/companyadmin/branch/${branchId}/document/se_document`,
          { headers: t.bearer(org.admin.token) },
          (res) => {
            res.on('data', () => {})
            res.on('end', () => resolve(`ended ${res.statusCode}`))
            res.on('error', () => resolve('aborted'))
            res.on('aborted', () => resolve('aborted'))
          },
        ).on('error', () => resolve('aborted'))
      })
      expect(outcome).toBe('aborted')
    } finally {
      await app.close()
    }
  })
})
