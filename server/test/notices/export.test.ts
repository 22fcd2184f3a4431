/**
 * The notice export (issue 22 "Must show"): it opens in LibreOffice with the same rows as
 * the filtered list, free text written as text (no live formula), custom fields as columns.
 */
import { afterAll, beforeAll, expect, it } from 'vitest'
import { businessToday } from '@ihrc/contract'
import type { TestContext } from '../helpers'
import { csvOfWorkbook } from '../kit/libreoffice'
import { setupOrg, type Org } from '../organisation/fixtures'
import { setupTestApp } from '../helpers'
import { multipartFile } from '../organisation/xlsx-helpers'

const PDF = Buffer.from('%PDF-1.7\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n')
let t: TestContext
let org: Org

function day(offset: number): string {
  const d = new Date(`${businessToday()}T00:00:00Z`)
  d.setUTCDate(d.getUTCDate() + offset)
  return d.toISOString().slice(0, 10)
}

beforeAll(async () => {
  t = await setupTestApp()
  org = await setupOrg(t, 'Export')
  const field = await org.call('POST', '/settings/custom-fields', { module: 'notice', name: 'Case file', key: 'case_file', type: 'text' })
  expect(field.statusCode, field.body).toBe(201)
  const notices: Record<string, string>[] = [
    {
      reference_number: 'EXP/1',
      reply_due_date: day(2),
      officer_name: '=HYPERLINK("http://evil.example","Open me")',
      'custom.case_file': 'CF-9',
    },
    { reference_number: 'EXP/2', reply_due_date: day(5), status: 'Closed' },
    { reference_number: 'EXP/3', reply_due_date: day(40) },
    { reference_number: 'EXP/4', reply_due_date: day(6), details: '+91 98220 12345 called' },
  ]
  for (const n of notices) {
    const res = await org.call(
      'POST',
      '/noticetracker',
      ...multipartFile(PDF, 'n.pdf', { company_id: String(org.companyId), notice_type: 'Summons', notice_date: day(-3), ...n }),
    )
    expect(res.statusCode, res.body).toBe(201)
  }
})
afterAll(() => t.close())

it('has the filtered list’s rows, formulas written as text, and the custom field', async () => {
  const query = `reply_due_from=${day(0)}&reply_due_to=${day(10)}&status=open`
  const listed = (await org.call('GET', `/noticetracker?${query}`)).json().data.map((n: { reference_number: string }) => n.reference_number)
  expect(listed).toEqual(['EXP/1', 'EXP/4'])
  const res = await org.call('GET', `/noticetracker/download-notice-data?${query}`)
  expect(res.statusCode).toBe(200)
  expect(res.headers['content-type']).toContain('spreadsheetml')
  const lines = (await csvOfWorkbook(res.rawPayload)).trim().split('\n')
  expect(lines[0]).toContain('Reference number')
  expect(lines[0]).toContain('Case file')
  expect(lines.slice(1).map((l) => (l.match(/EXP\/\d/) ?? [''])[0])).toEqual(listed)
  const first = lines.find((l) => l.includes('EXP/1'))!
  expect(first).toContain(`'=HYPERLINK(`)
  expect(first).toContain('CF-9')
  expect(lines.find((l) => l.includes('EXP/4'))).toContain(`'+91 98220 12345 called`)
})
