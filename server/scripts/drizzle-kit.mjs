// Runs drizzle-kit so that it loads the same drizzle-orm as the server (STACK.md trap
// 7). npm hoists drizzle-kit to the root node_modules but keeps drizzle-orm in
// server/node_modules, where drizzle-kit cannot see it ("Please install latest version
// of drizzle-orm"). `import()` is redirected with a resolve hook, `require()` through
// NODE_PATH. Usage: node scripts/drizzle-kit.mjs generate --name <what>
import { createRequire, register } from 'node:module'
import path from 'node:path'
import { fileURLToPath, pathToFileURL } from 'node:url'

const serverDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..')
const fromServer = createRequire(path.join(serverDir, 'package.json'))

process.env.NODE_PATH = [path.join(serverDir, 'node_modules'), process.env.NODE_PATH].filter(Boolean).join(path.delimiter)
fromServer('node:module').Module._initPaths()

register(
  `data:text/javascript,${encodeURIComponent(`
    export async function resolve(specifier, context, next) {
      if (specifier === 'drizzle-orm' || specifier.startsWith('drizzle-orm/')) {
        return next(specifier, { ...context, parentURL: ${JSON.stringify(pathToFileURL(path.join(serverDir, 'package.json')).href)} })
      }
      return next(specifier, context)
    }
  `)}`,
)

process.argv = [process.argv[0], 'drizzle-kit', ...process.argv.slice(2)]
// bin.cjs is not in the package's exports map: locate it beside package.json.
const kitDir = path.dirname(fromServer.resolve('drizzle-kit'))
await import(pathToFileURL(path.join(kitDir, 'bin.cjs')).href)
