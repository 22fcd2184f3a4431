// The console's load speed under Lighthouse (issue 10): the sign-in page (mobile), the
// branch list at 200 rows a page and the dashboard at /home (issue 24; mobile and desktop),
// RUNS times each (default 3; a signed-in page's first run on an emptied cache, the next ones
// warm, each state with its own budget line), a failed run tried again up to twice, on the
// built console (`npm run build` first; bench/run.ts does) served by the real server.
// Run: node --import tsx bench/web.ts. Not a test: it prints figures beside their goals.
// LH_REPORT_DIR=<dir> also keeps each run's Lighthouse JSON (main-thread breakdown, trace facts) and its observed trace.
// ONLY=<word> measures only the goals whose label holds it (ONLY=sign-in, ONLY=branch, ONLY=desktop);
// with no signed-in page among them, no branches are seeded.
// CPU=calibrated runs the mobile goals with the CPU slowdown Lighthouse's documentation computes
// from the host's benchmarkIndex (bench/cpu-calibration.ts) instead of its fixed 4×; CPU=<number>
// sets it. Each run prints the benchmarkIndex Lighthouse measured, so a slow host shows as one.
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { loadavg, tmpdir } from 'node:os'
import { join } from 'node:path'
import * as chromeLauncher from 'chrome-launcher'
import lighthouse, { type Config, type Flags } from 'lighthouse'
import desktopConfig from 'lighthouse/core/config/desktop-config.js'
import * as constants from 'lighthouse/core/config/constants.js'
import { chromium } from 'playwright-core'
import { startServer } from '../scripts/server-process'
import { calibratedMultiplier, hostBenchmarkIndex } from './cpu-calibration'
import { BRANCH_PAGE, WEB_ADMIN, seedBranches, signInThroughPage } from './web-tenant'

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
  // Issue 24: the dashboard, its cards and lazily loaded charts, on the demo tenant's data.
  { label: 'dashboard /home, mobile', path: '/home', signedIn: true, score: 90 },
  { label: 'dashboard /home, desktop', path: '/home', signedIn: true, desktop: true, score: 100 },
]
const GOALS = ALL_GOALS.filter((g) => !process.env.ONLY || g.label.includes(process.env.ONLY))

const s = (ms: number) => `${(ms / 1000).toFixed(2)} s`

/** Signs in through the page in Chrome's profile, so later Lighthouse runs have the session. */
async function signIn(port: number, baseURL: string) {
  const cdp = await chromium.connectOverCDP(`http://127.0.0.1:${port}`)
  try {
    await signInThroughPage(await cdp.contexts()[0]!.newPage(), baseURL, ADMIN)
  } finally {
    await cdp.close()
  }
}

/** A run's figures, or why it gave none. */
type Run = { score: number; text: string } | { failed: string }
/** A run that fails (Lighthouse throws, reports a runtime error or no score) is tried again this many times. */
const RETRIES = 2

/**
 * Empties Chrome's HTTP cache and keeps the session's storage. Lighthouse empties both
 * before a run unless told not to, and the signed-in goals tell it not to (to keep the
 * session); so their first run used to meet whatever the sign-in helper's page had fetched
 * before it closed (53–102 KB of script left to fetch, varying with the machine's speed: a
 * cache no user has), the next ones the whole page cached. Now a signed-in goal's first
 * run is cold by design (a first visit after a release: every file fetched) and the next
 * ones warm (a returning user's visit), each judged on its own line.
 */
async function emptyCache(port: number) {
  const cdp = await chromium.connectOverCDP(`http://127.0.0.1:${port}`)
  try {
    const context = cdp.contexts()[0]!
    const page = context.pages()[0] ?? (await context.newPage())
    await (await context.newCDPSession(page)).send('Network.clearBrowserCache')
  } finally {
    await cdp.close()
  }
}

/** A signed-in goal's first run starts from an empty cache; the sign-in page (signed out) is always measured cold by Lighthouse. */
const coldRun = (goal: Goal, run: number) => !goal.signedIn || run === 1

