/**
 * A declared answer is sent as its handler made it. Fastify serialises an answer through
 * the route's response schema (fastify-type-provider-zod encodes it with the zod schema):
 * a schema that does not name a field drops it, one that does not allow a value answers
 * 500. So a schema narrower than what the route really answers would quietly change what
 * the console receives. Here, in the demo tenant's seeded world, every JSON answer the
 * test provokes is compared with what its handler returned (kept by a preSerialization
 * hook, which sees the answer before the serialiser): every GET row of the endpoint table
 * whose documented answer is JSON, then the factory's writes (a document uploaded and
 * removed, a record deleted, a bulk upload). An answer documented but sent unserialised
 * (`documentedAnswer`, lib/documented-answer.ts) is parsed by its schema instead, which
 * must give it back whole.
 */
import fp from 'fastify-plugin'
import type { FastifySchema, InjectOptions } from 'fastify'
import type { ZodType } from 'zod'
import { afterAll, beforeAll, expect, it, vi } from 'vitest'
import { businessToday, endpoints, type Endpoint } from '@ihrc/contract'
import { seedDemo } from '../src/modules/demo-tenant'
import { customItemBody } from './compliance/fixtures'
import { setupTestApp, type TestContext } from './helpers'
import type { Call } from './organisation/fixtures'
import { multipartFile, readWorkbook, workbookBuffer } from './organisation/xlsx-helpers'
import { filledTemplate, settledJob, upload } from './registers/fixtures'

/** What the last handler returned, as JSON (undefined when it sent a file or a string). */
let handed: string | undefined
/** The success schema of each route that documents its answer without serialising by it, by `METHOD url`. */
const documentedOnly = new Map<string, ZodType>()

vi.mock('../src/modules/index', async (original) => {
  const real = (await original()) as { modules: unknown[] }
  // fastify-plugin: the hook lands on the API scope, so it sees every module's answers.
  const keeper = fp(async (app) => {
    app.addHook('preSerialization', async (_request, _reply, payload) => {
      handed = JSON.stringify(payload)
      return payload
    })
    app.addHook('onRoute', (route) => {
      const answer = (route.schema as FastifySchema | undefined)?.documentedAnswer?.[200]
      if (answer) documentedOnly.set(`${String(route.method)} ${route.url}`, answer)
    })
  })
  return { ...real, modules: [keeper, ...real.modules] }
})

const API = '/ihrc-api/companyadmin'
const EMAIL = 'answers-admin@test.local'
const PASSWORD = 'Answers-password-1'

let t: TestContext
let headers: Record<string, string>
let doc: { paths: Record<string, Record<string, { responses?: Record<string, { content?: Record<string, unknown> }> }>> }

beforeAll(async () => {
  t = await setupTestApp()
  await seedDemo(t.db, { adminEmail: EMAIL, adminPassword: PASSWORD })
  const login = await t.app.inject({ method: 'POST', url: `${API}/login`, payload: { email: EMAIL, password: PASSWORD } })
  if (login.statusCode !== 200) throw new Error(login.body)
  headers = t.bearer(login.json().data.token)
  doc = (await t.app.inject({ method: 'GET', url: '/ihrc-api/docs/json' })).json()
  await addWhatTheDemoLacks()
})
afterAll(() => t.close())

const rows = Object.entries(endpoints as Record<string, Record<string, Endpoint>>).flatMap(([area, byKey]) =>
  Object.entries(byKey).map(([key, row]) => ({ area, key, row })),
)

/** Whether the OpenAPI document says the row's success answer is JSON. */
function answersJson(row: Endpoint): boolean {
  const op = doc.paths[`${API}/${row.path}`.replace(/:(\w+)/g, '{$1}')]?.[row.method.toLowerCase()]
  const ok = Object.entries(op?.responses ?? {}).find(([status]) => status.startsWith('2'))?.[1]
  return Boolean(ok?.content?.['application/json'])
}

