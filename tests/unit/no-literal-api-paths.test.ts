/**
 * The console writes no API URL by hand: every one comes from the endpoint table
 * (`pathOf(endpoints.branch.get, { id })`, `requestOf(...)`), so a path the server does
 * not serve cannot be typed into src/. Helpers that take a URL (downloads) accept only
 * what `pathOf` returns; what the compiler cannot see, a string handed straight to the
 * http instance, to fetch, or as a query's `url`, is found here.
 */
import ts from 'typescript'
import { describe, expect, test } from 'vitest'

const HTTP_METHODS = new Set(['get', 'post', 'put', 'patch', 'delete', 'head', 'request'])

/** Where `source` hands the API a URL written as a string: `file:line text`. */
function literalApiPaths(fileName: string, source: string): string[] {
  const file = ts.createSourceFile(fileName, source, ts.ScriptTarget.Latest, true)
  const found: string[] = []
  const isText = (node: ts.Node | undefined): node is ts.Expression =>
    !!node && (ts.isStringLiteralLike(node) || ts.isTemplateExpression(node))
  const report = (node: ts.Node) =>
    found.push(`${fileName}:${file.getLineAndCharacterOfPosition(node.getStart()).line + 1} ${node.getText()}`)
  const visit = (node: ts.Node) => {
    if (ts.isCallExpression(node) && isText(node.arguments[0])) {
      const callee = node.expression
      const viaHttp =
        ts.isPropertyAccessExpression(callee) &&
        ts.isIdentifier(callee.expression) &&
        callee.expression.text === 'http' &&
        HTTP_METHODS.has(callee.name.text)
      const viaFetch = ts.isIdentifier(callee) && callee.text === 'fetch'
      if (viaHttp || viaFetch) report(node.arguments[0])
    }
    if (ts.isPropertyAssignment(node) && ts.isIdentifier(node.name) && node.name.text === 'url' && isText(node.initializer)) {
      report(node.initializer)
    }
    ts.forEachChild(node, visit)
  }
  visit(file)
  return found
}

/** Whether `source` imports msw's own `http` (handlers not held to the endpoint table). */
function importsMswHttp(source: string): boolean {
  const file = ts.createSourceFile('test.ts', source, ts.ScriptTarget.Latest, true)
  return file.statements.some(
    (s) =>
      ts.isImportDeclaration(s) &&
      ts.isStringLiteral(s.moduleSpecifier) &&
      s.moduleSpecifier.text === 'msw' &&
      !!s.importClause?.namedBindings &&
      ts.isNamedImports(s.importClause.namedBindings) &&
      s.importClause.namedBindings.elements.some((e) => (e.propertyName ?? e.name).text === 'http'),
  )
}

// The sources as text, read by Vite (the SPA tests run without Node's types; Vite wants the options written in place).
const consoleSources: Record<string, string> = import.meta.glob('/src/**/*.{ts,tsx}', { query: '?raw', import: 'default', eager: true })
const testSources: Record<string, string> = import.meta.glob(['/tests/**/*.{ts,tsx}', '!/tests/e2e/**', '!/tests/mocks/api.ts'], {
  query: '?raw',
  import: 'default',
  eager: true,
})

describe('API URLs in the console', () => {
  test('all come from the endpoint table', () => {
    expect(Object.keys(consoleSources)).toContain('/src/store/resource-slice.ts')
    const found = Object.entries(consoleSources).flatMap(([file, source]) => literalApiPaths(file, source))
    expect(found).toEqual([])
  })

  test('written by hand are found, misspelled or not', () => {
    const source = [
      "await http.get('brnch')",
      'await http.put(`branch/${id}`, body)',
      "build.query({ query: () => ({ url: 'company-group' }) })",
      "await fetch('/ihrc-api/companyadmin/profile')",
      'await http.get(pathOf(endpoints.branch.get, { id }))',
      'build.query({ query: () => requestOf(endpoints.lookups.states) })',
    ].join('\n')
    expect(literalApiPaths('sample.ts', source)).toEqual([
      "sample.ts:1 'brnch'",
      'sample.ts:2 `branch/${id}`',
      "sample.ts:3 'company-group'",
      "sample.ts:4 '/ihrc-api/companyadmin/profile'",
    ])
  })

  test('in the SPA tests are answered only through onApi (tests/mocks/api.ts), held to the table', () => {
    expect(Object.keys(testSources)).toContain('/tests/unit/http.test.tsx')
    const own = Object.entries(testSources).filter(([, source]) => importsMswHttp(source))
    expect(own.map(([file]) => file)).toEqual([])
    expect(importsMswHttp("import { http as mock, HttpResponse } from 'msw'")).toBe(true)
  })
})
