/**
 * `npm run docs:api`: writes docs/api.md from the endpoint table and the zod schemas its
 * routes are registered with. `npm run docs:api -- --check [file]` writes nothing and
 * exits 1 when the file (docs/api.md by default) is not what it would write.
 */
import { readFileSync, writeFileSync } from 'node:fs'
import { endpoints } from '@ihrc/contract'
import { differences } from './api-docs/differences'
import { renderApiDocs } from './api-docs/render'
import { probesOf, rowFacts } from './api-docs/row-facts'
import { readTableComments } from './api-docs/row-notes'
import { serverOpenApi } from './api-docs/server-openapi'

const DOCS = new URL('../docs/api.md', import.meta.url)

const doc = await serverOpenApi()
const comments = readTableComments()
const facts = Object.entries(endpoints).flatMap(([area, rows]) =>
  Object.entries(rows).map(([key, row]) => rowFacts(doc, comments, area, key, row)),
)
const markdown = renderApiDocs(facts, differences(facts, doc), comments.area, probesOf(doc))

const check = process.argv.indexOf('--check')
if (check === -1) {
  writeFileSync(DOCS, markdown)
  console.log(`wrote docs/api.md (${facts.length} routes)`)
} else {
  const file = process.argv[check + 1]
  const committed = readFileSync(file ?? DOCS, 'utf8')
  const name = file ?? 'docs/api.md'
  if (committed !== markdown) {
    console.error(`${name} is not what the endpoint table and its schemas say: run \`npm run docs:api\` and commit docs/api.md.`)
    process.exit(1)
  }
  console.log(`${name} is up to date (${facts.length} routes)`)
}
