// Register figures (issue 25), on the built server (`node server/dist/main.js`, a process
// of its own): a month of salary, attendance and leave for 5,000 employees of one branch,
// uploaded from the app's filled templates; then Forms A to E generated for that branch
// and month as the background job runs it (the render worker reads the rows on its own
// connection, lays each register out and writes its xlsx and PDF; the job stores them),
// timed from the request to the job's end as the console
// polls it. Peak RSS is the server process's (VmHWM, reset before each phase; the
// render worker is a thread of it); "before" is its RSS when the phase started.
// Run: npm run build:server && node --import tsx bench/register-generation.ts
//   (part of `npm run bench`; EMPLOYEES changes the head count; WATCH=0 asks no /health; budgets: bench/README.md)
// /health is asked throughout each upload and generation (bench/watch.ts); this server
// has no second tenant, so /health is the only bystander here. Each phase prints the CPU
// it took: the server's main thread (the event loop's share), the whole server (its
// parse and render workers too) and PostgreSQL.
// Not a test: nothing asserts.
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import ExcelJS from 'exceljs'
import { INPUT_REGISTERS, type InputKind } from '@ihrc/contract'
import { startServer } from '../scripts/server-process'
import { attendanceRow, leaveRow, salaryRow, type SampleRow } from '../server/src/modules/registers/sample-rows'
import { cpuSince, cpuSnapshot, postgresPid } from './proc-cpu'
import { peakRss, resetPeak, rss } from './proc-memory'
import { BENCH_ADMIN, treeCpuMs } from './profile'
import { atRest, measureHeavy, type Target } from './watch'

const EMPLOYEES = Number(process.env.EMPLOYEES ?? 5000)
const MONTH = '2026-03'
const API = '/ihrc-api/companyadmin'
const ROWS: Partial<Record<InputKind, (i: number, month: string) => SampleRow>> = {
  salary: salaryRow,
  attendance: attendanceRow,
  leave: leaveRow,
}
const mb = (n: number) => `${(n / 1024 / 1024).toFixed(0)} MB`

