// How much of a due-item list answer's server CPU is its serialisation (session s39): the
// due-items bench's size (50 branches × 80 monthly obligations, 52,000 due items, half the
// past ones approved, 200 owners), two apps built in this process on the same database and
// asked in turn, ROUNDS rounds of N calls a path through `inject` (no network): the product's
// (its response schemas encode every answer with zod, fastify-type-provider-zod) and one whose
// serialiser is plain JSON.stringify. CPU a request is this process's (app and driver) and
// PostgreSQL's; each path's answer must be byte-identical in both (else "BODY DIFFERS").
// Run: node --import tsx bench/list-serialisation.ts   (figures: bench/README.md, session s39)
// Not a test: nothing asserts.
import { randomBytes } from 'node:crypto'
import { mkdtempSync } from 'node:fs'
import { loadavg, tmpdir } from 'node:os'
import { join } from 'node:path'
import { serializerCompiler } from 'fastify-type-provider-zod'
import { businessToday, dueItem, paged } from '@ihrc/contract'
import { buildApp } from '../server/src/app'
import { loadConfig } from '../server/src/config'
import { generateDueItems } from '../server/src/modules/compliance/due-items/generate'
import { treeCpuMs } from './profile'
import { BENCH_PASSWORD, assignMonthlyObligations, makeOrganisation, makePeople, withServerWorld } from './server-world'

await withServerWorld('listser', async ({ conn, pgPid }) => {
  const { tenantId, adminId } = await makeOrganisation(conn, 'Due', 'due@bench.test', 50)
  await assignMonthlyObligations(conn, tenantId, adminId, 80, 'DUE', 1)
  await generateDueItems(conn.db, { tenantId }, businessToday())
  await conn.pool.query(
    `update due_items set status = 'approved', outcome = 'complied', complied_on = due_date, approved_by = $2, approved_at = now()
    where tenant_id = $1 and due_date < current_date and id % 2 = 0`,
    [tenantId, adminId],
  )
  await (await makePeople(conn, tenantId, adminId, 200, 10)).ownBy(200)
  await conn.pool.query('vacuum analyze')
  const dataDir = mkdtempSync(join(tmpdir(), 'ihrc-listser-'))
  const config = loadConfig({ DATA_DIR: dataDir, JWT_SECRET: randomBytes(32).toString('hex'), SPA_DIR: join(dataDir, 'none') })
  // The measurement's other build: the same app with JSON.stringify for a serialiser (what skipping zod's encode would give).
  const plain = await buildApp({ db: conn.db, config, schedules: false })
  plain.setSerializerCompiler(() => (data) => JSON.stringify(data))
  const apps = { zod: await buildApp({ db: conn.db, config, schedules: false }), plain }
  // What the handler hands the serialiser (the last answer), to time the serialiser alone on it.
  let handed: unknown
  apps.zod.addHook('preSerialization', async (_request, _reply, payload) => (handed = payload))
  for (const a of Object.values(apps)) await a.ready()
  const API = '/ihrc-api/companyadmin'
  const login = await apps.zod.inject({
    method: 'POST',
    url: `${API}/login`,
    payload: { email: 'due@bench.test', password: BENCH_PASSWORD },
  })
  const headers = { authorization: `Bearer ${login.json().data.token}` }
  const branch = (await conn.pool.query(`select id from branches where tenant_id = $1 order by id offset 17 limit 1`, [tenantId])).rows[0]
    .id
  const N = Number(process.env.N ?? 200)
  const cpuMs = (c: NodeJS.CpuUsage) => (c.user + c.system) / 1000
  const paths = ['/compliance/data', `/compliance/data?data_status[]=due&branch_id=${branch}`, '/compliance/data?page_size=100']
  // Warm-up: both apps' first calls (statements prepared, schemas compiled) are not measured.
  for (const app of Object.values(apps))
    for (const path of paths) for (let i = 0; i < 30; i++) await app.inject({ method: 'GET', url: `${API}${path}`, headers })
  const bodies = new Map<string, string>()
  for (let round = 1; round <= Number(process.env.ROUNDS ?? 3); round++)
    for (const [name, app] of Object.entries(apps)) {
      const line: string[] = []
      for (const path of paths) {
        const [c0, pg0] = [process.cpuUsage(), treeCpuMs(pgPid)]
        for (let i = 0; i < N; i++) {
          const r = await app.inject({ method: 'GET', url: `${API}${path}`, headers })
          if (r.statusCode !== 200) throw new Error(r.body)
          const before = bodies.get(path)
          if (i === 0) {
            if (before !== undefined && before !== r.body) line.push('BODY DIFFERS')
            bodies.set(path, r.body)
          }
        }
        line.push(
          `${path.replace(/branch_id=\d+/, 'branch_id')} ${(cpuMs(process.cpuUsage(c0)) / N).toFixed(2)} ms (PG ${((treeCpuMs(pgPid) - pg0) / N).toFixed(2)})`,
        )
      }
      console.log(`round ${round} ${name} ${new Date().toISOString().slice(11, 19)} load ${loadavg()[0].toFixed(1)}: ${line.join(' | ')}`)
    }
  // The serialiser alone, on each path's answer: zod's encode and stringify, against JSON.stringify.
  const encode = serializerCompiler({ schema: paged(dueItem), method: 'GET', url: 'compliance/data', httpStatus: '200' } as never) as (
    data: unknown,
  ) => string
  for (const path of paths) {
    await apps.zod.inject({ method: 'GET', url: `${API}${path}`, headers })
    const time = (serialise: (data: unknown) => string) => {
      const c0 = process.cpuUsage()
      for (let i = 0; i < N; i++) serialise(handed)
      return (cpuMs(process.cpuUsage(c0)) / N).toFixed(2)
    }
    const same = encode(handed) === JSON.stringify(handed)
    console.log(
      `serialiser alone, ${path.replace(/branch_id=\d+/, 'branch_id')}: zod ${time(encode)} ms, JSON.stringify ${time(JSON.stringify)} ms (same text: ${same}; load ${loadavg()[0].toFixed(1)})`,
    )
  }
  for (const a of Object.values(apps)) await a.close()
})
