/**
 * The objects a tenant has in the file store once the sweep has run with no grace
 * period: what stays for good. A replaced or deleted document's bytes stay readable for
 * a while after the change (file-store.ts), so tests that count bytes sweep first.
 */
import { sweepFiles } from '../../src/lib/file-sweep'
import type { TestContext } from '../helpers'

export async function storedBytes(t: Pick<TestContext, 'app' | 'db'>, tenantId: number): Promise<string[]> {
  await sweepFiles(t.db, t.app.files, 0)
  const keys: string[] = []
  for await (const blob of t.app.files.blobs.list()) if (blob.key.startsWith(`${tenantId}/`)) keys.push(blob.key)
  return keys
}
