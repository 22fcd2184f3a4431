// Where the branch page's main thread goes (issue 10): loads
// /companyadmin/group-company-setup/branch?page_size=200 signed in, with 220 branches, in
// Chromium through playwright-core with the CPU slowed 4× (as Lighthouse mobile does), and
// records a CPU profile and a Chrome trace of the load. Prints the functions with the most
// self and total time. Not a test.
//   npm run build (for readable names: npx vite build --minify false), then
//   TRACE_DIR=/tmp/trace RUNS=3 node --import tsx bench/page-trace.ts (PAGE=home: a cold /home)
// THROTTLE=1 DESKTOP=1 mirrors Lighthouse desktop. TRACE_DIR keeps profile.cpuprofile and trace.json (open them in Chrome's Performance panel).
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { loadavg, tmpdir } from 'node:os'
import { join } from 'node:path'
import { chromium } from 'playwright-core'
import { startServer } from '../scripts/server-process'
import { BRANCH_PAGE, WEB_ADMIN, seedBranches } from './web-tenant'

const ADMIN = WEB_ADMIN
const THROTTLE = Number(process.env.THROTTLE ?? 4)
/** PAGE=home traces a cold /home (issue 24) instead of the branch page. */
const HOME = process.env.PAGE === 'home'

interface ProfileNode {
  id: number
  callFrame: { functionName: string; url: string; lineNumber: number; columnNumber: number }
  children?: number[]
}
interface Profile {
  nodes: ProfileNode[]
  samples: number[]
  timeDeltas: number[]
}

/** Self and total (inclusive, counted once per stack) milliseconds per function. */
function summarise(profile: Profile, top = 40) {
  const byId = new Map(profile.nodes.map((n) => [n.id, n]))
  const parent = new Map<number, number>()
  for (const n of profile.nodes) for (const c of n.children ?? []) parent.set(c, n.id)
  const name = (n: ProfileNode) => {
    const f = n.callFrame
    const file = f.url.split('/').pop() || '(native)'
    return `${f.functionName || '(anonymous)'} ${file}:${f.lineNumber + 1}`
  }
  const self = new Map<string, number>()
  const total = new Map<string, number>()
  profile.samples.forEach((id, i) => {
    const ms = (profile.timeDeltas[i] ?? 0) / 1000
    const leaf = byId.get(id)!
    self.set(name(leaf), (self.get(name(leaf)) ?? 0) + ms)
    const seen = new Set<string>()
    for (let cur: number | undefined = id; cur !== undefined; cur = parent.get(cur)) {
      const key = name(byId.get(cur)!)
      if (seen.has(key)) continue
      seen.add(key)
      total.set(key, (total.get(key) ?? 0) + ms)
    }
  })
  const print = (title: string, m: Map<string, number>) => {
    console.log(`\n${title}`)
    for (const [k, v] of [...m].sort((a, b) => b[1] - a[1]).slice(0, top)) console.log(`${v.toFixed(0).padStart(7)} ms  ${k}`)
  }
  print('self time', self)
  print('total time', total)
}

/**
 * Milliseconds of samples inside each script's module body (its top-level frame, line 1:
 * what evaluating the chunk's modules costs, callees included), by file name with the
 * content hash cut: `shell 98 ms` (bench/README.md, session s38).
 */
function evaluations(profile: Profile): string {
  const byId = new Map(profile.nodes.map((n) => [n.id, n]))
  const parent = new Map<number, number>()
  for (const n of profile.nodes) for (const c of n.children ?? []) parent.set(c, n.id)
  const body = (n: ProfileNode) =>
    !n.callFrame.functionName && n.callFrame.lineNumber === 0 && n.callFrame.columnNumber === 0 && n.callFrame.url.endsWith('.js')
  const ms = new Map<string, number>()
  profile.samples.forEach((id, i) => {
    // The outermost module body on the stack: a chunk that imports another does not run it inside its own body.
    let top: ProfileNode | undefined
    for (let cur: number | undefined = id; cur !== undefined; cur = parent.get(cur)) if (body(byId.get(cur)!)) top = byId.get(cur)
    if (!top) return
    const file = top.callFrame.url
      .split('/')
      .pop()!
      .replace(/-[\w-]{8}\.js$/, '')
    ms.set(file, (ms.get(file) ?? 0) + (profile.timeDeltas[i] ?? 0) / 1000)
  })
  return [...ms]
    .sort((a, b) => b[1] - a[1])
    .map(([file, t]) => `${file} ${t.toFixed(0)} ms`)
    .join(', ')
}

