// @vitest-environment node
import { ESLint } from 'eslint'
import { describe, expect, test } from 'vitest'

/**
 * The server's layers and the ban on import cycles (docs/architecture.md), checked through
 * `npm run lint`'s own config. ESLint lints each probe's text as if it stood at its path;
 * the cycle probes put an import into a real file that the imported file already reaches.
 */
const eslint = new ESLint()

async function ruleErrors(rule: string, filePath: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath })
  return result.messages.filter((m) => m.ruleId === rule).map((m) => m.message)
}

describe('server layers and cycles (ESLint)', { timeout: 60_000 }, () => {
  test.each(['db', 'lib'])('server/src/%s importing a module is an error', async (layer) => {
    const errors = await ruleErrors(
      'import-x/no-restricted-paths',
      `server/src/${layer}/probe.ts`,
      "import { trackerRoutes } from '../modules/trackers'\nexport const probe = trackerRoutes\n",
    )
    expect(errors).toHaveLength(1)
    expect(errors[0]).toMatch(/db\/ and lib\/ sit below modules\//)
  })

  test('a module importing lib/ and db/ is fine', async () => {
    const code =
      "import { addDays } from '../../lib/civil-date'\nimport type { DbOrTx } from '../../db/client'\nexport const probe: [typeof addDays, DbOrTx | null] = [addDays, null]\n"
    expect(await ruleErrors('import-x/no-restricted-paths', 'server/src/modules/trackers/probe.ts', code)).toEqual([])
  })

  test('an import that closes a cycle in server/src is an error', async () => {
    // lib/icalendar.ts imports ./civil-date: civil-date importing it back closes the loop.
    const errors = await ruleErrors(
      'import-x/no-cycle',
      'server/src/lib/civil-date.ts',
      "import { calendarText } from './icalendar'\nexport const probe = calendarText\n",
    )
    expect(errors).toHaveLength(1)
  })

  test('an import that closes a cycle in contract/src is an error', async () => {
    // contract/src/index.ts re-exports every part: a part importing the index loops back to itself.
    const errors = await ruleErrors(
      'import-x/no-cycle',
      'contract/src/period.ts',
      "import { MODULES } from './index'\nexport const probe = MODULES\n",
    )
    expect(errors).toHaveLength(1)
  })
})
