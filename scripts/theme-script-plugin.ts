// Vite plugin: puts src/theme-before-paint.ts, bundled to a small classic script, inline at
// the top of index.html's <head> (sign-in.html is made from index.html, so it has it too).
// Any script file, even a deferred one, runs only after the page's first paint could have
// happened; a visitor who saved the dark theme saw the light page until the modules ran.
// The Content-Security-Policy allows no inline script, so the build writes the script's
// sha256 to dist/csp-hashes.json and the server adds it to `script-src`
// (server/src/plugins/security-headers.ts): this one script and no other.
import { createHash } from 'node:crypto'
import path from 'node:path'
import { build, type Alias, type Plugin, type Rollup } from 'vite'

const ENTRY = 'src/theme-before-paint.ts'
const CHARSET = '<meta charset="UTF-8" />'
/** Read by the server at start (server/src/plugins/security-headers.ts: the same name). */
export const CSP_HASHES_FILE = 'csp-hashes.json'

/** The entry and what it imports as one minified IIFE, with the app's aliases and env. */
async function bundle(root: string, alias: Alias[]): Promise<string> {
  const result = await build({
    root,
    configFile: false,
    publicDir: false,
    logLevel: 'error',
    resolve: { alias },
    build: {
      write: false,
      target: 'es2022',
      minify: true,
      lib: { entry: path.join(root, ENTRY), formats: ['iife'], name: 'themeBeforePaint' },
    },
  })
  const outputs = (Array.isArray(result) ? result : [result]) as Rollup.RollupOutput[]
  const chunk = outputs.flatMap((o) => o.output).find((o): o is Rollup.OutputChunk => o.type === 'chunk')
  if (!chunk) throw new Error(`theme script: no chunk built from ${ENTRY}`)
  const code = chunk.code.trim()
  if (/<\/script/i.test(code)) throw new Error('theme script: the bundle would close its <script> tag')
  return code
}

/** The CSP source that allows exactly this inline script. */
export function scriptHash(code: string): string {
  return `'sha256-${createHash('sha256').update(code, 'utf8').digest('base64')}'`
}

export function themeBeforePaint(): Plugin {
  let root = ''
  let alias: Alias[] = []
  // Built once per build or dev server; the dev server picks up a change on restart.
  let code: Promise<string> | undefined
  const script = () => (code ??= bundle(root, alias))
  return {
    name: 'theme-before-paint',
    configResolved(config) {
      root = config.root
      alias = config.resolve.alias
    },
    transformIndexHtml: {
      order: 'pre',
      // Right after the charset, which must stay within the page's first 1,024 bytes.
      handler: async (html) => {
        if (!html.includes(CHARSET)) throw new Error(`theme script: index.html without ${CHARSET}`)
        return html.replace(CHARSET, `${CHARSET}\n    <script>${await script()}</script>`)
      },
    },
    async generateBundle() {
      const source = `${JSON.stringify({ 'script-src': [scriptHash(await script())] }, null, 2)}\n`
      this.emitFile({ type: 'asset', fileName: CSP_HASHES_FILE, source })
    },
  }
}