/** Lighthouse's performance category on `goal`, once: the score and the metrics behind it. */
async function measureOnce(goal: Goal, port: number, baseURL: string, run: number, cpu?: number): Promise<Run> {
  if (goal.signedIn && run === 1) await emptyCache(port)
  const flags: Flags = {
    port,
    onlyCategories: ['performance'],
    logLevel: 'error',
    output: 'json',
    disableStorageReset: goal.signedIn,
    ...(cpu && { throttling: { ...constants.throttling.mobileSlow4G, cpuSlowdownMultiplier: cpu } }),
  }
  const result = await lighthouse(`${baseURL}/companyadmin${goal.path}`, flags, goal.desktop ? (desktopConfig as Config) : undefined)
  const lhr = result!.lhr
  if (process.env.LH_REPORT_DIR) {
    const name = join(process.env.LH_REPORT_DIR, `${goal.label.replace(/\W+/g, '-')}-${run}`)
    writeFileSync(`${name}.json`, JSON.stringify(lhr))
    // The observed trace beside it: what ran and painted before Lighthouse's simulation.
    writeFileSync(`${name}.trace.json`, JSON.stringify(result!.artifacts.Trace))
  }
  const metric = (id: string) => lhr.audits[id]?.numericValue ?? NaN
  // A page that did not load, or a trace Lighthouse could not read, scores null (printed as 0 before) and its metrics NaN.
  if (lhr.runtimeError) return { failed: `${lhr.runtimeError.code}: ${lhr.runtimeError.message}` }
  const raw = lhr.categories.performance?.score
  if (raw === null || raw === undefined || Number.isNaN(metric('largest-contentful-paint')))
    return { failed: `no score (${(lhr.runWarnings ?? []).join('; ') || 'no warning given'})` }
  const score = Math.round(raw * 100)
  // Less disturbed by a busy machine than the timings: what the page fetched and ran as script.
  const requests = (lhr.audits['network-requests']?.details as { items?: { resourceType?: string; transferSize?: number }[] })?.items ?? []
  const scriptKb = requests.filter((r) => r.resourceType === 'Script').reduce((sum, r) => sum + (r.transferSize ?? 0), 0) / 1024
  const allKb = requests.reduce((sum, r) => sum + (r.transferSize ?? 0), 0) / 1024
  const lcpElement = (
    lhr.audits['largest-contentful-paint-element']?.details as { items?: { items?: { node?: { selector?: string } }[] }[] }
  )?.items?.[0]?.items?.[0]?.node?.selector
  return {
    score,
    text: `${score} (FCP ${s(metric('first-contentful-paint'))}, LCP ${s(metric('largest-contentful-paint'))}, TBT ${metric('total-blocking-time').toFixed(0)} ms, CLS ${metric('cumulative-layout-shift').toFixed(3)}; ${requests.length} requests, ${allKb.toFixed(1)} KB transferred, script ${scriptKb.toFixed(1)} KB; JS boot-up ${metric('bootup-time').toFixed(0)} ms; LCP element ${lcpElement ?? '?'}; benchmarkIndex ${lhr.environment.benchmarkIndex}, CPU ×${+lhr.configSettings.throttling.cpuSlowdownMultiplier!.toFixed(2)})`,
  }
}

/** One run of `goal`, tried again up to RETRIES times when it fails; still failing, it says so. */
async function measure(goal: Goal, port: number, baseURL: string, run: number, cpu?: number): Promise<Run> {
  const failures: string[] = []
  for (let attempt = 0; attempt <= RETRIES; attempt++) {
    const result = await measureOnce(goal, port, baseURL, run, cpu).catch((e: unknown): Run => ({ failed: String(e) }))
    if (!('failed' in result)) return failures.length ? { ...result, text: `${result.text} [after ${failures.length} failed]` } : result
    failures.push(result.failed)
  }
  return { failed: `failed ${RETRIES + 1} times: ${failures.join(' | ')}` }
}

/** The goal's budget line: met when every run gave a score at or above it (a failed run fails it). */
function budgetLine(goal: { score: number }, runs: Run[], state = ''): string {
  const failed = runs.filter((r) => 'failed' in r).length
  const scores = runs.flatMap((r) => ('failed' in r ? [] : [r.score]))
  const met = failed === 0 && scores.every((score) => score >= goal.score)
  return `  budget ≥ ${goal.score}${state && ` (${state})`}: ${met ? 'met' : 'NOT MET'} (scores ${scores.join(', ') || 'none'}${failed ? `; ${failed} failed` : ''})`
}

/** The mobile goals' CPU slowdown when CPU asks for one other than Lighthouse's 4×, and how it was chosen. */
async function cpuSlowdown(port: number): Promise<{ multiplier: number; why: string } | undefined> {
  if (!process.env.CPU) return undefined
  if (process.env.CPU !== 'calibrated') return { multiplier: Number(process.env.CPU), why: `CPU ×${process.env.CPU} (set)` }
  const { median, values } = await hostBenchmarkIndex(port)
  const multiplier = calibratedMultiplier(median)
  return { multiplier, why: `CPU ×${multiplier.toFixed(2)}, calibrated: host benchmarkIndex ${median} (${values.join(', ')})` }
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
      const cpu = goal.desktop ? undefined : await cpuSlowdown(chrome.port)
      const runs: Run[] = []
      for (let run = 1; run <= RUNS; run++) runs.push(await measure(goal, chrome.port, server.baseURL, run, cpu?.multiplier))
      const want = `goal ≥ ${goal.score}${goal.lcpMs ? `, LCP ≤ ${s(goal.lcpMs)}` : ''}${cpu ? `; ${cpu.why}` : ''}`
      const state = (i: number) => (coldRun(goal, i + 1) ? 'cold' : 'warm')
      const lines = runs.map((r, i) => `  ${state(i)}: ${'failed' in r ? `failed (${r.failed})` : r.text}`)
      const budgets = goal.signedIn
        ? [budgetLine(goal, runs.slice(0, 1), 'cold'), ...(runs.length > 1 ? [budgetLine(goal, runs.slice(1), 'warm')] : [])]
        : [budgetLine(goal, runs)]
      console.log(`Lighthouse ${goal.label.padEnd(32)} ${want}\n${lines.join('\n')}\n${budgets.join('\n')}`)
    } finally {
      chrome.kill()
    }
  }
} finally {
  await server.stop()
  rmSync(dataDir, { recursive: true, force: true })
}
