// Documents through the two stores (issue 27): 1,000 documents of 1 MB uploaded (each a
// branch agreement with its copy, multipart) and downloaded again through the real built
// server, first with DATA_DIR/files, then with an S3 bucket (s3rver in a process of its
// own, through the AWS SDK). Prints throughput and the server's peak RSS for each phase,
// side by side. Not a test: read the figures against bench/README.md.
//
//   npm run build:server && node --import tsx bench/documents.ts      (also part of npm run bench)
//   DOCS=200 MB_EACH=1 CONCURRENCY=8 node --import tsx bench/documents.ts
import { randomBytes } from 'node:crypto'
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { startServer } from '../scripts/server-process'
import { startS3 } from '../server/test/kit/s3rver'
import { peakRss, resetPeak, rss } from './proc-memory'
import { BENCH_ADMIN } from './profile'
import { atRest, watchDuring, watchedLine, type Target } from './watch'

const DOCS = Number(process.env.DOCS ?? 1000)
const SIZE = Number(process.env.MB_EACH ?? 1) * 1024 * 1024
const CONCURRENCY = Number(process.env.CONCURRENCY ?? 8)
const API = '/ihrc-api/companyadmin'

async function pool<T>(count: number, work: (i: number) => Promise<T>): Promise<T[]> {
  const out: T[] = new Array(count)
  let next = 0
  await Promise.all(
    Array.from({ length: CONCURRENCY }, async () => {
      while (next < count) {
        const i = next++
        out[i] = await work(i)
      }
    }),
  )
  return out
}

interface Figures {
  upload: { s: number; mbps: number; peak: number; before: number }
  download: { s: number; mbps: number; peak: number; before: number }
}

async function run(label: string, env: Record<string, string>): Promise<Figures> {
  const dataDir = mkdtempSync(join(tmpdir(), `ihrc-bench-docs-${label}-`))
  const server = await startServer({
    DATA_DIR: dataDir,
    ...BENCH_ADMIN,
    LOG_LEVEL: 'warn',
    AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED: 'true',
    ...env,
  })
  const pid = server.child.pid!
  try {
    const call = (path: string, init: RequestInit = {}) => fetch(`${server.baseURL}${API}${path}`, init)
    const login = await call('/login', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: BENCH_ADMIN.ADMIN_EMAIL, password: BENCH_ADMIN.ADMIN_PASSWORD }),
    })
    const auth = { authorization: `Bearer ${((await login.json()) as { data: { token: string } }).data.token}` }
    const branches = (await (await call('/branch?page_size=1', { headers: auth })).json()) as { data: { id: number }[] }
    const branchId = String(branches.data[0]!.id)
    // One body shape for all: a PDF header, then random bytes (incompressible, unlike a real scan at worst).
    const body = Buffer.concat([Buffer.from('%PDF-1.7\n'), randomBytes(SIZE - 9)])
    const blob = new Blob([body], { type: 'application/pdf' })

    resetPeak(pid)
    const uploadBefore = rss(pid)
    let t0 = performance.now()
    const ids = await pool(DOCS, async (i) => {
      const form = new FormData()
      for (const [k, v] of Object.entries({
        branch_id: branchId,
        agreement_type: 'Lease',
        start_date: '2024-04-01',
        applies_to_all_branches: 'false',
      }))
        form.set(k, v)
      form.set('file', blob, `agreement-${i}.pdf`)
      const res = await call('/agreement/agreement', { method: 'POST', headers: auth, body: form })
      if (res.status !== 201) throw new Error(`upload ${i}: ${res.status} ${await res.text()}`)
      return ((await res.json()) as { data: { id: number } }).data.id
    })
    const uploadS = (performance.now() - t0) / 1000
    const uploadPeak = peakRss(pid)

    // /health asked throughout the downloads (bench/watch.ts); this server has no second tenant.
    const watchers: Target[] = [{ name: 'health', url: `${server.baseURL}/ihrc-api/health` }]
    const rest = await atRest(watchers)
    resetPeak(pid)
    const downloadBefore = rss(pid)
    t0 = performance.now()
    const { watched } = await watchDuring(watchers, () =>
      pool(DOCS, async (i) => {
        const res = await call(`/agreement/agreement/${ids[i]}/document`, { headers: auth })
        let n = 0
        for await (const chunk of res.body!) n += chunk.length
        if (res.status !== 200 || n !== SIZE) throw new Error(`download ${i}: ${res.status}, ${n} bytes`)
      }),
    )
    console.log(`${label}: during the downloads ${watchedLine(watched)}; at rest ${watchedLine(rest)}`)
    const downloadS = (performance.now() - t0) / 1000
    const downloadPeak = peakRss(pid)
    const mb = (DOCS * SIZE) / 1024 / 1024
    return {
      upload: { s: uploadS, mbps: mb / uploadS, peak: uploadPeak, before: uploadBefore },
      download: { s: downloadS, mbps: mb / downloadS, peak: downloadPeak, before: downloadBefore },
    }
  } finally {
    await server.stop()
    rmSync(dataDir, { recursive: true, force: true })
  }
}

const mb = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(0)} MB`
const local = await run('local', {})
const s3 = await startS3('ihrc-bench')
let bucket: Figures
try {
  bucket = await run('s3', s3.env)
} finally {
  await s3.stop()
}
console.log(`\n${DOCS} documents of ${SIZE / 1024 / 1024} MB, ${CONCURRENCY} at a time, through the real server`)
console.log('phase      store   time      throughput   docs/s   server peak RSS (before)')
for (const [name, f] of [
  ['local', local],
  ['s3rver', bucket],
] as const) {
  for (const phase of ['upload', 'download'] as const) {
    const p = f[phase]
    console.log(
      `${phase.padEnd(10)} ${name.padEnd(7)} ${p.s.toFixed(1).padStart(5)} s   ${p.mbps.toFixed(1).padStart(6)} MB/s   ${(DOCS / p.s).toFixed(0).padStart(5)}    ${mb(p.peak)} (${mb(p.before)})`,
    )
  }
}