const dataDir = mkdtempSync(join(tmpdir(), 'ihrc-page-trace-'))
const server = await startServer({ DATA_DIR: dataDir, ...ADMIN }, 300_000)
const browser = await chromium.launch({ executablePath: process.env.CHROME_PATH || '/usr/bin/chromium', args: ['--no-sandbox'] })
try {
  await seedBranches(server.baseURL)
  console.log(
    `load average: ${loadavg()
      .map((l) => l.toFixed(2))
      .join(' ')} (2 cores, shared); CPU slowed ${THROTTLE}×`,
  )
  // DESKTOP=1: Lighthouse desktop's window (1350 × 940) instead of a phone's.
  const context = await browser.newContext(
    process.env.DESKTOP
      ? { viewport: { width: 1350, height: 940 } }
      : { viewport: { width: 412, height: 823 }, isMobile: true, hasTouch: true },
  )
  const page = await context.newPage()
  // PAGE=home: a user-timing mark when the welcome heading is first in the page (a MutationObserver runs
  // right after the commit that added it), so the trace names the task of the heading's commit.
  if (HOME)
    await page.addInitScript(() => {
      const observer = new MutationObserver(() => {
        if (!/welcome/i.test(document.querySelector('h1')?.textContent ?? '')) return
        performance.mark('welcome heading')
        observer.disconnect()
      })
      observer.observe(document, { childList: true, subtree: true, characterData: true })
    })
  const messages: string[] = []
  page.on('console', (m) => messages.push(`${m.type()}: ${m.text().slice(0, 160)}`))
  page.setDefaultTimeout(180_000)
  await page.goto(`${server.baseURL}/companyadmin/sign-in`)
  await page.getByLabel('Email', { exact: true }).fill(ADMIN.ADMIN_EMAIL)
  await page.getByLabel('Password', { exact: true }).fill(ADMIN.ADMIN_PASSWORD)
  await page.getByRole('button', { name: /sign in/i }).click()
  await page.waitForURL('**/companyadmin/home')
  await page.goto('about:blank')

  const cdp = await context.newCDPSession(page)
  await cdp.send('Network.enable')
  const runs = Number(process.env.RUNS ?? 1)
  for (let run = 1; run <= runs; run++) {
    // Each run from a cold cache, as Lighthouse loads the page.
    await page.goto('about:blank')
    await cdp.send('Network.clearBrowserCache')
    messages.length = 0
    console.log(`\nrun ${run} of ${runs}, load average ${loadavg()[0]!.toFixed(2)}`)
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: THROTTLE })
    await cdp.send('Profiler.enable')
    await cdp.send('Profiler.setSamplingInterval', { interval: 200 })
    await browser.startTracing(page, {
      screenshots: false,
      categories: ['devtools.timeline', 'disabled-by-default-devtools.timeline', 'v8.execute', 'blink.user_timing'],
    })
    await cdp.send('Profiler.start')
    const started = Date.now()
    await page.goto(`${server.baseURL}/companyadmin${HOME ? '/home' : BRANCH_PAGE}`)
    if (HOME) {
      await page.getByRole('heading', { level: 1, name: /welcome/i }).waitFor()
      // The cards come with the heading; on a desktop the charts and the calendar mount after it, in view
      // (BelowTheFold), and their mount is traced too. On the phone they wait below the fold for a scroll
      // that Lighthouse never makes (SCROLL=1 scrolls to them, to trace their mount there).
      await page.getByRole('link', { name: /^Overdue items/ }).waitFor()
      if (process.env.DESKTOP || process.env.SCROLL) {
        await page.mouse.wheel(0, 800)
        await page.getByRole('heading', { level: 2, name: /compliance calendar/i }).waitFor()
      }
    } else await page.getByRole('table', { name: 'Branch' }).getByRole('row').nth(5).waitFor()
    // Let the effects after the first rows settle (what Lighthouse counts until the network is quiet).
    await page.waitForLoadState('networkidle')
    await page.waitForTimeout(1000)
    const { profile } = (await cdp.send('Profiler.stop')) as { profile: Profile }
    const trace = await browser.stopTracing()
    console.log(`rows shown and network idle after ${Date.now() - started} ms (wall clock)`)
    if (process.env.TRACE_DIR) {
      mkdirSync(process.env.TRACE_DIR, { recursive: true })
      writeFileSync(join(process.env.TRACE_DIR, 'profile.cpuprofile'), JSON.stringify(profile))
      writeFileSync(join(process.env.TRACE_DIR, 'trace.json'), trace)
    }
    // Long tasks from the trace: what Lighthouse's TBT sums (the part of each task past 50 ms).
    // Wall time swells with the neighbours' load on a shared machine; thread time (tdur) much less.
    type TraceEvent = {
      name: string
      ph: string
      pid: number
      tid: number
      ts: number
      dur?: number
      tdur?: number
      args?: { name?: string }
    }
    const events = (JSON.parse(trace.toString()) as { traceEvents: TraceEvent[] }).traceEvents
    const threads = events.filter((e) => e.ph === 'M' && e.name === 'thread_name' && e.args?.name === 'CrRendererMain')
    const tasksOf = (t: TraceEvent) => events.filter((e) => e.pid === t.pid && e.tid === t.tid && e.name === 'RunTask' && e.ph === 'X')
    const tasks = threads.map(tasksOf).sort((a, b) => b.length - a.length)[0] ?? []
    const cpu = tasks.reduce((sum, e) => sum + (e.tdur ?? 0), 0) / 1000
    const long = tasks.filter((e) => (e.dur ?? 0) > 50_000)
    const longCpu = tasks.filter((e) => (e.tdur ?? 0) > 50_000).map((e) => e.tdur! / 1000)
    console.log(`main thread: ${cpu.toFixed(0)} ms CPU in ${tasks.length} tasks`)
    console.log(
      `long tasks by wall time: ${long.length}, blocking ${long.reduce((sum, e) => sum + e.dur! / 1000 - 50, 0).toFixed(0)} ms; ` +
        `by CPU time: ${longCpu.length} (${longCpu.map((t) => t.toFixed(0)).join(' ')} ms), blocking ${longCpu.reduce((sum, t) => sum + t - 50, 0).toFixed(0)} ms`,
    )
    console.log(`module bodies evaluated (CPU profile): ${evaluations(profile)}`)
    const heading = events.find((e) => e.name === 'welcome heading')
    const commit = heading && tasks.find((e) => e.ts <= heading.ts && heading.ts <= e.ts + (e.dur ?? 0))
    if (commit) {
      const after = tasks.filter((e) => e.ts > commit.ts && (e.tdur ?? 0) > 50_000).map((e) => (e.tdur! / 1000).toFixed(0))
      console.log(
        `the heading's commit task: ${((commit.tdur ?? 0) / 1000).toFixed(0)} ms CPU; long tasks after it by CPU: ${after.join(' ')} ms`,
      )
    }
    if (messages.length) console.log(`console: ${messages.length} messages\n  ${[...new Set(messages)].slice(0, 10).join('\n  ')}`)
    if (run === runs) summarise(profile)
  }
} finally {
  await browser.close()
  await server.stop()
  rmSync(dataDir, { recursive: true, force: true })
}
