// What /home's dashboard adds on top of the shell (issue 24, budget ≤ 150 KB gzip): the
// .js files a signed-in /companyadmin/home fetches until the network is idle (the charts
// load lazily after the first paint, so they are counted), less those the same session's
// shell alone fetches (an unknown address: the layout, the menu and the not-found page).
// bench/run.ts prints it; alone: `node --import tsx bench/dashboard-size.ts` (after
// `npm run build`), which also lists the files.
import { existsSync, mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { pathToFileURL } from 'node:url'
import { chromium, type Page } from 'playwright-core'
import { startServer } from '../scripts/server-process'
import { line, sizes } from './sign-in-size'
import { WEB_ADMIN, signInThroughPage } from './web-tenant'

/** Budget of issue 24: the dashboard route's JavaScript over the shell's, gzip. */
export const DASHBOARD_JS_BUDGET_KB = 150

/** The built files (dist/…) `page` fetches while `go` runs and the network settles. */
async function fetched(page: Page, go: () => Promise<unknown>): Promise<Set<string>> {
  const loaded = new Set<string>()
  const seen = (r: { url(): string }) => {
    const path = new URL(r.url()).pathname
    if (path.endsWith('.js')) loaded.add(path.replace(/^\/companyadmin\//, 'dist/'))
  }
  page.on('response', seen)
  await go()
  await page.waitForLoadState('networkidle')
  page.off('response', seen)
  return new Set([...loaded].filter((f) => existsSync(f)))
}

/** The .js files /home fetches beyond the shell's, signed in as `admin` (an admin the server was started with). */
export async function dashboardFiles(baseURL: string, admin: typeof WEB_ADMIN = WEB_ADMIN): Promise<string[]> {
  const browser = await chromium.launch({
    executablePath: process.env.CHROME_PATH || '/usr/bin/chromium',
    args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--no-first-run'],
  })
  try {
    const context = await browser.newContext()
    await signInThroughPage(await context.newPage(), baseURL, admin)
    // Fresh pages of the signed-in session: nothing cached in memory from the sign-in's page.
    const shellPage = await context.newPage()
    const shell = await fetched(shellPage, () => shellPage.goto(`${baseURL}/companyadmin/no-such-page-bench`))
    const homePage = await context.newPage()
    const home = await fetched(homePage, async () => {
      await homePage.goto(`${baseURL}/companyadmin/home`)
      await homePage.getByRole('heading', { level: 1 }).waitFor()
    })
    return [...home].filter((f) => !shell.has(f))
  } finally {
    await browser.close()
  }
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const dataDir = mkdtempSync(join(tmpdir(), 'ihrc-dashboard-size-'))
  const server = await startServer({ DATA_DIR: dataDir, ...WEB_ADMIN }, 300_000)
  try {
    const files = await dashboardFiles(server.baseURL)
    for (const file of files) line(`  ${file.replace(/^dist\//, '')}`, sizes([file]))
    const total = sizes(files)
    line('dashboard JS over the shell', total)
    console.log(`  budget ≤ ${DASHBOARD_JS_BUDGET_KB} KB gzip: ${total.gzip / 1024 <= DASHBOARD_JS_BUDGET_KB ? 'met' : 'NOT MET'}`)
  } finally {
    await server.stop()
    rmSync(dataDir, { recursive: true, force: true })
  }
}
