/**
 * A client's file name is the client's: control characters in it (a NUL, which
 * PostgreSQL refuses, a newline, bidi overrides) must never fail an upload or reach a
 * stored name. Every route of the endpoint table that takes a file (`file` on its row)
 * is sent one; a row added later without a way to call it here fails the first test.
 */
import ExcelJS from 'exceljs'
import { desc, eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { BRANCH_DOCUMENT_KIND, ENDPOINTS, INPUT_REGISTERS, TRACKER_FAMILIES, type Endpoint, type TrackerFamilyKey } from '@ihrc/contract'
import { storedFiles } from '../src/db/schema'
import { cleanFileName } from '../src/lib/files'
import type { TestContext } from './helpers'
import { setupTestApp } from './helpers'
import { PDF, workplace, type Workplace } from './compliance/due-items-fixtures'
import { createBranch } from './organisation/fixtures'
import { multipartFile } from './organisation/xlsx-helpers'
import { createSetup, nthPeriod, trackerBody } from './trackers/fixtures'

/** NUL, a bell, a tab, DEL, a C1 control and a right-to-left override around an ordinary name (a raw newline would end the part's header). */
const HOSTILE_NAME = 'chal\u0000lan\u0007\t\u007f\u0085\u202e.pdf'
const CLEAN_NAME = 'challan.pdf'

let t: TestContext, w: Workplace
let branchId: number, agreementId: number, lwfSetupId: number, dueItemId: number, noticeId: number
const trackerRowIds: Partial<Record<string, number>> = {}

beforeAll(async () => {
  t = await setupTestApp()
  w = await workplace(t, 'Names')
  branchId = await createBranch(w, { name: 'Names Branch' })
  dueItemId = (await w.assign()).itemIds[0]!
  const agreement = await w.call('POST', '/agreement/agreement', agreementFields())
  if (agreement.statusCode !== 201) throw new Error(agreement.body)
  agreementId = agreement.json().data.id
  const lwf = await w.call('POST', '/lwfsetup', { ...lwfFields(), registration_number: 'LWF-NAMES-0' })
  if (lwf.statusCode !== 201) throw new Error(lwf.body)
  lwfSetupId = lwf.json().data.id
  const notice = await w.call('POST', '/noticetracker', ...multipartFile(PDF, 'notice.pdf', noticeFields()))
  if (notice.statusCode !== 201) throw new Error(notice.body)
  noticeId = notice.json().data.id
  let n = 0
  for (const [key, family] of Object.entries(TRACKER_FAMILIES) as [TrackerFamilyKey, (typeof TRACKER_FAMILIES)[TrackerFamilyKey]][]) {
    const setup = await createSetup(family.setup, w, ++n)
    const row = await w.call('POST', `/${family.stem}`, trackerBody(key, setup.id, nthPeriod(key, 60 + n)))
    if (row.statusCode !== 201) throw new Error(row.body)
    trackerRowIds[family.stem] = row.json().data.id
  }
})
afterAll(() => t.close())

function agreementFields(): Record<string, string> {
  return { branch_id: String(branchId), agreement_type: 'Lease', start_date: '2024-04-01', applies_to_all_branches: 'false' }
}
function lwfFields(): Record<string, string> {
  return { company_id: String(w.companyId), state_id: String(w.stateId), registration_number: 'LWF-NAMES' }
}

function noticeFields(): Record<string, string> {
  return { company_id: String(w.companyId), notice_type: 'Summons', notice_date: '2025-04-01', reference_number: 'NAMES/1' }
}

interface Call {
  url: string
  fields?: Record<string, string>
}

/** How to call each kind of file route with a real record and valid fields (the routes themselves come from the table). */
function callFor(row: Endpoint): Call | undefined {
  const trackerStem = row.path.match(/^([\w-]+)\/upload\/:id$/)?.[1]
  if (trackerStem && trackerRowIds[trackerStem]) {
    const family = Object.values(TRACKER_FAMILIES).find((f) => f.stem === trackerStem)!
    return { url: `/${trackerStem}/upload/${trackerRowIds[trackerStem]}`, fields: { kind: family.documents[0]! } }
  }
  const calls: Record<string, () => Call> = {
    'POST branch/:id/document/:kind': () => ({ url: `/branch/${branchId}/document/${BRANCH_DOCUMENT_KIND.values[0]}` }),
    'POST agreement/agreement': () => ({ url: '/agreement/agreement', fields: agreementFields() }),
    'PUT agreement/agreement/:id': () => ({ url: `/agreement/agreement/${agreementId}`, fields: agreementFields() }),
    'POST lwfsetup': () => ({ url: '/lwfsetup', fields: { ...lwfFields(), registration_number: `LWF-NAMES-${Date.now()}` } }),
    'PUT lwfsetup/:id': () => ({ url: `/lwfsetup/${lwfSetupId}`, fields: lwfFields() }),
    'POST compliance/data/:id/proof': () => ({ url: `/compliance/data/${dueItemId}/proof` }),
    'POST noticetracker': () => ({ url: '/noticetracker', fields: noticeFields() }),
    'PUT noticetracker/:id': () => ({ url: `/noticetracker/${noticeId}`, fields: noticeFields() }),
    'POST noticetracker/followup/:id': () => ({ url: `/noticetracker/followup/${noticeId}`, fields: noticeFields() }),
    'POST noticetracker/reply/:id': () => ({
      url: `/noticetracker/reply/${noticeId}`,
      fields: { sent_on: '2025-04-02', text: 'Reply', keep_open: 'true' },
    }),
  }
  return calls[`${row.method} ${row.path}`]?.()
}

const documentRows = ENDPOINTS.filter((e) => e.file === 'document')
const spreadsheetRows = ENDPOINTS.filter((e) => e.file === 'spreadsheet')

describe('file names with control characters', () => {
  it('the table marks the document routes (16: branch, agreement, LWF setup, six trackers, proof, notice, follow-up, reply), each callable here', () => {
    expect(documentRows.map((r) => `${r.method} ${r.path}`)).toHaveLength(16)
    expect(documentRows.filter((r) => !callFor(r)).map((r) => `${r.method} ${r.path}`)).toEqual([])
  })

  it('the table marks the spreadsheet uploads (20: company, branch, role, user, three setups, two compliance sheets, six trackers, every register input)', () => {
    expect(spreadsheetRows.map((r) => `${r.method} ${r.path}`)).toHaveLength(20)
    const registerInputs = Object.values(INPUT_REGISTERS).map((kind) => `POST registers/input/${kind.stem}`)
    expect(spreadsheetRows.map((r) => `${r.method} ${r.path}`)).toEqual(expect.arrayContaining(registerInputs))
  })

  it('cleanFileName keeps the name and drops every control character', () => {
    expect(cleanFileName(HOSTILE_NAME)).toBe(CLEAN_NAME)
    expect(cleanFileName('\u0000\u0001')).toBe('file')
    expect(cleanFileName(undefined)).toBe('file')
    expect(cleanFileName('../../etc/passwd')).toBe('passwd')
    expect(cleanFileName('Challan März 2025.pdf')).toBe('Challan März 2025.pdf')
  })

  it.each(documentRows.map((r) => [`${r.method} ${r.path}`, r] as const))('%s stores the file under its cleaned name', async (_, row) => {
    const { url, fields } = callFor(row)!
    const res = await w.call(row.method, url, ...multipartFile(PDF, HOSTILE_NAME, fields, 'application/pdf'))
    expect(res.statusCode, res.body).toBeLessThan(300)
    const [stored] = await t.db
      .select({ name: storedFiles.originalName })
      .from(storedFiles)
      .where(eq(storedFiles.tenantId, w.tenantId))
      .orderBy(desc(storedFiles.id))
      .limit(1)
    expect(stored?.name).toBe(CLEAN_NAME)
  })

  it.each(spreadsheetRows.map((r) => [`${r.method} ${r.path}`, r] as const))(
    '%s answers a sheet so named without a 5xx',
    async (_, row) => {
      const wb = new ExcelJS.Workbook()
      wb.addWorksheet('Sheet1').addRow(['nothing'])
      const xlsx = Buffer.from(await wb.xlsx.writeBuffer())
      const res = await w.call(row.method, `/${row.path}`, ...multipartFile(xlsx, HOSTILE_NAME.replace('.pdf', '.xlsx')))
      expect(res.statusCode, res.body).toBeLessThan(500)
    },
  )
})