const dataDir = mkdtempSync(join(tmpdir(), 'ihrc-bench-registers-'))
// The admin is the demo tenant's; the bench's branch is a new one, so the demo's rows play no part.
const start = () => startServer({ DATA_DIR: dataDir, ...BENCH_ADMIN, LOG_LEVEL: 'warn' })
let server = await start()
let pid = server.child.pid!
try {
  let auth: Record<string, string> = {}
  const call = async (path: string, init: RequestInit = {}) => {
    const res = await fetch(`${server.baseURL}${API}${path}`, { ...init, headers: { ...auth, ...init.headers } })
    if (res.status >= 300) throw new Error(`${path}: ${res.status} ${await res.text()}`)
    return res
  }
  const json = async <T>(path: string, body?: unknown): Promise<T> =>
    (
      (await (
        await call(
          path,
          body === undefined ? {} : { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) },
        )
      ).json()) as { data: T }
    ).data
  const signIn = async () => {
    auth = {}
    const { token } = await json<{ token: string }>('/login', { email: BENCH_ADMIN.ADMIN_EMAIL, password: BENCH_ADMIN.ADMIN_PASSWORD })
    auth = { authorization: `Bearer ${token}` }
  }
  await signIn()
  // What another caller sees meanwhile; at rest first, so each heavy figure has its own baseline.
  // WATCH=0: nothing asked meanwhile, so PostgreSQL's CPU of a phase is its own (and the job's polls).
  const watchers = (): Target[] => (process.env.WATCH === '0' ? [] : [{ name: 'health', url: `${server.baseURL}/ihrc-api/health` }])
  // Each /health answer is a `select 1`: PostgreSQL's CPU of a phase counts them, so it is also printed
  // without them (their count × their CPU at rest). A freer main thread answers /health more often
  // during the same work, which alone made the generation's PostgreSQL CPU look doubled (bench/README.md).
  const restOf = async () => {
    const pg0 = treeCpuMs(postgresPid(dataDir))
    const watched = await atRest(watchers())
    return { watched, pgPerAnswer: watched.length ? (treeCpuMs(postgresPid(dataDir)) - pg0) / watched[0]!.count : 0 }
  }
  let rest = await restOf()

  const group = (await json<{ id: number }>('/company-group', { name: 'Bench Group' })).id
  const company = (await json<{ id: number }>('/company', { group_id: group, name: 'Bench Industries' })).id
  const state = (await json<{ id: number; name: string }[]>('/states')).find((s) => s.name === 'Maharashtra')!.id
  const district = (await json<{ id: number; name: string }[]>(`/district?state_id=${state}`)).find((d) => d.name === 'Pune')!.id
  const location = (await json<{ id: number }>('/location', { district_id: district, name: 'Chakan' })).id
  const branch = (
    await json<{ id: number }>('/branch', {
      company_id: company,
      state_id: state,
      district_id: district,
      location_id: location,
      name: 'Chakan Plant',
      address: 'Plot 7, MIDC Phase 2, Chakan, Pune 410501',
      opening_date: '2015-04-01',
      head_count: EMPLOYEES,
      office_mode: 'physical',
      ownership: 'owned',
      office_type: 'factory',
    })
  ).id

  for (const kind of Object.keys(ROWS) as InputKind[]) {
    const stem = INPUT_REGISTERS[kind].stem
    const wb = new ExcelJS.Workbook()
    await wb.xlsx.load(await (await call(`/registers/input/${stem}/template`)).arrayBuffer())
    const sheet = wb.worksheets[0]!
    const keyOf = new Map(Object.entries(INPUT_REGISTERS[kind].fields as Record<string, { label: string }>).map(([k, f]) => [f.label, k]))
    const keys = (sheet.getRow(1).values as string[]).slice(1).map((h) => keyOf.get(h))
    for (let i = 0; i < EMPLOYEES; i++) {
      const row = ROWS[kind]!(i, MONTH)
      sheet.getRow(i + 2).values = keys.map((k) => (k ? (row[k] ?? null) : null))
    }
    const form = new FormData()
    form.set('branch_id', String(branch))
    form.set('month', MONTH)
    form.set('file', new Blob([await wb.xlsx.writeBuffer()]), `${stem}.xlsx`)
    resetPeak(pid)
    const before = rss(pid)
    const cpu0 = cpuSnapshot(pid, postgresPid(dataDir))
    const t0 = performance.now()
    await measureHeavy(`${kind} register upload, ${EMPLOYEES} rows`, watchers(), rest.watched, () =>
      call(`/registers/input/${stem}`, { method: 'POST', body: form }),
    )
    console.log(
      `${kind} register upload, ${EMPLOYEES} rows: ${((performance.now() - t0) / 1000).toFixed(2)} s, server peak RSS ${mb(peakRss(pid))} (${mb(before)} before); ${cpuSince(cpu0, pid, postgresPid(dataDir))}`,
    )
  }

  async function generate(when: string) {
    resetPeak(pid)
    const before = rss(pid)
    const cpu0 = cpuSnapshot(pid, postgresPid(dataDir))
    const t0 = performance.now()
    let settled: { status: string; total: number; message: string | null } = { status: 'unknown', total: 0, message: null }
    const { watched } = await measureHeavy(`register generation ${when}`, watchers(), rest.watched, async () => {
      const job = await json<{ id: number }>('/registers/output/generate', { branch_id: branch, from: MONTH })
      // The job's state ends the wait, as the console's poll does.
      for (;;) {
        const res = await call(`/registers/output/jobs/${job.id}`)
        settled = ((await res.clone().json()) as { data: typeof settled }).data
        if (settled.status === 'done' || settled.status === 'failed') return res
        await new Promise((resolve) => setTimeout(resolve, 50))
      }
    })
    const seconds = (performance.now() - t0) / 1000
    const health = watched[0]?.count ?? 0
    const own = cpuSnapshot(pid, postgresPid(dataDir)).postgresMs - cpu0.postgresMs - health * rest.pgPerAnswer
    console.log(
      `register generation ${when}, Forms A to E, ${EMPLOYEES} employees × 1 month: ${settled.status} (${settled.total} registers${settled.message ? `, ${settled.message}` : ''}) in ${seconds.toFixed(2)} s, server peak RSS ${mb(peakRss(pid))} (${mb(before)} before; goal < 10 s, < 300 MB); ${cpuSince(cpu0, pid, postgresPid(dataDir))}; ` +
        `PostgreSQL without /health's ${health} answers (${(1000 * rest.pgPerAnswer).toFixed(0)} µs each at rest): ${own.toFixed(0)} ms`,
    )
  }
  // Right after the uploads (their heap still held), then on a server just started on the same data.
  await generate('after the uploads')
  await server.stop()
  server = await start()
  pid = server.child.pid!
  await signIn()
  rest = await restOf()
  await generate('on a fresh server')
} finally {
  await server.stop()
  rmSync(dataDir, { recursive: true, force: true })
}
