// Vite build plugin: the console's JavaScript in a few chunks by role instead of one chunk per
// set of importers. Left to itself, Rolldown gave a cold /home 70 scripts, 31 of them under
// 1 KB, and Lighthouse's simulated slow network pays a round trip on one of six connections
// for each (bench/README.md, "Lighthouse: the cold first run"). The roles, each a static
// closure taken from the module graph once it is complete:
//   - `base`: what the sign-in page's entry runs (React, the form kit); every page needs it;
//   - `console`: what the console's entry (index.html) adds;
//   - `api`: the API layer (RTK Query) that a signed-in load's entry asks for at boot: a chunk
//     of its own, so its evaluation is a task apart from the shell's (bench/README.md, s42);
//   - `shell`: what the signed-in shell's lazy parts add (layout, menu page, the areas' calls);
//   - `popups`: the kit's open popups with Floating UI, loaded on a first opening or when a
//     drawn page is idle (src/components/ui/lazy-popups.tsx), never before a page's first paint;
//   - `landing`: what the page a signed-in visit lands on (/home) adds, shared code and
//     libraries alike, so a cold /home evaluates only what it imports: the shared chunks
//     below hold every page's code (the contract's schemas among it), and evaluating them
//     cost a cold /home hundreds of ms of CPU before its heading (bench/README.md, s38);
//   - `common`: shared app code that needs no library the shell has not loaded but the light
//     ones (dayjs; zod, for the contract's schemas), with those;
//   - `common-libs`: the rest of the shared app code, with its libraries (the table, forms);
//   - one chunk per feature folder for what its pages share.
// A page keeps its own chunk. The entry modules stay in their entry chunks: their bodies start
// the page, and the other page loads the shared chunks too. index.html also preloads the shell,
// so a signed-in load fetches it beside the entry instead of after it has run.
import path from 'node:path'
import type { HtmlTagDescriptor, Plugin } from 'vite'
import { chunkOf, staticChunks } from './bundle-chunks.ts'

/** What the groups are cut from: the roots of each static closure, relative to the project root. */
export interface ChunkRoles {
  /** The sign-in page's entry. */
  signIn: string
  /** The console's entry module (index.html's module script). */
  console: string
  /** The API layer the console's entry imports at boot on a signed-in load (main.tsx). */
  api: string
  /** The signed-in shell's lazily imported parts, which every signed-in page loads (src/app/preload-route.ts). */
  shell: string[]
  /** The kit's lazily loaded popups (Floating UI): their own chunk, fetched after the first paint. */
  popups: string
  /** The page a signed-in visit lands on (/home): its static closure beyond the shell's, minus its own folder's modules, is one chunk. */
  landing: string
  /** Lazily imported modules every signed-in page loads besides the shell (the strings): preloaded with it. */
  preload: string[]
  /** Folders of the pages' own code (relative, with a trailing slash): one chunk per subfolder for what its pages share. */
  pageFolders: string[]
  /** Libraries that ride in `common` with the shared app code that needs them (package names): small or needed wherever that code is. */
  lightLibraries: string[]
}

/** The static closure (modules reached by static imports) of `roots`, minus `taken`. */
function closure(
  roots: string[],
  imported: (id: string) => readonly string[] | undefined,
  taken: ReadonlySet<string> = new Set(),
): Set<string> {
  const seen = new Set<string>()
  const stack = [...roots]
  while (stack.length) {
    const id = stack.pop()!
    if (seen.has(id) || taken.has(id)) continue
    seen.add(id)
    stack.push(...(imported(id) ?? []))
  }
  return seen
}

