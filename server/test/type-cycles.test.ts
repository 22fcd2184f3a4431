/**
 * server/src and contract/src have no import cycle, type-only imports included. ESLint's
 * import-x/no-cycle skips `import type` (erased at run time), but a type cycle still
 * ties the files' shapes together: types.ts describing a resource imported audit-trail,
 * document-kinds and edit-request-registry, each of which imported types.ts back.
 */
import { readFileSync, readdirSync } from 'node:fs'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import ts from 'typescript'
import { expect, it } from 'vitest'

const SERVER = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../src')
const CONTRACT = path.resolve(SERVER, '../../contract/src')
const LIB = path.join(SERVER, 'lib')

/** Each .ts file under `dir` → the files under `dir` it imports or re-exports (relative specifiers). */
function importGraph(dir: string): Map<string, string[]> {
  const files = readdirSync(dir, { recursive: true, encoding: 'utf8' })
    .filter((f) => f.endsWith('.ts'))
    .map((f) => path.join(dir, f))
  const known = new Set(files)
  const resolve = (from: string, spec: string) =>
    [`${spec}.ts`, path.join(spec, 'index.ts'), spec].map((c) => path.resolve(path.dirname(from), c)).find((c) => known.has(c))
  return new Map(
    files.map((file) => {
      const { importedFiles } = ts.preProcessFile(readFileSync(file, 'utf8'), true, false)
      const targets = importedFiles.filter((i) => i.fileName.startsWith('.')).map((i) => resolve(file, i.fileName))
      return [file, targets.filter((t): t is string => t !== undefined)]
    }),
  )
}

/** The graph's cycles as strongly connected components of more than one file, or a file importing itself (Tarjan). */
function cycles(graph: Map<string, string[]>, root = LIB): string[][] {
  const index = new Map<string, number>()
  const low = new Map<string, number>()
  const stack: string[] = []
  const found: string[][] = []
  const visit = (v: string) => {
    index.set(v, index.size)
    low.set(v, index.get(v)!)
    stack.push(v)
    for (const w of graph.get(v) ?? []) {
      if (!index.has(w)) {
        visit(w)
        low.set(v, Math.min(low.get(v)!, low.get(w)!))
      } else if (stack.includes(w)) low.set(v, Math.min(low.get(v)!, index.get(w)!))
    }
    if (low.get(v) !== index.get(v)) return
    const component = stack.splice(stack.indexOf(v))
    if (component.length > 1 || graph.get(v)!.includes(v)) found.push(component.map((f) => path.relative(root, f)).sort())
  }
  for (const v of graph.keys()) if (!index.has(v)) visit(v)
  return found
}

it('finds a cycle when there is one (the check can fail)', () => {
  const a = path.join(LIB, 'a.ts')
  const b = path.join(LIB, 'b.ts')
  expect(
    cycles(
      new Map([
        [a, [b]],
        [b, [a]],
      ]),
    ),
  ).toEqual([['a.ts', 'b.ts']])
})

it.each([
  ['server/src', SERVER],
  ['contract/src', CONTRACT],
])('has no import cycle in %s, type-only imports included', (_name, dir) => {
  expect(cycles(importGraph(dir), dir)).toEqual([])
})