/** Calls the route and, for a JSON answer, returns what was sent beside what the handler returned. */
async function send(options: InjectOptions) {
  handed = undefined
  const res = await t.app.inject({ ...options, headers: { ...headers, ...options.headers } })
  const json = String(res.headers['content-type'] ?? '').startsWith('application/json')
  return {
    res,
    sent: json ? (res.json() as unknown) : undefined,
    handed: handed === undefined ? undefined : (JSON.parse(handed) as unknown),
  }
}

async function created(url: string, payload: object): Promise<number> {
  const res = await t.app.inject({ method: 'POST', url: `${API}/${url}`, headers, payload })
  if (res.statusCode !== 201) throw new Error(`POST ${url}: ${res.statusCode} ${res.body}`)
  return res.json().data.id as number
}

const found = async (url: string) => (await t.app.inject({ method: 'GET', url: `${API}/${url}`, headers })).json().data
/** The ids and queries of reads the demo gives nothing to (lists it leaves empty, required filters). */
const ids: Record<string, number> = {}
const queries: Record<string, string> = {}

/** Records of the areas the demo tenant leaves empty, made as the console makes them. */
async function addWhatTheDemoLacks() {
  const [state] = (await found('states')) as { id: number }[]
  const [district] = (await found(`district?state_id=${state!.id}`)) as { id: number }[]
  const [branch] = (await found('branch')) as { id: number }[]
  const [company] = (await found('company')) as { id: number }[]
  await created('compliance/custom', customItemBody(state!.id))
  await created('settings/custom-fields', { module: 'branch', name: 'Answers field', key: 'answers_field', type: 'text' })
  await created('external-user', {
    name: 'Answers Auditor',
    email: 'answers.auditor@firm.example',
    firm: 'Firm',
    branch_ids: [branch!.id],
    access_until: businessToday(),
  })
  ids.editRequest = await created(`company/edit-request/${company!.id}`, { reason: 'Answers', proposed_changes: { name: 'Renamed' } })
  await addRegisters()
  Object.assign(ids, { 'editRequest.canEdit': company!.id })
  Object.assign(queries, {
    'lookups.districts': `state_id=${state!.id}`,
    'lookups.locations': `district_id=${district!.id}`,
    'compliance.recommend': `branch_id=${branch!.id}`,
  })
}

/** A bonus and a maternity upload in the month the demo's salary register has, and Form A generated from it. */
async function addRegisters() {
  const call: Call = (method, url, body, { headers: extra, ...options } = {}) =>
    t.app.inject({
      ...options,
      method,
      url: `${API}${url}`,
      headers: { ...headers, ...extra },
      ...(body !== undefined ? { payload: body as object } : {}),
    })
  const [salary] = (await found('registers/input/salary')) as { branch: { id: number }; month: string }[]
  const at = { branch_id: salary!.branch.id, month: salary!.month }
  const rows = {
    bonus: [{ employee_code: 'E1', employee_name: 'Answers', gross_bonus: 8000, interim_bonus: 2000, net_bonus: 6000 }],
    maternity: [{ employee_code: 'E1', employee_name: 'Answers', leave_days: 10, average_daily_wage: 500, benefit_paid: 5000 }],
  }
  for (const [kind, filled] of Object.entries(rows) as ['bonus' | 'maternity', (typeof rows)['bonus']][]) {
    const res = await upload(call, kind, await filledTemplate(call, kind, filled), at)
    if (res.statusCode !== 201) throw new Error(`${kind}: ${res.statusCode} ${res.body}`)
  }
  const started = await call('POST', '/registers/output/generate', { ...at, from: at.month, forms: ['Form A'] })
  if (started.statusCode !== 202) throw new Error(started.body)
  ids['outputRegister.job'] = (await settledJob(call, started.json().data.id)).id
}

/** The record a by-id read of the row opens: the first of its area's list, unless named above. */
async function idFor(area: string, key: string): Promise<number | undefined> {
  const named = ids[`${area}.${key}`] ?? ids[area]
  if (named) return named
  const row = (endpoints[area as keyof typeof endpoints] as Record<string, Endpoint> | undefined)?.list
  if (!row || row.path.includes(':')) return undefined
  const { res } = await send({ method: 'GET', url: `${API}/${row.path}` })
  return res.statusCode === 200 ? (res.json().data?.[0]?.id as number | undefined) : undefined
}

