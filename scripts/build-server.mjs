// `npm run build:server`: compiles the server and the contract it shares with the console
// to JavaScript in server/dist, so `node server/dist/main.js` starts without compiling
// TypeScript at start-up (tsx cost about 1.7 s of a 3.2 s start).
//
// One output file per source file, each in the same place as its source
// (server/src/db/migrate.ts → server/dist/db/migrate.js), rather than one bundle: paths
// resolved from import.meta.url (the migrations folder, the repository root, a worker
// thread's file beside its spawner) then hold in the build exactly as in the sources.
// The contract is compiled the same way into server/dist/contract/, and `@ihrc/contract`
// imports are pointed at it. Packages stay external: node loads them from node_modules.
// Files under server/src that are not TypeScript (the migrations' SQL and journal) are
// copied to the same place.
import { cpSync, readdirSync, rmSync } from 'node:fs'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { build } from 'esbuild'

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..')
const outdir = path.join(root, 'server/dist')
// Source folder → its place under outdir.
const sources = [
  { dir: path.join(root, 'server/src'), out: '.' },
  { dir: path.join(root, 'contract/src'), out: 'contract' },
]
const CONTRACT = '@ihrc/contract'
const isTs = (file) => file.endsWith('.ts') && !file.endsWith('.d.ts')

function filesUnder(dir) {
  return readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((e) => e.isFile())
    .map((e) => path.join(e.parentPath ?? e.path, e.name))
}

/** server/src/lib/x.ts → <outdir>/lib/x.js; null for a file outside the sources. */
function outputOf(file) {
  for (const { dir, out } of sources) {
    const rel = path.relative(dir, file)
    if (!rel.startsWith('..') && !path.isAbsolute(rel)) return path.join(outdir, out, rel.replace(/\.ts$/, '.js'))
  }
  return null
}

/** The source file an import names: './x' may be x.ts, x/index.ts, or x.ts written as './x.js'. */
function sourceOf(specifier, resolveDir) {
  const base = path.resolve(resolveDir, specifier)
  const candidates = [base, base.replace(/\.js$/, '.ts'), `${base}.ts`, path.join(base, 'index.ts')]
  return candidates.find((c) => isTs(c) && allSources.has(c)) ?? null
}

function contractSource(specifier) {
  const sub = specifier.slice(CONTRACT.length + 1) || 'index'
  return path.join(root, 'contract/src', `${sub}.ts`)
}

// Every import between compiled files becomes an import of the other output file
// (relative, with its .js extension, as node's ES module loader needs).
const linkCompiledFiles = {
  name: 'link-compiled-files',
  setup(b) {
    b.onResolve({ filter: /.*/ }, (args) => {
      if (args.kind === 'entry-point') return undefined
      const target =
        args.path === CONTRACT || args.path.startsWith(`${CONTRACT}/`)
          ? contractSource(args.path)
          : args.path.startsWith('.')
            ? sourceOf(args.path, args.resolveDir)
            : null
      if (target === null) {
        // A package or node: builtin stays external; a relative non-TypeScript file
        // (JSON) is inlined into its importer.
        return args.path.startsWith('.') ? undefined : { path: args.path, external: true }
      }
      const from = path.dirname(outputOf(args.importer))
      const rel = path.relative(from, outputOf(target)).split(path.sep).join('/')
      return { path: rel.startsWith('.') ? rel : `./${rel}`, external: true }
    })
  },
}

const all = sources.flatMap(({ dir }) => filesUnder(dir))
const allSources = new Set(all.filter(isTs))

rmSync(outdir, { recursive: true, force: true })
await build({
  absWorkingDir: root,
  entryPoints: [...allSources].map((file) => ({ in: file, out: path.relative(outdir, outputOf(file)).replace(/\.js$/, '') })),
  outdir,
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20.19',
  sourcemap: 'linked',
  logLevel: 'warning',
  plugins: [linkCompiledFiles],
})
for (const file of all) {
  if (!isTs(file) && !file.endsWith('.d.ts')) cpSync(file, outputOf(file))
}
console.log(`server: ${allSources.size} files compiled to ${path.relative(root, outdir)}`)
