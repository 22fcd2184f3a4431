// Vite build plugin (prerenderPages): writes dist/sign-in.html, index.html with the sign-in page already
// drawn (issue 10: the page painted only after a chain of 30 scripts) and its own small
// entry (src/sign-in-main.tsx: React and the form, hydrating that markup in place) instead
// of the console's. The markup comes from the same component the entry hydrates
// (src/app/prerender.tsx, loaded through Vite so aliases and JSON resolve as in the app);
// the entry's chunks are preloaded. The server answers /companyadmin/sign-in with it
// (server/src/plugins/spa.ts). index.html gets the console's loading spinner in its #root,
// and the landing page's copy of it (dist/home.html) its page's code preloaded.
import { readFile, writeFile } from 'node:fs/promises'
import path from 'node:path'
import { createServer, type Plugin, type Rollup } from 'vite'
import { chunkOf, staticChunks } from './bundle-chunks.ts'

const ENTRY = '/src/app/prerender.tsx'
/** sign-in.html's module script: a second input of the build (vite.config.ts). */
export const SIGN_IN_ENTRY = 'src/sign-in-main.tsx'
const ROOT = '<div id="root"></div>'
const LOCALE = 'src/locales/en.json'
/** Starts the entry after the first paint; a classic script (it runs before any module), emitted with a hash so it is cached for good. */
const LOADER = 'src/boot-after-paint.js'
const ZOD_JITLESS = 'zod-jitless.js'

interface Markup {
  signIn: string
  consoleLoading: string
}

async function renderMarkup(root: string): Promise<Markup> {
  const server = await createServer({
    root,
    logLevel: 'error',
    appType: 'custom',
    server: { middlewareMode: true, hmr: false, ws: false },
  })
  try {
    const entry = (await server.ssrLoadModule(ENTRY)) as {
      renderSignInBody: () => Promise<string>
      renderConsoleLoading: () => Promise<string>
    }
    return { signIn: await entry.renderSignInBody(), consoleLoading: await entry.renderConsoleLoading() }
  } finally {
    await server.close()
  }
}

/** The sign-in entry's chunk, every chunk it imports statically, and their CSS. */
function signInFiles(bundle: Rollup.OutputBundle): { entry: string; imports: string[]; css: string[] } {
  const entry = chunkOf(bundle, SIGN_IN_ENTRY, 'prerender')
  const { files, css } = staticChunks(bundle, [entry])
  // The English strings, which the entry loads before it renders (SPEC.md section 7).
  const strings = chunkOf(bundle, LOCALE, 'prerender')
  return { entry: entry.fileName, imports: [...files.filter((file) => file !== entry.fileName), strings.fileName], css }
}

/** The page a signed-in visit lands on: its route (one segment, as the server looks it up) and its module. */
export interface LandingPage {
  route: string
  page: string
}

/** `html` with `tags` at the end of its <head>, one a line, indented as the head's children. */
function withHeadTags(html: string, tags: string[]): string {
  return html.replace(/\n( *)<\/head>/, (_, indent: string) => `\n${tags.map((tag) => `${indent}  ${tag}\n`).join('')}${indent}</head>`)
}

/**
 * `html` with modulepreloads for `page`'s chunk and the chunks it imports statically that
 * `html` does not already ask for.
 */
function withPagePreloads(html: string, bundle: Rollup.OutputBundle, page: string, base: string): string {
  const { files } = staticChunks(bundle, [chunkOf(bundle, page, 'prerender')])
  const tags = files
    .filter((file) => !html.includes(`${base}${file}"`))
    .map((file) => `<link rel="modulepreload" crossorigin href="${base}${file}">`)
  return withHeadTags(html, tags)
}

export function prerenderPages(landing: LandingPage): Plugin {
  let root = ''
  let base = '/'
  let loader = ''
  return {
    name: 'prerender-pages',
    apply: 'build',
    configResolved(config) {
      root = config.root
      base = config.base
    },
    async generateBundle() {
      const source = await readFile(path.join(root, LOADER), 'utf8')
      loader = this.getFileName(this.emitFile({ type: 'asset', name: path.basename(LOADER), source }))
    },
    async writeBundle(options, bundle) {
      const index = bundle['index.html']
      if (index?.type !== 'asset' || !String(index.source).includes(ROOT)) throw new Error(`prerender: index.html without ${ROOT}`)
      const markup = await renderMarkup(root)
      // The Content-Security-Policy allows no inline style, and no inline script but the theme's, by its hash (theme-script-plugin.ts).
      for (const [name, body] of Object.entries(markup))
        if (/<script|<style|\sstyle=/i.test(body)) throw new Error(`prerender: the ${name} markup carries an inline script or style`)
      const { entry, imports, css } = signInFiles(bundle)
      // The page paints from the HTML and CSS alone; its scripts start after that paint
      // (src/boot-after-paint.js), so that nothing competes with it (they were the 2.6 s
      // of render delay, then the 1.4 s of Lighthouse's LCP).
      const modules = [entry, ...imports].map((file) => `${base}${file}`).join(' ')
      const head = [
        ...css.map((file) => `<link rel="stylesheet" crossorigin href="${base}${file}">`),
        `<script defer src="${base}${loader}" data-first="${base}${ZOD_JITLESS}" data-modules="${modules}"></script>`,
      ]
      const html = String(index.source)
      if (!html.includes(`src="${base}${ZOD_JITLESS}"`)) throw new Error(`prerender: index.html without ${ZOD_JITLESS}`)
      const page = withHeadTags(
        html
          // The console's entry, its preloads and its stylesheet give way to the sign-in entry's;
          // zod's switch runs from the loader, after the first paint, still before the entry.
          .replace(/\n *<(script type="module"|link rel="modulepreload"|link rel="stylesheet")[^>]*>(<\/script>)?/g, '')
          .replace(new RegExp(`(\\n *<!--[^>]*${ZOD_JITLESS}[^>]*-->)?\\n *<script defer src="${base}${ZOD_JITLESS}"></script>`), ''),
        head,
      ).replace(ROOT, `<div id="root">${markup.signIn}</div>`)
      await writeFile(path.join(options.dir ?? 'dist', 'sign-in.html'), page)
      // index.html draws the console's first state, its loading spinner, from the HTML, before
      // its scripts have come and run (observed first paint of a cold /home 375 → 161 ms);
      // React's first render replaces it with the same spinner. The scripts still start at
      // once: started after that paint, as sign-in's do, they cost Lighthouse's LCP more than
      // they gave its first paint (bench/README.md).
      const consoleHtml = html.replace(ROOT, `<div id="root">${markup.consoleLoading}</div>`)
      await writeFile(path.join(options.dir ?? 'dist', 'index.html'), consoleHtml)
      // The landing page (/home, every signed-in visit's first) asks for its page's code from
      // the HTML, beside the console's, instead of once the entry has run and the router has
      // matched the address: Lighthouse's LCP of a cold /home ~2.9 → ~2.55 s (bench/README.md, s42).
      const landingHtml = withPagePreloads(consoleHtml, bundle, landing.page, base)
      await writeFile(path.join(options.dir ?? 'dist', `${landing.route}.html`), landingHtml)
    },
  }
}
