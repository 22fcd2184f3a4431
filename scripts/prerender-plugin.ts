// Vite build plugin: writes dist/sign-in.html, index.html with the sign-in page already
// drawn (issue 10: the page painted only after a chain of 30 scripts). The markup comes
// from the same components the app renders (src/app/prerender.tsx, loaded through Vite so
// aliases and JSON resolve as in the app) and the page's own chunks are preloaded.
// The server answers /companyadmin/sign-in with it (server/src/plugins/spa.ts).
import { writeFile } from 'node:fs/promises'
import path from 'node:path'
import { createServer, type Plugin, type Rollup } from 'vite'

const ENTRY = '/src/app/prerender.tsx'
/** The route's lazily loaded modules: preloaded so the app can take over without waiting on a chain. */
const ROUTE_MODULES = ['src/components/layouts/AuthLayout.tsx', 'src/features/auth/pages/SignInPage.tsx']
const ROOT = '<div id="root"></div>'

async function renderMarkup(root: string): Promise<string> {
  const server = await createServer({
    root,
    logLevel: 'error',
    appType: 'custom',
    server: { middlewareMode: true, hmr: false, ws: false },
    // Its ES build imports without file extensions, which Node's own loader refuses.
    ssr: { noExternal: ['redux-persist'] },
  })
  try {
    const { renderSignInBody } = (await server.ssrLoadModule(ENTRY)) as { renderSignInBody: () => Promise<string> }
    return await renderSignInBody()
  } finally {
    await server.close()
  }
}

/** The route modules' chunks and everything they import statically, as modulepreload links. */
function preloadLinks(bundle: Rollup.OutputBundle, base: string, html: string): string[] {
  const chunks = Object.values(bundle).filter((o): o is Rollup.OutputChunk => o.type === 'chunk')
  const files = new Set<string>()
  const visit = (file: string) => {
    if (files.has(file)) return
    files.add(file)
    chunks.find((c) => c.fileName === file)?.imports.forEach(visit)
  }
  for (const module of ROUTE_MODULES) {
    const chunk = chunks.find((c) => c.facadeModuleId?.endsWith(module))
    if (!chunk) throw new Error(`prerender: no chunk for ${module}`)
    visit(chunk.fileName)
  }
  return [...files]
    .filter((file) => !html.includes(`${base}${file}"`))
    .map((file) => `<link rel="modulepreload" crossorigin href="${base}${file}">`)
}

export function prerenderSignIn(): Plugin {
  let root = ''
  let base = '/'
  return {
    name: 'prerender-sign-in',
    apply: 'build',
    configResolved(config) {
      root = config.root
      base = config.base
    },
    async writeBundle(options, bundle) {
      const index = bundle['index.html']
      if (index?.type !== 'asset' || !String(index.source).includes(ROOT)) throw new Error(`prerender: index.html without ${ROOT}`)
      const body = await renderMarkup(root)
      // The Content-Security-Policy (script-src/style-src 'self') allows nothing inline.
      if (/<script|<style|\sstyle=/i.test(body)) throw new Error('prerender: the sign-in markup carries an inline script or style')
      const html = String(index.source)
      // The page paints from the HTML and CSS alone: its scripts are fetched at low
      // priority so that nothing waits on them (they were the 2.6 s of render delay).
      const page = html
        .replace(ROOT, body)
        .replace(
          /\n( *)<\/head>/,
          (_, indent: string) =>
            `\n${preloadLinks(bundle, base, html)
              .map((link) => `${indent}  ${link}\n`)
              .join('')}${indent}</head>`,
        )
        .replace(/<(script type="module"|link rel="modulepreload")/g, '<$1 fetchpriority="low"')
      await writeFile(path.join(options.dir ?? 'dist', 'sign-in.html'), page)
    },
  }
}
