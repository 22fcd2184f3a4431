// @vitest-environment node
import { ESLint } from 'eslint'
import { describe, expect, test } from 'vitest'

/**
 * The README's architecture rule, checked through `npm run lint`'s own config: a feature
 * never imports another feature, and shared code never imports a feature, whichever way
 * the import is written. The files need not exist: ESLint lints the text as if it were there.
 */
const eslint = new ESLint()

async function ruleErrors(rule: string, filePath: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath })
  return result.messages.filter((m) => m.ruleId === rule).map((m) => m.message)
}

const boundaryErrors = (filePath: string, code: string) => ruleErrors('import-x/no-restricted-paths', filePath, code)

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

  test('a shared component importing the page table of the app is an error', async () => {
    const errors = await boundaryErrors(
      'src/components/shared/probe.ts',
      "import { MENU_PAGES } from '@/app/pages'\nexport const probe = MENU_PAGES\n",
    )
    expect(errors).toHaveLength(1)
    expect(errors[0]).toMatch(/app\/pages".*reach the store through src\/store/)
  })

  test.each([
    // The store the app makes (app/store.ts moved to src/store; the app keeps only the wiring).
    ['the app store', "import { createConsole } from '@/app/console'\nexport const probe = createConsole\n"],
    ['the app router, relatively', "import { appRoutes } from '../../app/router'\nexport const probe = appRoutes\n"],
  ])('a feature importing %s is an error', async (_what, code) => {
    const errors = await boundaryErrors('src/features/company/probe.ts', code)
    expect(errors).toHaveLength(1)
    expect(errors[0]).toMatch(/reach the store through src\/store/)
  })

  test('a feature reaches the store through src/store', async () => {
    const code = [
      "import { rootReducer } from '@/store/root-reducer'",
      "import { useAppSelector } from '@/store/hooks'",
      'export const probe = [rootReducer, useAppSelector]',
      '',
    ].join('\n')
    expect(await boundaryErrors('src/features/company/probe.ts', code)).toEqual([])
  })

  test('the entries may import the app', async () => {
    expect(await boundaryErrors('src/main.tsx', "import { createConsole } from '@/app/console'\ncreateConsole()\n")).toEqual([])
  })

  test('an import cycle is an error', async () => {
    // root-reducer.ts as if it imported the store factory, which imports root-reducer.ts.
    const errors = await ruleErrors(
      'import-x/no-cycle',
      'src/store/root-reducer.ts',
      "import { createAppStore } from './app-store'\nexport const probe = createAppStore\n",
    )
    expect(errors).toHaveLength(1)
    expect(errors[0]).toMatch(/cycle/i)
  })

  test('a lazy import that closes a cycle is an error too', async () => {
    const errors = await ruleErrors('import-x/no-cycle', 'src/store/root-reducer.ts', "export const probe = () => import('./app-store')\n")
    expect(errors).toHaveLength(1)
  })
})
