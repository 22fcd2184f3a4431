/**
 * docs/statutory-sources.md is generated from the data (`npm run statutory:doc`) and
 * checked in: this fails when the data changed and the file was not written again.
 */
import { readFileSync } from 'node:fs'
import { expect, it } from 'vitest'
import { COMPLIANCE_LIBRARY } from '../../src/db/reference/compliance-library'
import { STATES } from '../../src/db/reference/states'
import { STATUTORY_FACTS } from '../../src/db/reference/statutory'
import { statutoryCounts, statutorySourcesMarkdown } from '../../src/db/reference/statutory/sources-doc'

const docPath = new URL('../../../docs/statutory-sources.md', import.meta.url)

it('docs/statutory-sources.md is the data as it stands (run npm run statutory:doc after changing it)', () => {
  const expected = statutorySourcesMarkdown(
    STATUTORY_FACTS,
    STATES,
    COMPLIANCE_LIBRARY,
    statutoryCounts(STATUTORY_FACTS, COMPLIANCE_LIBRARY),
  )
  expect(readFileSync(docPath, 'utf8') === expected, 'docs/statutory-sources.md is stale: run npm run statutory:doc').toBe(true)
})

it('lists every fact with its sources', () => {
  const doc = readFileSync(docPath, 'utf8')
  for (const url of new Set(STATUTORY_FACTS.flatMap((f) => f.sources))) expect(doc, url).toContain(`<${url}>`)
  for (const s of STATES) expect(doc).toContain(`## ${s.name} (${s.code})`)
})
