import { afterAll, beforeAll, expect, it } from 'vitest'
import { endpoints, type Endpoint } from '@ihrc/contract'
import { setupTestApp, type TestContext } from './helpers'

let t: TestContext
beforeAll(async () => {
  t = await setupTestApp()
})
afterAll(() => t.close())

it('serves the OpenAPI document with the auth routes and their schemas', async () => {
  const res = await t.app.inject({ method: 'GET', url: '/ihrc-api/docs/json' })
  expect(res.statusCode).toBe(200)
  const doc = res.json()
  expect(doc.openapi).toMatch(/^3\./)
  for (const route of ['login', 'refresh', 'signup', 'logout', 'profile', 'forgot-password', 'verify-reset-token', 'reset-password']) {
    expect(doc.paths).toHaveProperty(`/ihrc-api/companyadmin/${route}`)
  }
  const login = doc.paths['/ihrc-api/companyadmin/login'].post
  expect(login.requestBody.content['application/json'].schema.properties).toHaveProperty('email')
  expect(doc.paths).toHaveProperty('/ihrc-api/health')
  // Guarded routes say so; public ones do not.
  expect(doc.paths['/ihrc-api/companyadmin/profile'].get.security).toEqual([{ bearer: [] }])
  expect(login.security).toBeUndefined()
})

it('serves a browsable page', async () => {
  const res = await t.app.inject({ method: 'GET', url: '/ihrc-api/docs' })
  const page = res.statusCode === 302 ? await t.app.inject({ method: 'GET', url: res.headers.location as string }) : res
  expect(page.statusCode).toBe(200)
  expect(page.headers['content-type']).toMatch(/text\/html/)
})

const rows = Object.values(endpoints as Record<string, Record<string, Endpoint>>).flatMap((byKey) => Object.values(byKey))
const openApiPath = (row: Endpoint) => `/ihrc-api/companyadmin/${row.path.replace(/:(\w+)/g, '{$1}')}`

it("describes every row's success answer: its JSON schema from the contract, or the media types of the file it sends", async () => {
  const doc = (await t.app.inject({ method: 'GET', url: '/ihrc-api/docs/json' })).json()
  const undescribed = rows.filter((row) => {
    const responses = doc.paths[openApiPath(row)]?.[row.method.toLowerCase()]?.responses ?? {}
    const ok = Object.entries(responses).filter(([status]) => status.startsWith('2'))
    return !ok.length || ok.some(([status, r]) => status !== '204' && !(r as { content?: object }).content)
  })
  expect(undescribed.map((row) => `${row.method} ${row.path}`)).toEqual([])
  const xlsx = doc.paths[openApiPath(endpoints.branch.export)].get.responses['200']
  expect(Object.keys(xlsx.content)).toEqual(['application/vnd.openxmlformats-officedocument.spreadsheetml.sheet'])
  expect(xlsx.content['application/vnd.openxmlformats-officedocument.spreadsheetml.sheet'].schema).toEqual({
    type: 'string',
    format: 'binary',
  })
  const grid = doc.paths[openApiPath(endpoints.pfTracker.grid)].get.responses['200'].content['application/json'].schema
  expect(Object.keys(grid.properties.data.properties)).toEqual(expect.arrayContaining(['periods', 'rows']))
})

/** The create and update rows that take a record with its one document (contract `withDocument`, server `document: { key }`). */
const documentWrites = Object.values(endpoints as Record<string, Record<string, Endpoint>>).flatMap((rows) =>
  [rows.create, rows.update].filter((row): row is Endpoint => row?.file === 'document'),
)

it('documents both bodies of a record sent with its document: the JSON fields, or the same fields in a form with `file`', async () => {
  expect(documentWrites.length).toBe(6)
  const doc = (await t.app.inject({ method: 'GET', url: '/ihrc-api/docs/json' })).json()
  for (const row of documentWrites) {
    const path = `/ihrc-api/companyadmin/${row.path.replace(/:(\w+)/g, '{$1}')}`
    const content = doc.paths[path]?.[row.method.toLowerCase()]?.requestBody?.content
    expect(Object.keys(content ?? {}).sort(), `${row.method} ${path}`).toEqual(['application/json', 'multipart/form-data'])
    const json = content['application/json'].schema
    const form = content['multipart/form-data'].schema
    expect(Object.keys(json.properties).length, path).toBeGreaterThan(1)
    expect(json.properties).not.toHaveProperty('file')
    expect(Object.keys(form.properties).sort(), path).toEqual([...Object.keys(json.properties), 'file'].sort())
    expect(form.properties.file, path).toMatchObject({ type: 'string', format: 'binary' })
  }
})

/** Rows that take a multipart form: those the table marks as taking a file. */
const formRows = rows.filter((row) => row.file)

it('documents the form of every multipart route: its field `file` and the other fields its handler reads', async () => {
  const doc = (await t.app.inject({ method: 'GET', url: '/ihrc-api/docs/json' })).json()
  const formOf = (row: Endpoint) =>
    doc.paths[openApiPath(row)]?.[row.method.toLowerCase()]?.requestBody?.content?.['multipart/form-data']?.schema
  expect(formRows.length).toBe(36)
  // The other way round: a route the server takes a form on is marked in the table, as the docs and the upload tests read it there.
  expect(rows.filter((row) => formOf(row) && !row.file).map((row) => `${row.method} ${row.path}`)).toEqual([])
  const undocumented = formRows.filter((row) => {
    const file = formOf(row)?.properties?.file
    return !(file?.format === 'binary' || file?.items?.format === 'binary')
  })
  expect(undocumented.map((row) => `${row.method} ${row.path}`)).toEqual([])
  // The other fields: a tracker's document names its kind, a reply its date and text, a register upload its branch and month.
  expect(formOf(endpoints.pfTracker.uploadDocument).properties.kind.enum).toEqual(['ecr', 'challan', 'receipt'])
  expect(Object.keys(formOf(endpoints.notice.reply).properties)).toEqual(expect.arrayContaining(['sent_on', 'text', 'file']))
  expect(formOf(endpoints.notice.reply).properties.file).toMatchObject({ type: 'array', maxItems: 10 })
  expect(Object.keys(formOf(endpoints.salaryRegister.upload).properties).sort()).toEqual(['branch_id', 'file', 'month', 'replace'])
  expect(Object.keys(formOf(endpoints.company.bulkUpload).properties)).toEqual(['file'])
  // A form alone: these routes take no JSON.
  expect(Object.keys(doc.paths[openApiPath(endpoints.dueItem.uploadProof)].post.requestBody.content)).toEqual(['multipart/form-data'])
})
