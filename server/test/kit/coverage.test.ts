/**
 * Every resource is under the kit: the resources are read from the endpoint table (an
 * area whose rows are the factory's, `{path}` with `{path}/:id/history`, is a resource
 * `registerCrud` serves; rows at `{path}/:id/document/:kind` are its documents of named
 * kinds), the coverage from kit/coverage.ts, and each group of it must be run by a test
 * file. A resource added without a kit entry fails here by its path.
 */
import { readdirSync, readFileSync } from 'node:fs'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { describe, expect, it } from 'vitest'
import { endpoints, type Endpoint } from '@ihrc/contract'
import { KIT_GROUPS, type KitGroup } from './coverage'

/** The paths of the factory's resources, from the endpoint table. */
function registeredResources(): { path: string; documentKinds: boolean }[] {
  return Object.values(endpoints as Record<string, Record<string, Endpoint>>).flatMap((rows) => {
    const list = rows.list?.path
    if (!list || rows.history?.path !== `${list}/:id/history`) return []
    const documentKinds = Object.values(rows).some((row) => row.path === `${list}/:id/document/:kind`)
    return [{ path: list, documentKinds }]
  })
}

const covered = (Object.keys(KIT_GROUPS) as KitGroup[]).flatMap((group) =>
  KIT_GROUPS[group]().map(({ resource }) => ({ group, path: resource.spec.path as string, documents: !!resource.spec.documents })),
)

const testDir = path.dirname(path.dirname(fileURLToPath(import.meta.url)))
function testFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const at = path.join(dir, entry.name)
    if (entry.isDirectory()) return testFiles(at)
    return entry.name.endsWith('.test.ts') ? [at] : []
  })
}

describe('the resource kit covers every resource', () => {
  it('reads the resources from the endpoint table (the check is not empty)', () => {
    const paths = registeredResources().map((r) => r.path)
    expect(paths.length).toBeGreaterThanOrEqual(28)
    expect(paths).toEqual(expect.arrayContaining(['user', 'external-user', 'pfsetup', 'settings/certificate-template', 'branch']))
  })

  it('has a kit entry for every resource of the endpoint table', () => {
    const have = new Set(covered.map((c) => c.path))
    const uncovered = registeredResources()
      .map((r) => r.path)
      .filter((p) => !have.has(p))
    expect(uncovered, 'resources no kit test covers: add each to test/kit/coverage.ts').toEqual([])
  })

  it("runs the documents check wherever the table has documents of named kinds (the entry's resource declares them)", () => {
    const withDocuments = new Set(covered.filter((c) => c.documents).map((c) => c.path))
    const unchecked = registeredResources()
      .filter((r) => r.documentKinds && !withDocuments.has(r.path))
      .map((r) => r.path)
    expect(unchecked).toEqual([])
  })

  it('names no resource twice nor one the table does not have', () => {
    const registered = new Set(registeredResources().map((r) => r.path))
    const paths = covered.map((c) => c.path)
    expect(paths.filter((p, i) => paths.indexOf(p) !== i)).toEqual([])
    expect(paths.filter((p) => !registered.has(p))).toEqual([])
  })

  it('runs every group from a test file', () => {
    const sources = testFiles(testDir).map((file) => readFileSync(file, 'utf8'))
    const run = (group: string) => sources.some((source) => source.includes(`describeKitGroup('${group}')`))
    expect(
      Object.keys(KIT_GROUPS).filter((group) => !run(group)),
      'groups of kit/coverage.ts no test file runs',
    ).toEqual([])
  })
})
