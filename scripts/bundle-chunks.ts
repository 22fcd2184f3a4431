// What the build plugins read from Vite's output bundle: the chunks a page loads statically
// (scripts/prerender-plugin.ts for sign-in.html, scripts/chunk-groups.ts for index.html's preloads).
import type { Rollup } from 'vite'

type ViteChunk = Rollup.OutputChunk & { viteMetadata?: { importedCss: Set<string> } }

const chunksOf = (bundle: Rollup.OutputBundle) => Object.values(bundle).filter((o): o is ViteChunk => o.type === 'chunk')

/** The chunk whose facade module's id ends with `moduleSuffix` (an entry's or a lazily imported module's), or an error naming `plugin`. */
export function chunkOf(bundle: Rollup.OutputBundle, moduleSuffix: string, plugin: string): Rollup.OutputChunk {
  const chunk = chunksOf(bundle).find((c) => c.facadeModuleId?.endsWith(moduleSuffix))
  if (!chunk) throw new Error(`${plugin}: no chunk for ${moduleSuffix}`)
  return chunk
}

/** `roots`' files and every chunk they import statically, in the order first reached, with their CSS. */
export function staticChunks(bundle: Rollup.OutputBundle, roots: Rollup.OutputChunk[]): { files: string[]; css: string[] } {
  const chunks = chunksOf(bundle)
  const files = new Set<string>()
  const css = new Set<string>()
  const visit = (chunk: ViteChunk | undefined) => {
    if (!chunk || files.has(chunk.fileName)) return
    files.add(chunk.fileName)
    chunk.viteMetadata?.importedCss.forEach((file) => css.add(file))
    chunk.imports.forEach((file) => visit(chunks.find((c) => c.fileName === file)))
  }
  roots.forEach(visit)
  return { files: [...files], css: [...css] }
}
