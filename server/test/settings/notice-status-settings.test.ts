/**
 * Global Settings → Status Settings for notices (issue 22): the tenant's notice statuses
 * (Open, Closed and those it added) each with a label and colour, kept apart from the due
 * items' statuses and from other tenants, and written by the notice export.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { DEFAULT_NOTICE_STATUS_COLOURS, OTHER_NOTICE_STATUS_COLOUR, UNKNOWN_NOTICE_STATUS, type NoticeStatusSetting } from '@ihrc/contract'
import type { TestContext } from '../helpers'
import { csvOfWorkbook } from '../kit/libreoffice'
import { caller, type Org, twoTenants } from '../organisation/fixtures'
import { multipartFile } from '../organisation/xlsx-helpers'

let t: TestContext, org: Org, other: Org
beforeAll(async () => ({ t, org, other } = await twoTenants()))
afterAll(() => t.close())

const PATH = '/settings/notice-status'
const PDF = Buffer.from('%PDF-1.7\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n')
const byStatus = (rows: NoticeStatusSetting[]): Record<string, NoticeStatusSetting> => Object.fromEntries(rows.map((r) => [r.status, r]))

describe('notice status settings', () => {
  it('answers Open in red and Closed in green, then a status the tenant adds in a neutral colour', async () => {
    const rows = (await org.call('GET', PATH)).json().data as NoticeStatusSetting[]
    expect(rows).toEqual([
      { status: 'Open', label: 'Open', colour: DEFAULT_NOTICE_STATUS_COLOURS.open, is_default: true },
      { status: 'Closed', label: 'Closed', colour: DEFAULT_NOTICE_STATUS_COLOURS.closed, is_default: true },
    ])
    expect((await org.call('POST', '/noticetracker/status', { name: 'Hearing fixed' })).statusCode).toBe(201)
    expect(byStatus((await org.call('GET', PATH)).json().data)['Hearing fixed']).toEqual({
      status: 'Hearing fixed',
      label: 'Hearing fixed',
      colour: OTHER_NOTICE_STATUS_COLOUR,
      is_default: true,
    })
  })

  it('saves a label and colour per status (ignoring case), apart from the due items’ and from other tenants', async () => {
    const res = await org.call('PUT', PATH, { statuses: [{ status: 'open', label: 'Awaiting reply', colour: '#C2410C' }] })
    expect(res.statusCode, res.body).toBe(200)
    expect(byStatus(res.json().data).Open).toEqual({ status: 'Open', label: 'Awaiting reply', colour: '#c2410c', is_default: false })
    expect(byStatus(res.json().data).Closed.is_default).toBe(true)
    const due = (await org.call('GET', '/settings/status')).json().data as { is_default: boolean }[]
    expect(due.every((s) => s.is_default)).toBe(true)
    expect(byStatus((await other.call('GET', PATH)).json().data).Open).toMatchObject({ label: 'Open', is_default: true })
  })

  it('refuses a status outside the list, a bad colour and a repeated status, changing nothing', async () => {
    const unknown = await org.call('PUT', PATH, {
      statuses: [
        { status: 'Closed', label: 'Done', colour: '#15803d' },
        { status: 'Pending', label: 'P', colour: '#000000' },
      ],
    })
    expect(unknown.statusCode).toBe(400)
    expect(unknown.json().message).toEqual({ 'statuses.1.status': [UNKNOWN_NOTICE_STATUS] })
    const bad = await org.call('PUT', PATH, { statuses: [{ status: 'Closed', label: 'Done', colour: 'green' }] })
    expect(JSON.stringify(bad.json().message)).toContain('Colour must be written #rrggbb')
    const dup = await org.call('PUT', PATH, {
      statuses: [
        { status: 'Closed', label: 'Done', colour: '#15803d' },
        { status: 'CLOSED', label: 'Done', colour: '#15803d' },
      ],
    })
    expect(dup.statusCode).toBe(400)
    expect(byStatus((await org.call('GET', PATH)).json().data).Closed).toMatchObject({ label: 'Closed', is_default: true })
  })

  it('any signed-in user reads them; writing needs the Status Settings menu', async () => {
    const clerk = await t.createUser(org.tenantId, { type: 'user', permissions: [] })
    expect(byStatus((await caller(t, clerk)('GET', PATH)).json().data).Open.label).toBe('Awaiting reply')
    const res = await caller(t, clerk)('PUT', PATH, { statuses: [{ status: 'Closed', label: 'Done', colour: '#15803d' }] })
    expect(res.statusCode).toBe(403)
    expect(byStatus((await org.call('GET', PATH)).json().data).Closed.is_default).toBe(true)
    expect((await caller(t, null)('GET', PATH)).statusCode).toBe(401)
  })

  it('the notice export writes the tenant’s label', async () => {
    const created = await org.call(
      'POST',
      '/noticetracker',
      ...multipartFile(PDF, 'n.pdf', {
        company_id: String(org.companyId),
        notice_type: 'Summons',
        notice_date: '2026-01-05',
        reference_number: 'LBL/1',
      }),
    )
    expect(created.statusCode, created.body).toBe(201)
    const res = await org.call('GET', '/noticetracker/download-notice-data?status=open')
    const lines = (await csvOfWorkbook(res.rawPayload)).trim().split('\n')
    const header = lines[0]!.split(',')
    const row = lines.find((l) => l.includes('LBL/1'))!.split(',')
    expect(row[header.indexOf('Status')]).toBe('Awaiting reply')
  })
})