/** JSON reads this world cannot call: a public link's token. */
const UNREACHED = ['auth.verifyResetToken']

it('sends every JSON answer of a GET row as its handler made it, in the seeded demo world', async () => {
  const compared: string[] = []
  const unreached: string[] = []
  const changed: string[] = []
  for (const { area, key, row } of rows) {
    if (row.method !== 'GET' || !answersJson(row)) continue
    const name = `${area}.${key}`
    const params = [...row.path.matchAll(/:(\w+)/g)].map((m) => m[1])
    const id = params.length ? await idFor(area, key) : undefined
    if (params.some((p) => p !== 'id') || (params.length && id === undefined)) {
      unreached.push(name)
      continue
    }
    const query = queries[name] ? `?${queries[name]}` : ''
    const { res, sent, handed: made } = await send({ method: 'GET', url: `${API}/${row.path.replace(':id', String(id))}${query}` })
    if (res.statusCode !== 200 || made === undefined) {
      unreached.push(name)
      continue
    }
    compared.push(name)
    const documented = documentedOnly.get(`GET ${API}/${row.path}`)
    try {
      expect(sent).toStrictEqual(made)
      if (documented) expect(documented.parse(sent)).toStrictEqual(sent)
    } catch {
      changed.push(name)
    }
  }
  expect(changed, 'answers the serialiser changed').toEqual([])
  expect(unreached, 'JSON reads this world could not call').toEqual(UNREACHED)
  expect(compared.length).toBeGreaterThan(150)
  expect([...documentedOnly.keys()].filter((route) => route.startsWith('GET ') && route.endsWith('-tracker/grid'))).toHaveLength(6)
})

const PDF = Buffer.from('%PDF-1.7\n%%EOF\n')

it("sends the factory's write answers as their handlers made them: documents by kind, a bulk upload, a delete", async () => {
  const answers: { name: string; status: number; sent: unknown; made: unknown }[] = []
  const check = async (name: string, options: InjectOptions) => {
    const { res, sent, handed: made } = await send(options)
    answers.push({ name, status: res.statusCode, sent, made })
  }
  const [branch] = (await found('branch')) as { id: number }[]
  const [payment] = (await found('pf-tracker')) as { id: number }[]
  const [upload, form] = multipartFile(PDF, 'se.pdf', {}, 'application/pdf')
  await check('branch.uploadDocument', {
    method: 'POST',
    url: `${API}/branch/${branch!.id}/document/se_document`,
    payload: upload,
    ...form,
  })
  await check('branch.removeDocument', { method: 'DELETE', url: `${API}/branch/${branch!.id}/document/se_document` })
  const [challan, challanForm] = multipartFile(PDF, 'challan.pdf', { kind: 'challan' }, 'application/pdf')
  await check('pfTracker.uploadDocument', {
    method: 'POST',
    url: `${API}/pf-tracker/upload/${payment!.id}`,
    payload: challan,
    ...challanForm,
  })
  const template = await t.app.inject({ method: 'GET', url: `${API}/role/designation-template`, headers })
  const wb = await readWorkbook(template.rawPayload)
  wb.getWorksheet('Designations')!.addRow(['Answers Officer'])
  const [sheet, sheetForm] = multipartFile(await workbookBuffer(wb), 'roles.xlsx')
  await check('role.bulkUpload', { method: 'POST', url: `${API}/role/bulk-upload`, payload: sheet, ...sheetForm })
  const roleId = ((await found('role?search=Answers')) as { id: number }[])[0]!.id
  await check('role.remove', { method: 'DELETE', url: `${API}/role/${roleId}` })

  expect(answers.map((a) => [a.name, a.status])).toEqual([
    ['branch.uploadDocument', 200],
    ['branch.removeDocument', 200],
    ['pfTracker.uploadDocument', 200],
    ['role.bulkUpload', 200],
    ['role.remove', 200],
  ])
  for (const a of answers) expect(a.sent, a.name).toStrictEqual(a.made)
})
