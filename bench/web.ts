// The console's load speed under Lighthouse (issue 10): the sign-in page (mobile) and the
// branch list at 200 rows a page (mobile and desktop), RUNS times each (default 3), on the
// built console (`npm run build` first; bench/run.ts does) served by the real server.
// Run: node --import tsx bench/web.ts. Not a test: it prints figures beside their goals.
// LH_REPORT_DIR=<dir> also keeps each run's Lighthouse JSON (main-thread breakdown, trace facts).
// ONLY=<word> measures only the goals whose label holds it (ONLY=sign-in, ONLY=branch, ONLY=desktop);
// with no signed-in page among them, no branches are seeded.
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { loadavg, tmpdir } from 'node:os'
import { join } from 'node:path'
import * as chromeLauncher from 'chrome-launcher'
import lighthouse, { type Config, type Flags } from 'lighthouse'
import desktopConfig from 'lighthouse/core/config/desktop-config.js'
import { chromium } from 'playwright-core'
import { startServer } from '../scripts/server-process'
import { BRANCH_PAGE, WEB_ADMIN, seedBranches } from './web-tenant'

const RUNS = Number(process.env.RUNS ?? 3)
const ADMIN = WEB_ADMIN

interface Goal {
  label: string
  path: string
  /** Measured with a session (Lighthouse then keeps the origin's storage). */
  signedIn: boolean
  desktop?: boolean
  score: number
  lcpMs?: number
}
const ALL_GOALS: Goal[] = [
  { label: 'sign-in, mobile', path: '/sign-in', signedIn: false, score: 98, lcpMs: 1200 },
  { label: 'branch page (200 rows), mobile', path: BRANCH_PAGE, signedIn: true, score: 90 },
  { label: 'branch page (200 rows), desktop', path: BRANCH_PAGE, signedIn: true, desktop: true, score: 100 },
]
const GOALS = ALL_GOALS.filter((g) => !process.env.ONLY || g.label.includes(process.env.ONLY))

const s = (ms: number) => `${(ms / 1000).toFixed(2)} s`

/** Signs in through the page in Chrome's profile, so later Lighthouse runs have the session. */
async function signIn(port: number, baseURL: string) {
  const cdp = await chromium.connectOverCDP(`http://127.0.0.1:${port}`)
  try {
    const page = await cdp.contexts()[0]!.newPage()
    page.setDefaultTimeout(180_000)
    await page.goto(`${baseURL}/companyadmin/sign-in`)
    await page.getByLabel('Email', { exact: true }).fill(ADMIN.ADMIN_EMAIL)
    await page.getByLabel('Password', { exact: true }).fill(ADMIN.ADMIN_PASSWORD)
    await page.getByRole('button', { name: /sign in/i }).click()
    await page.waitForURL('**/companyadmin/home')
    await page.close()
  } finally {
    await cdp.close()
  }
}

/** Lighthouse's performance category on `goal`, once: the score and the metrics behind it. */
async function measure(goal: Goal, port: number, baseURL: string, run: number): Promise<string> {
  const flags: Flags = { port, onlyCategories: ['performance'], logLevel: 'error', output: 'json', disableStorageReset: goal.signedIn }
  const result = await lighthouse(`${baseURL}/companyadmin${goal.path}`, flags, goal.desktop ? (desktopConfig as Config) : undefined)
  const lhr = result!.lhr
  if (process.env.LH_REPORT_DIR)
    writeFileSync(join(process.env.LH_REPORT_DIR, `${goal.label.replace(/\W+/g, '-')}-${run}.json`), JSON.stringify(lhr))
  const metric = (id: string) => lhr.audits[id]?.numericValue ?? NaN
  const score = Math.round((lhr.categories.performance?.score ?? 0) * 100)
  // Less disturbed by a busy machine than the timings: what the page fetched and ran as script.
  const requests = (lhr.audits['network-requests']?.details as { items?: { resourceType?: string; transferSize?: number }[] })?.items ?? []
  const scriptKb = requests.filter((r) => r.resourceType === 'Script').reduce((sum, r) => sum + (r.transferSize ?? 0), 0) / 1024
  return `${score} (FCP ${s(metric('first-contentful-paint'))}, LCP ${s(metric('largest-contentful-paint'))}, TBT ${metric('total-blocking-time').toFixed(0)} ms, CLS ${metric('cumulative-layout-shift').toFixed(3)}; script ${scriptKb.toFixed(1)} KB transferred, JS boot-up ${metric('bootup-time').toFixed(0)} ms)`
}

const dataDir = mkdtempSync(join(tmpdir(), 'ihrc-web-bench-'))
// A generous start-up limit: the machine this runs on may be shared and busy.
const server = await startServer({ DATA_DIR: dataDir, ...ADMIN }, 300_000)
try {
  if (GOALS.some((g) => g.signedIn)) await seedBranches(server.baseURL)
  console.log(
    `load average at start: ${loadavg()
      .map((l) => l.toFixed(2))
      .join(' ')} (2 cores); ${RUNS} runs each`,
  )
  for (const goal of GOALS) {
    // A fresh Chrome (and profile) per goal: signed out for sign-in, signed in for the rest.
    const chrome = await chromeLauncher.launch({
      chromePath: process.env.CHROME_PATH || '/usr/bin/chromium',
      chromeFlags: [
        '--headless=new',
        '--no-sandbox',
        '--disable-gpu',
        '--no-first-run',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
      ],
    })
    try {
      if (goal.signedIn) await signIn(chrome.port, server.baseURL)
      const figures: string[] = []
      for (let run = 1; run <= RUNS; run++) figures.push(await measure(goal, chrome.port, server.baseURL, run))
      const want = `goal ≥ ${goal.score}${goal.lcpMs ? `, LCP ≤ ${s(goal.lcpMs)}` : ''}`
      console.log(`Lighthouse ${goal.label.padEnd(32)} ${want}\n${figures.map((f) => `  ${f}`).join('\n')}`)
    } finally {
      chrome.kill()
    }
  }
} finally {
  await server.stop()
  rmSync(dataDir, { recursive: true, force: true })
}
