import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { describe, expect, test } from 'vitest'

/**
 * What the console's entry evaluates before its first render: index.html's module script and
 * every script it imports statically, transitively (a dynamic `import()` is not followed: its
 * code runs in a task of its own, later). Read from the build the browser tests serve; DIST
 * points the test at another build (e.g. main's copy, to see it fail there).
 */
const DIST = process.env.DIST ?? 'dist'

function entryScripts(): Map<string, string> {
  const html = readFileSync(join(DIST, 'index.html'), 'utf8')
  const entry = /<script type="module"[^>]*src="[^"]*\/assets\/([^"]+\.js)"/.exec(html)?.[1]
  if (!entry) throw new Error(`no module script in ${DIST}/index.html`)
  const seen = new Map<string, string>()
  const visit = (file: string) => {
    if (seen.has(file)) return
    const code = readFileSync(join(DIST, 'assets', file), 'utf8')
    seen.set(file, code)
    // `import … from "./x.js"`, `import "./x.js"`, `export … from "./x.js"`; not `import("./x.js")`.
    for (const m of code.matchAll(/\b(?:from|import)\s*["']\.\/([^"']+\.js)["']/g)) visit(m[1]!)
  }
  visit(entry)
  return seen
}

describe("the console's entry", () => {
  test("evaluates the auth paths and axios's xhr adapter, not the endpoint tables or axios's fetch adapter", () => {
    const scripts = entryScripts()
    const holding = (text: string) => [...scripts].filter(([, code]) => code.includes(text)).map(([file]) => file)
    // What the entry needs: the auth rows (one of their paths) and the adapter a browser uses.
    expect(holding('verify-reset-token')).not.toEqual([])
    expect(holding('XMLHttpRequest')).not.toEqual([])
    // The areas' tables load with the shell (the auth rows have their own module,
    // contract/src/auth-endpoints.ts), and a browser never reaches the fetch adapter
    // (scripts/axios-xhr-only.ts): bench/README.md, Lighthouse, session s39. Each text is
    // written in one of them: a company row of endpoints.ts, an external-user row, a
    // register kind's field, the fetch adapter's same-origin check.
    for (const text of ['company/export-template', 'external-user/:id/revoke', 'Employer share of PF', 'about:client'])
      expect(holding(text), `entry scripts holding ${text}`).toEqual([])
  })
})
