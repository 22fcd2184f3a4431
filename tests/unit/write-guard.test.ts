// @vitest-environment node
import { ESLint } from 'eslint'
import { describe, expect, test } from 'vitest'

/**
 * The one write mechanism stays the one (docs/architecture.md, "Console data access"),
 * checked through `npm run lint`'s own config: outside src/services and src/store a write
 * straight through `http` or a hand-dispatched `resourceChanged` is an error, and an RTK
 * Query mutation is an error everywhere.
 */
const eslint = new ESLint()

async function errors(filePath: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath })
  return result.messages.filter((m) => m.ruleId === 'no-restricted-syntax' || m.ruleId === 'no-restricted-imports').map((m) => m.message)
}

const header = "import { http } from '@/services/http'\nimport { endpoints, pathOf } from '@ihrc/contract/endpoints'\n"

describe('writes go through write(row) (ESLint)', { timeout: 60_000 }, () => {
  test.each(['post', 'put', 'delete', 'patch', 'request'])('a feature calling http.%s is an error', async (method) => {
    const code = `${header}export const probe = () => http.${method}(pathOf(endpoints.companyGroup.create), {})\n`
    const found = await errors('src/features/company/probe.ts', code)
    expect(found).toHaveLength(1)
    expect(found[0]).toMatch(/Write through `write\(row\)`/)
  })

  test('a shared component writing through http is an error too', async () => {
    const code = `${header}export const probe = () => http.delete(pathOf(endpoints.branch.remove, { id: 1 }))\n`
    expect(await errors('src/components/resource/probe.ts', code)).toHaveLength(1)
  })

  test('a feature importing resourceChanged is an error', async () => {
    const found = await errors(
      'src/features/compliance/probe.ts',
      "import { resourceChanged } from '@/services/api'\nexport const probe = resourceChanged\n",
    )
    expect(found).toHaveLength(1)
    expect(found[0]).toMatch(/invalidates its own tags/)
  })

  test.each(['src/services/probe-api.ts', 'src/components/status/probe.ts', 'src/store/probe.ts'])(
    'an RTK Query mutation in %s is an error',
    async (filePath) => {
      const code = [
        "import { api } from '@/services/api'",
        'export const probeApi = api.injectEndpoints({',
        "  endpoints: (build) => ({ probe: build.mutation<null, void>({ query: () => ({ url: 'company-group', method: 'POST' }) }) }),",
        '})',
        '',
      ].join('\n')
      const found = await errors(filePath, code)
      expect(found).toHaveLength(1)
      expect(found[0]).toMatch(/not an RTK Query mutation/)
    },
  )

  test('reads through http, write(row), and the mechanism itself are free', async () => {
    const code = [
      header.trimEnd(),
      "import { write } from '@/services/write'",
      'export const read = () => http.get(pathOf(endpoints.companyGroup.list))',
      'export const save = write(endpoints.companyGroup.create)',
      '',
    ].join('\n')
    expect(await errors('src/features/company/probe.ts', code)).toEqual([])
    expect(
      await errors('src/services/probe.ts', `${header}export const probe = () => http.post(pathOf(endpoints.auth.logout), {})\n`),
    ).toEqual([])
    expect(
      await errors('src/store/probe.ts', "import { resourceChanged } from '@/services/api'\nexport const probe = resourceChanged\n"),
    ).toEqual([])
  })
})
