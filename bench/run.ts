// `npm run bench`: prints the figures whose budgets live in bench/README.md.
// Not a test: nothing here asserts a timing; compare the printed figures with the budgets.
import { execSync, spawnSync } from 'node:child_process'
import { existsSync, mkdtempSync, readdirSync, rmSync, statSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { startServer } from '../scripts/server-process'
import { BENCH_ADMIN as ADMIN, measureProfile } from './profile'
import { line, signInFiles as loadedBySignIn, sizes } from './sign-in-size'

function allFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((n) => {
    const p = join(dir, n)
    return statSync(p).isDirectory() ? allFiles(p) : [p]
  })
}

if (process.env.SKIP_BUILD !== '1') execSync('npm run build --silent', { stdio: 'inherit' })

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

  console.log('\n== Bundle (what /companyadmin/sign-in loads) ==')
  const signInFiles = await loadedBySignIn(server.baseURL)
  line('sign-in JS', sizes(signInFiles.filter((f) => f.endsWith('.js'))))
  line('sign-in CSS', sizes(signInFiles.filter((f) => f.endsWith('.css'))))
  const build = allFiles('dist').filter((f) => /\.(js|css)$/.test(f))
  line('whole build JS', sizes(build.filter((f) => f.endsWith('.js'))))
  line('whole build CSS', sizes(build.filter((f) => f.endsWith('.css'))))
  spawnSync(process.execPath, ['--import', 'tsx', 'bench/kit-size.ts'], { stdio: 'inherit' })

  console.log('\n== Server ==')
  console.log(`start on an existing data dir       ${startMs.map((ms) => ms.toFixed(0)).join(', ')} ms (to healthy; goal ≤ 1500)`)
  console.log(await measureProfile(server.baseURL, { warmUp: true, serverPid: server.child.pid }))
  await server.stop()
} finally {
  rmSync(dataDir, { recursive: true, force: true })
}

if (existsSync('bench/company-bulk.ts')) {
  console.log('\n== Company setup: bulk upload and export ==')
  spawnSync(process.execPath, ['--import', 'tsx', 'bench/company-bulk.ts'], { stdio: 'inherit' })
}
console.log('\n== Remittance trackers: bulk upload and export ==')
spawnSync(process.execPath, ['--import', 'tsx', 'bench/tracker-bulk.ts'], { stdio: 'inherit' })
spawnSync(process.execPath, ['--import', 'tsx', 'bench/tracker-grid.ts'], { stdio: 'inherit' })
spawnSync(process.execPath, ['--import', 'tsx', 'bench/lists.ts'], { stdio: 'inherit' })
spawnSync(process.execPath, ['--import', 'tsx', 'bench/compliance-due-items.ts'], { stdio: 'inherit' })
console.log('\n== Documents: 1,000 of 1 MB through the local store and an S3 bucket ==')
spawnSync(process.execPath, ['--import', 'tsx', 'bench/documents.ts'], { stdio: 'inherit' })
spawnSync(process.execPath, ['--import', 'tsx', 'bench/web.ts'], { stdio: 'inherit' })
