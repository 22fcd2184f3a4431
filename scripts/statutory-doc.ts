/**
 * `npm run statutory:doc`: writes docs/statutory-sources.md from the statutory facts and the
 * compliance library (server/src/db/reference), refusing data that fails the audit.
 * `npm run statutory:counts` prints the counts alone.
 */
import { writeFileSync } from 'node:fs'
import { businessToday } from '@ihrc/contract'
import { COMPLIANCE_LIBRARY } from '../server/src/db/reference/compliance-library'
import { STATES } from '../server/src/db/reference/states'
import { STATUTORY_FACTS } from '../server/src/db/reference/statutory'
import { auditStatutoryData } from '../server/src/db/reference/statutory/audit'
import { statutoryCounts, statutorySourcesMarkdown } from '../server/src/db/reference/statutory/sources-doc'

const counts = statutoryCounts(STATUTORY_FACTS, COMPLIANCE_LIBRARY)
if (process.argv.includes('--counts')) {
  process.stdout.write(counts)
} else {
  const problems = auditStatutoryData(STATUTORY_FACTS, { states: STATES, today: businessToday(), library: COMPLIANCE_LIBRARY })
  if (problems.length) {
    console.error(`The statutory data fails its audit:\n${problems.join('\n')}`)
    process.exit(1)
  }
  const path = new URL('../docs/statutory-sources.md', import.meta.url)
  writeFileSync(path, statutorySourcesMarkdown(STATUTORY_FACTS, STATES, COMPLIANCE_LIBRARY, counts))
  console.log(`wrote docs/statutory-sources.md (${STATUTORY_FACTS.length} facts, ${COMPLIANCE_LIBRARY.length} library items)`)
}