export function chunkGroups(roles: ChunkRoles): Plugin {
  let root = ''
  const sets = {
    base: new Set<string>(),
    console: new Set<string>(),
    api: new Set<string>(),
    shell: new Set<string>(),
    popups: new Set<string>(),
    landing: new Set<string>(),
    lean: new Set<string>(),
  }
  /** Read when Rolldown cuts chunks, after buildEnd has filled the sets. */
  const member = (role: keyof typeof sets) => (id: string) => sets[role].has(id)
  const pageFolder = (id: string) => roles.pageFolders.map((folder) => path.join(root, folder)).find((folder) => id.startsWith(folder))
  const appCode = (id: string) => id.startsWith(root + path.sep) && !id.includes(`${path.sep}node_modules${path.sep}`)
  const shared = (id: string) => appCode(id) && !pageFolder(id)
  /** `src/features/home/x.ts` → `home`: the feature folder a page module lives in. */
  const featureOf = (id: string) => {
    const folder = pageFolder(id)
    return folder ? path.relative(folder, id).split(path.sep)[0]! : null
  }
  const light = (id: string) => roles.lightLibraries.some((name) => id.includes(`${path.sep}node_modules${path.sep}${name}${path.sep}`))
  let base = '/'
  return {
    name: 'chunk-groups',
    apply: 'build',
    configResolved(config) {
      root = config.root
      base = config.base
    },
    // index.html asks for the signed-in shell beside the console's entry, not once the entry
    // has run (a signed-out visitor there is sent to sign-in.html, which has its own preloads).
    transformIndexHtml: {
      order: 'post',
      handler(html, { bundle }) {
        if (!bundle) return html
        const roots = [...roles.shell, ...roles.preload].map((file) => chunkOf(bundle, file, 'chunk-groups'))
        const { files } = staticChunks(bundle, roots)
        const tags: HtmlTagDescriptor[] = files
          .filter((file) => !html.includes(`${base}${file}"`))
          .map((file) => ({ tag: 'link', attrs: { rel: 'modulepreload', crossorigin: true, href: `${base}${file}` }, injectTo: 'head' }))
        return { html, tags }
      },
    },
    config: () => ({
      build: {
        rolldownOptions: {
          output: {
            codeSplitting: {
              groups: [
                { name: 'base', test: member('base'), priority: 50 },
                { name: 'console', test: member('console'), priority: 40 },
                { name: 'api', test: member('api'), priority: 35 },
                { name: 'shell', test: member('shell'), priority: 30 },
                { name: 'popups', test: member('popups'), priority: 25 },
                { name: 'landing', test: member('landing'), priority: 22 },
                // Shared app code that needs no library beyond the shell's: what most pages draw with.
                { name: 'common', test: member('lean'), minShareCount: 2, priority: 20 },
                // The rest of the shared app code with its libraries (the table, the forms).
                { name: 'common-libs', test: shared, minShareCount: 2, priority: 10 },
                // What pages of one feature share: one chunk per feature folder.
                { name: featureOf, minShareCount: 2 },
              ],
            },
          },
        },
      },
    }),
    buildEnd(error) {
      if (error) return
      const imported = (id: string) => this.getModuleInfo(id)?.importedIds
      const resolve = (file: string) => {
        const id = path.join(root, file)
        if (!this.getModuleInfo(id)) throw new Error(`chunk-groups: ${file} is not in the build`)
        return id
      }
      const signIn = resolve(roles.signIn)
      const entry = resolve(roles.console)
      // The entries' own modules stay in their entry chunks: their bodies start the page.
      sets.base = closure([signIn], imported, new Set([entry]))
      sets.console = closure([entry], imported, sets.base)
      sets.base.delete(signIn)
      sets.console.delete(entry)
      const loaded = new Set([...sets.base, ...sets.console])
      sets.api = closure([resolve(roles.api)], imported, loaded)
      for (const id of sets.api) loaded.add(id)
      sets.shell = closure(roles.shell.map(resolve), imported, loaded)
      for (const id of sets.shell) loaded.add(id)
      sets.popups = closure([resolve(roles.popups)], imported, loaded)
      for (const id of sets.popups) loaded.add(id)
      // The page's own folder keeps its modules in its own chunks, as every page's does.
      for (const id of closure([resolve(roles.landing)], imported, loaded)) if (!pageFolder(id)) sets.landing.add(id)
      for (const id of sets.landing) loaded.add(id)
      // Shared app code whose static closure brings no library the shell has not loaded but
      // the light ones, which ride along: the contract's schemas bring zod into `common`, so a
      // page that parses with them does not fetch the table's and forms' libraries for it.
      for (const id of this.getModuleIds()) {
        if (!shared(id) || loaded.has(id)) continue
        const reach = [...closure([id], imported, loaded)]
        if (!reach.every((dep) => appCode(dep) || light(dep))) continue
        for (const dep of reach) sets.lean.add(dep)
      }
    },
  }
}
