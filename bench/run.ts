// `npm run bench`: prints the figures whose budgets live in bench/README.md.
// Not a test: nothing here asserts a timing; compare the printed figures with the budgets.
import { execSync, spawnSync } from 'node:child_process'
import { mkdtempSync, readdirSync, rmSync, statSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { startServer } from '../scripts/server-process'
import { BENCH_ADMIN as ADMIN, measureProfile } from './profile'
import { DASHBOARD_JS_BUDGET_KB, dashboardFiles } from './dashboard-size'
import { line, signInFiles as loadedBySignIn, sizes } from './sign-in-size'

function allFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((n) => {
    const p = join(dir, n)
    return statSync(p).isDirectory() ? allFiles(p) : [p]
  })
}

const began = performance.now()
/** A section's heading with the time since the start: the whole bench takes ~15 minutes on a busy machine. */
const section = (title: string) => {
  const s = Math.round((performance.now() - began) / 1000)
  console.log(`\n== ${title} ==  [${Math.floor(s / 60)}:${String(s % 60).padStart(2, '0')} into the bench]`)
}
const bench = (file: string) => spawnSync(process.execPath, ['--import', 'tsx', file], { stdio: 'inherit' })

if (process.env.SKIP_BUILD !== '1') {
  section('Build')
  execSync('npm run build --silent', { stdio: 'inherit' })
}

const dataDir = mkdtempSync(join(tmpdir(), 'ihrc-bench-'))
try {
  // First start initialises the cluster, migrates and seeds; the next three are timed
  // (the built server, `node server/dist/main.js`, as `npm start` runs it).
  await (await startServer({ DATA_DIR: dataDir, ...ADMIN })).stop()
  const startMs: number[] = []
  for (let i = 0; i < 3; i++) {
    const t0 = performance.now()
    const started = await startServer({ DATA_DIR: dataDir, ...ADMIN })
    startMs.push(performance.now() - t0)
    await started.stop()
  }
  const server = await startServer({ DATA_DIR: dataDir, ...ADMIN })

  section('Bundle (what /companyadmin/sign-in loads)')
  const signInFiles = await loadedBySignIn(server.baseURL)
  line('sign-in JS', sizes(signInFiles.filter((f) => f.endsWith('.js'))))
  line('sign-in CSS', sizes(signInFiles.filter((f) => f.endsWith('.css'))))
  const build = allFiles('dist').filter((f) => /\.(js|css)$/.test(f))
  line('whole build JS', sizes(build.filter((f) => f.endsWith('.js'))))
  line('whole build CSS', sizes(build.filter((f) => f.endsWith('.css'))))
  const dashboard = sizes(await dashboardFiles(server.baseURL, ADMIN))
  line('dashboard (/home) JS over the shell', dashboard)
  console.log(`  budget ≤ ${DASHBOARD_JS_BUDGET_KB} KB gzip: ${dashboard.gzip / 1024 <= DASHBOARD_JS_BUDGET_KB ? 'met' : 'NOT MET'}`)
  bench('bench/kit-size.ts')

  section('Server')
  console.log(`start on an existing data dir       ${startMs.map((ms) => ms.toFixed(0)).join(', ')} ms (to healthy; goal ≤ 1500)`)
  console.log(await measureProfile(server.baseURL, { warmUp: true, serverPid: server.child.pid }))
  await server.stop()
} finally {
  rmSync(dataDir, { recursive: true, force: true })
}

section('Company setup: bulk upload and export')
bench('bench/company-bulk.ts')
section('Remittance trackers: bulk upload and export')
bench('bench/tracker-bulk.ts')
section("Tracker grid and the trackers' heavy routes")
bench('bench/tracker-grid.ts')
section('Lists at ~100,000 branches, generated and uploaded (progress on stderr)')
bench('bench/lists.ts')
section('Notice Tracker: the list at 100,000 notices, by status and reply-due range')
bench('bench/notice-list.ts')
section("The dashboard's graph calls (/home) at 500 branches, 48,000 due items, 36,000 tracker rows")
bench('bench/dashboard.ts')
section('Due items and their heavy routes')
bench('bench/compliance-due-items.ts')
section('The daily reminders sweep and its mails at 500 branches, 52,000 due items, 50 and 400 recipients')
bench('bench/sweep.ts')
section('Registers: Forms A to E for 5,000 employees × 1 month')
bench('bench/register-generation.ts')
section('Documents: 1,000 of 1 MB through the local store and an S3 bucket')
bench('bench/documents.ts')
section('Load speed (Lighthouse)')
bench('bench/web.ts')
section('Done')
