// Vite plugin (build only): axios in the console's bundle without its fetch adapter.
// axios tries its adapters in order, xhr, http, fetch; in a browser the xhr one always
// answers, and the http one is already a stub there (axios's `browser` field). The fetch
// adapter and the helpers only it uses (stream tracking, multipart bodies, signal merging,
// ~25 KB unminified) were evaluated in the console's entry chunk at every boot for nothing
// (bench/README.md, Lighthouse, session s39). Its stand-in says fetch is not available,
// which axios reads as "try the next adapter". The SPA tests run axios unchanged (no build).
import type { Plugin } from 'vite'

const STAND_IN = '\0axios-without-fetch'

export function axiosXhrOnly(): Plugin {
  return {
    name: 'axios-xhr-only',
    apply: 'build',
    enforce: 'pre',
    resolveId(source, importer) {
      if (source === './fetch.js' && importer && /[\\/]node_modules[\\/]axios[\\/]lib[\\/]adapters[\\/]adapters\.js$/.test(importer))
        return STAND_IN
      return null
    },
    load(id) {
      return id === STAND_IN ? 'export const getFetch = () => false\nexport default false\n' : null
    },
  }
}
