/**
 * The kit's check of a resource's documents of named kinds (`documents: { kinds }`): an
 * upload is judged by its content, not its name, and a refused one writes nothing; a
 * stored one downloads byte for byte and its removal leaves nothing to download. Who may
 * call these routes, and that another tenant's record answers 404, the kit's route checks
 * ask of them with every other route (`documentRoutes`).
 */
import { count, eq } from 'drizzle-orm'
import { expect } from 'vitest'
import { recordDocuments, storedFiles } from '../../src/db/schema'
import { multipartFile } from '../organisation/xlsx-helpers'
import { KIT_PDF, documentRoutes, hit, snapshot, type AnyResource, type KitWorld, type Route } from './kit-routes'

/** A Windows program renamed to .pdf, and a web page named .pdf: neither is a document, whatever its name says. */
const DISGUISED = [
  { name: 'challan.pdf', content: Buffer.concat([Buffer.from('MZ\x90\x00\x03\x00\x00\x00\x04\x00', 'latin1'), Buffer.alloc(120)]) },
  { name: 'receipt.pdf', content: Buffer.from('<!DOCTYPE html><html><body><script>alert(1)</script></body></html>') },
]

/** The kind's document on the item: its own field (branch), or under `documents` (the trackers' wire shape, API.md). */
function documentOf(item: Record<string, unknown>, kind: string): unknown {
  return kind in item ? item[kind] : (item.documents as Record<string, unknown> | undefined)?.[kind]
}

export function documentCheck(resource: AnyResource, create: (world: KitWorld) => Promise<number>) {
  return {
    name: 'takes documents judged by their content, writes nothing on a refused one, serves and removes a stored one',
    async run(world: KitWorld) {
      const [download, upload, remove] = documentRoutes(resource) as [Route, Route, Route]
      const kind = resource.spec.documents!.kinds[0]!
      const id = await create(world)
      const at = (route: Route) => route.url.replace(':id', String(id))
      const stored = async () => {
        const [files] = await world.t.db.select({ n: count() }).from(storedFiles).where(eq(storedFiles.tenantId, world.org.tenantId))
        const [docs] = await world.t.db.select({ n: count() }).from(recordDocuments).where(eq(recordDocuments.tenantId, world.org.tenantId))
        return { files: files!.n, documents: docs!.n }
      }
      const before = { record: await snapshot(resource, world.org, id), stored: await stored() }

      for (const { name, content } of DISGUISED) {
        const res = await world.org.call('POST', at(upload), ...multipartFile(content, name, upload.upload, 'application/pdf'))
        expect(res.statusCode, `${name}: ${res.body}`).toBe(415)
        expect(res.json().message).toMatch(/^File type not accepted/)
      }
      const unnamedKind = upload.upload?.kind ? { kind: 'no_such_kind' } : undefined
      if (unnamedKind) {
        const res = await world.org.call('POST', at(upload), ...multipartFile(KIT_PDF, 'kit.pdf', unnamedKind))
        expect(res.statusCode, res.body).toBe(400)
      }
      expect({ record: await snapshot(resource, world.org, id), stored: await stored() }).toEqual(before)
      expect((await world.org.call('GET', at(download))).statusCode).toBe(404)

      const uploaded = await hit(world.org.call, upload, id)
      expect(uploaded.statusCode, uploaded.body).toBe(200)
      expect(documentOf(uploaded.json().data, kind)).toMatchObject({ name: 'kit.pdf', mime: 'application/pdf', size: KIT_PDF.length })
      const got = await world.org.call('GET', at(download))
      expect(got.statusCode).toBe(200)
      expect(got.rawPayload.equals(KIT_PDF)).toBe(true)

      const removed = await world.org.call('DELETE', at(remove))
      expect(removed.statusCode, removed.body).toBe(200)
      expect(documentOf(removed.json().data, kind)).toBeNull()
      expect((await world.org.call('GET', at(download))).statusCode).toBe(404)
      expect((await world.org.call('DELETE', at(remove))).statusCode).toBe(404)
    },
  }
}
