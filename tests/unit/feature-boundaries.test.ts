// @vitest-environment node
import { ESLint } from 'eslint'
import { describe, expect, test } from 'vitest'

/**
 * The README's architecture rule, checked through `npm run lint`'s own config: a feature
 * never imports another feature, and shared code never imports a feature, whichever way
 * the import is written. The files need not exist: ESLint lints the text as if it were there.
 */
const eslint = new ESLint()

async function boundaryErrors(filePath: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath })
  return result.messages.filter((m) => m.ruleId === 'import-x/no-restricted-paths').map((m) => m.message)
}

describe('feature boundaries (ESLint)', { timeout: 60_000 }, () => {
  test.each([
    ['through the @/ alias', "import { companies } from '@/features/company/slices'\nexport const probe = companies\n"],
    ['through a relative path', "import { companies } from '../company/slices'\nexport const probe = companies\n"],
  ])('a feature importing another feature %s is an error', async (_style, code) => {
    const errors = await boundaryErrors('src/features/user/probe.ts', code)
    expect(errors).toHaveLength(1)
    expect(errors[0]).toMatch(/company\/slices".*A feature must not import another feature/)
  })

  test('a page loader importing another feature lazily is an error too', async () => {
    const errors = await boundaryErrors(
      'src/features/home/probe.ts',
      "export const page = () => import('@/features/role/DesignationArea')\n",
    )
    expect(errors).toHaveLength(1)
  })

  test.each(['components/resource', 'services', 'store', 'configs', 'utils'])(
    'shared code in src/%s may not import a feature',
    async (folder) => {
      const errors = await boundaryErrors(
        `src/${folder}/probe.ts`,
        "import { users } from '@/features/user/slices'\nexport const probe = users\n",
      )
      expect(errors).toHaveLength(1)
      expect(errors[0]).toMatch(/Shared code must not depend on a feature/)
    },
  )

  test('inside one feature, and from shared code, imports are free', async () => {
    const code = [
      "import { users } from './slices'",
      "import { userForm } from '@/features/user/user-config'",
      "import { useRoleOptions } from '@/components/options/user-options'",
      'export const probe = [users, userForm, useRoleOptions]',
      '',
    ].join('\n')
    expect(await boundaryErrors('src/features/user/probe.ts', code)).toEqual([])
  })

  test('the app wiring may import every feature', async () => {
    expect(await boundaryErrors('src/app/probe.ts', "export const page = () => import('@/features/company/pages/EntityPage')\n")).toEqual(
      [],
    )
  })
})
