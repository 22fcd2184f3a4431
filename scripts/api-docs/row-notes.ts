/**
 * The endpoint table's own words: the doc comment (`/** … *\/`) written above a row or an
 * area in contract/src/endpoints.ts and its *-endpoints.ts parts. The table has no field
 * for a description (its rows stay small: the console's first page loads them), so the
 * comments are read from the source with the TypeScript compiler. A row made by a helper
 * (`trackerRows`, `inputRegisterRows`) carries its comment to every area the helper makes:
 * a comment is matched by the row's key, method and path, `${…}` in the path standing for
 * any text.
 */
import { readFileSync, readdirSync } from 'node:fs'
import ts from 'typescript'
import type { Endpoint } from '@ihrc/contract'

const CONTRACT = new URL('../../contract/src/', import.meta.url)
const TABLE_FILES = /^(endpoints|.+-endpoints)\.ts$/

interface RowComment {
  key: string
  method: string
  path: RegExp
  text: string
}

export interface TableComments {
  /** The comment of the row `key` of an area (`all` of `branch`). */
  row(key: string, row: Endpoint): string | undefined
  /** The comment of the area `key` (`noticeStatusSettings`). */
  area(key: string): string | undefined
}

const commentOf = (node: ts.Node): string | undefined => {
  const docs = ts.getJSDocCommentsAndTags(node).filter(ts.isJSDoc)
  const text = docs.map((d) => ts.getTextOfJSDocComment(d.comment) ?? '').join(' ')
  return text.replace(/\s+/g, ' ').trim() || undefined
}

/** `GET(…)`, also inside `takesFile(…)`: the row call in a property's value, if any. */
function rowCall(node: ts.Expression): ts.CallExpression | undefined {
  if (!ts.isCallExpression(node)) return undefined
  if (ts.isIdentifier(node.expression) && ['GET', 'POST', 'PUT', 'DELETE'].includes(node.expression.text)) return node
  const first = node.arguments[0]
  return first ? rowCall(first) : undefined
}

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')

/**
 * A row's path argument as a pattern: a literal exactly; a template with each `${…}`
 * resolved when it names a constant of the same file (`STEM`), any text otherwise (a
 * helper's parameter, `stem`); anything else any path.
 */
function pathPattern(arg: ts.Expression | undefined, source: ts.SourceFile): RegExp {
  return new RegExp(`^${arg ? pathSource(arg, source) : '.+'}$`)
}

function pathSource(node: ts.Expression, source: ts.SourceFile): string {
  if (ts.isStringLiteralLike(node)) return escape(node.text)
  if (ts.isAsExpression(node) || ts.isParenthesizedExpression(node)) return pathSource(node.expression, source)
  if (ts.isTemplateExpression(node)) {
    return [escape(node.head.text), ...node.templateSpans.map((s) => `${pathSource(s.expression, source)}${escape(s.literal.text)}`)].join(
      '',
    )
  }
  if (ts.isIdentifier(node)) {
    const value = constantOf(node.text, source)
    if (value) return pathSource(value, source)
  }
  return '.+'
}

/** The initializer of `const name = …` in the file, if one. */
function constantOf(name: string, source: ts.SourceFile): ts.Expression | undefined {
  let found: ts.Expression | undefined
  const visit = (node: ts.Node) => {
    if (ts.isVariableDeclaration(node) && ts.isIdentifier(node.name) && node.name.text === name && node.initializer)
      found ??= node.initializer
    ts.forEachChild(node, visit)
  }
  visit(source)
  return found
}

export function readTableComments(): TableComments {
  const rows: RowComment[] = []
  const areas = new Map<string, string>()
  for (const file of readdirSync(CONTRACT).filter((f) => TABLE_FILES.test(f))) {
    const source = ts.createSourceFile(file, readFileSync(new URL(file, CONTRACT), 'utf8'), ts.ScriptTarget.Latest, true)
    const visit = (node: ts.Node) => {
      if (ts.isPropertyAssignment(node) && (ts.isIdentifier(node.name) || ts.isStringLiteral(node.name))) {
        const text = commentOf(node)
        const call = rowCall(node.initializer)
        if (text && call) {
          const method = (call.expression as ts.Identifier).text
          rows.push({ key: node.name.text, method, path: pathPattern(call.arguments[0], source), text })
        } else if (text) areas.set(node.name.text, text)
      }
      ts.forEachChild(node, visit)
    }
    visit(source)
  }
  return {
    row: (key, row) => rows.find((c) => c.key === key && c.method === row.method && c.path.test(row.path))?.text,
    area: (key) => areas.get(key),
  }
}
