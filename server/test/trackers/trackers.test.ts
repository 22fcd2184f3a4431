/**
 * A tracker family's rows through HTTP: due dates from the rule in force for the period,
 * delay, status and exposure; documents of the family's kinds; the list's filters; the
 * uploader's 24 hours, edit requests and the row's timeline; another tenant's ids.
 */
import { readFileSync } from 'node:fs'
import { eq, sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { AuditEntry } from '@ihrc/contract'
import { statutoryFacts, trackerRows } from '../../src/db/schema'
import { NOT_YOURS_TO_EDIT, REGISTRATION_NOT_FOUND } from '../../src/modules/trackers/family-resource'
import type { TestContext } from '../helpers'
import { caller, createBranch, twoTenants, type Call, type Org } from '../organisation/fixtures'
import { multipartFile } from '../organisation/xlsx-helpers'
import { createSetup, trackerBody } from './fixtures'

const PDF = Buffer.from('%PDF-1.7\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n')

let t: TestContext, org: Org, other: Org
let pf: { id: number; code: string }, pf2: { id: number; code: string }, otherPf: { id: number; code: string }
beforeAll(async () => {
  ;({ t, org, other } = await twoTenants())
  pf = await createSetup('pf', org, 1)
  pf2 = await createSetup('pf', org, 2)
  otherPf = await createSetup('pf', other, 3)
})
afterAll(() => t.close())

async function createRow(call: Call, body: Record<string, unknown>): Promise<Record<string, unknown> & { id: number }> {
  const res = await call('POST', '/pf-tracker', body)
  expect(res.statusCode, res.body).toBe(201)
  return res.json().data
}
const countRows = async () => (await t.db.select({ n: sql<number>`count(*)::int` }).from(trackerRows))[0]!.n

describe('PF tracker rows', () => {
  it('date each row by the rule in force for its period; a rule added later re-dates only the periods from its start', async () => {
    const onTime = await createRow(org.call, trackerBody('pf', pf.id, '2025-01', { payment_date: '2025-02-15' }))
    expect(onTime).toMatchObject({
      code: pf.code,
      company_name: 'Acme Industries',
      state_name: 'Maharashtra',
      period: '2025-01',
      period_end: '2025-01-31',
      due_date: '2025-02-15',
      delay_days: 0,
      status: 'on_time',
      exposure: null,
      can_edit: 'direct',
      epf_wages: 1000.5,
      trrn: 'TRRN-1',
      documents: { ecr: null, challan: null, receipt: null },
    })
    const late = await createRow(
      org.call,
      trackerBody('pf', pf.id, '2025-02', { payment_date: '2025-03-20', total_challan_amount: 100000 }),
    )
    expect(late).toMatchObject({ due_date: '2025-03-15', delay_days: 5, status: 'late' })
    // 12 % a year for 5 days on ₹1,00,000 = ₹164.38 → ₹164; damages 1 % for each month or part begun = ₹1,000.
    expect(late.exposure).toEqual({ interest: 164, damages: 1000, total: 1164, as_of: '2025-03-20' })

    await t.db.insert(statutoryFacts).values({
      scheme: 'pf',
      fact: 'schedule',
      text: 'test',
      value: { frequency: 'monthly', year_start_month: 4, due_rule: { kind: 'day_of_next_month', day: 20 }, return_form: null },
      effectiveFrom: '2025-03-01',
      citation: 'test: a notification moving PF to the 20th',
      sources: ['https://example.gov.in/pf'],
      retrievedOn: '2026-11-26',
      confidence: 'primary',
    })
    const march = await createRow(org.call, trackerBody('pf', pf.id, '2025-03', { payment_date: '2025-04-18' }))
    expect(march).toMatchObject({ due_date: '2025-04-20', delay_days: 0, status: 'on_time' })
    const again = (await org.call('GET', `/pf-tracker/${late.id}`)).json().data
    expect(again).toMatchObject({ due_date: '2025-03-15', delay_days: 5, status: 'late' })
  })

  it('filters by month, financial year, company, registration, code and payment status', async () => {
    await createRow(org.call, trackerBody('pf', pf2.id, '2025-05'))
    await createRow(org.call, trackerBody('pf', pf2.id, '2024-12', { payment_date: null }))
    await createRow(org.call, trackerBody('pf', pf2.id, '2099-01', { payment_date: null }))
    const ids = async (query: string) =>
      ((await org.call('GET', `/pf-tracker?${query}`)).json().data as { period: string; code: string }[]).map(
        (r) => `${r.code} ${r.period}`,
      )
    const second = [`${pf2.code} 2099-01`, `${pf2.code} 2025-05`, `${pf2.code} 2024-12`]
    expect(await ids('month=2025-02')).toEqual([`${pf.code} 2025-02`])
    expect(await ids('year=2025-26')).toEqual([`${pf2.code} 2025-05`])
    expect(await ids(`setup_id=${pf2.id}`)).toEqual(second)
    expect(await ids(`search=${pf2.code.slice(-6)}`)).toEqual(second)
    expect(await ids(`company_id=${other.companyId}`)).toEqual([])
    expect((await ids(`company_id=${org.companyId}&sort=period&order=asc`)).slice(0, 2)).toEqual([
      `${pf2.code} 2024-12`,
      `${pf.code} 2025-01`,
    ])
    expect(await ids('status=late')).toEqual([`${pf.code} 2025-02`])
    expect(await ids('status=unpaid')).toEqual([`${pf2.code} 2024-12`])
    expect(await ids('status=not_due')).toEqual([`${pf2.code} 2099-01`])
    expect(await ids('status=on_time&sort=period&order=asc')).toEqual([`${pf.code} 2025-01`, `${pf.code} 2025-03`, `${pf2.code} 2025-05`])
    expect((await org.call('GET', '/pf-tracker?status=late')).json().data[0]).toMatchObject({ status: 'late' })
    expect((await org.call('GET', '/pf-tracker?month=2025-13')).statusCode).toBe(400)
  })

  it("refuses another tenant's registration, a future payment date and a bad period, writing nothing", async () => {
    const before = await countRows()
    const foreign = await org.call('POST', '/pf-tracker', trackerBody('pf', otherPf.id, '2025-06'))
    expect([foreign.statusCode, foreign.json().message]).toEqual([400, { setup_id: [REGISTRATION_NOT_FOUND] }])
    const future = await org.call('POST', '/pf-tracker', trackerBody('pf', pf.id, '2025-06', { payment_date: '2999-01-01' }))
    expect([future.statusCode, future.json().message]).toEqual([400, { payment_date: ['Payment date cannot be in the future'] }])
    const period = await org.call('POST', '/pf-tracker', trackerBody('pf', pf.id, '2025-6', { payment_date: '2025-07-01' }))
    expect([period.statusCode, period.json().message]).toEqual([400, { period: ['Enter the period as YYYY-MM'] }])
    // A PF registration's row is not an ESI row: the ESI tracker does not see it.
    const row = await createRow(org.call, trackerBody('pf', pf.id, '2025-07'))
    expect((await org.call('GET', `/esi-tracker/${row.id}`)).statusCode).toBe(404)
    expect(await countRows()).toBe(before + 1)
  })

  it("takes a half-yearly family's period only as the half-year's first month", async () => {
    const lwf = await createSetup('lwf', org, 5)
    const body = (period: string) => ({ setup_id: lwf.id, period, payment_date: null })
    const mid = await org.call('POST', '/lwf-tracker', body('2025-08'))
    expect(mid.statusCode).toBe(400)
    const [message] = mid.json().message.period as string[]
    const first = /^Enter the first month of the period: (\d{4}-\d{2})$/.exec(message!)![1]!
    expect(first < '2025-08').toBe(true)
    const created = await org.call('POST', '/lwf-tracker', body(first))
    expect(created.statusCode, created.body).toBe(201)
    expect(created.json().data.period_end > '2025-08-01').toBe(true)
  })

  it("stores documents of the family's kinds at upload/:id, each downloadable, and keeps them within the tenant", async () => {
    const row = await createRow(org.call, trackerBody('pf', pf.id, '2025-08'))
    const up = await org.call('POST', `/pf-tracker/upload/${row.id}`, ...multipartFile(PDF, 'ecr.pdf', { kind: 'ecr' }))
    expect(up.statusCode, up.body).toBe(200)
    expect(up.json().data.documents).toMatchObject({ ecr: { name: 'ecr.pdf', mime: 'application/pdf' }, challan: null, receipt: null })
    expect((await org.call('GET', `/pf-tracker/${row.id}/document/ecr`)).rawPayload.equals(PDF)).toBe(true)

    const wrongKind = await org.call('POST', `/pf-tracker/upload/${row.id}`, ...multipartFile(PDF, 'iw.pdf', { kind: 'iw_return' }))
    expect(wrongKind.statusCode).toBe(400)
    expect(Object.keys(wrongKind.json().message)).toEqual(['kind'])
    const foreign = await other.call('POST', `/pf-tracker/upload/${row.id}`, ...multipartFile(PDF, 'x.pdf', { kind: 'challan' }))
    expect(foreign.statusCode).toBe(404)
    expect((await other.call('GET', `/pf-tracker/${row.id}/document/ecr`)).statusCode).toBe(404)
    expect((await other.call('PUT', `/pf-tracker/${row.id}`, trackerBody('pf', otherPf.id, '2025-08'))).statusCode).toBe(404)
    expect((await other.call('DELETE', `/pf-tracker/${row.id}`)).statusCode).toBe(404)
    const after = (await org.call('GET', `/pf-tracker/${row.id}`)).json().data
    expect(after.documents).toMatchObject({ ecr: { name: 'ecr.pdf' }, challan: null })
    expect(after.epf_wages).toBe(1000.5)
  })

  it('lets the uploader edit for 24 hours, then only by an edit request the admin approves, all on the row timeline', async () => {
    // Users see the rows of registrations at their branches' companies and places: both hold a branch where pf is.
    const branchIds = [await createBranch(org, { name: 'Uploaders Branch' })]
    const uploaderUser = await t.createUser(org.tenantId, {
      name: 'Uma Uploader',
      permissions: ['remittance.pf_tracker:create'],
      branchIds,
    })
    const uploader = caller(t, uploaderUser)
    const viewer = caller(t, await t.createUser(org.tenantId, { permissions: ['remittance.pf_tracker:list'], branchIds }))
    const row = await createRow(uploader, trackerBody('pf', pf.id, '2025-09', { payment_date: '2025-10-10' }))
    expect(row).toMatchObject({
      can_edit: 'direct',
      uploaded_by: { id: uploaderUser.id, name: 'Uma Uploader' },
      uploaded_at: row.created_at,
    })

    const edited = await uploader('PUT', `/pf-tracker/${row.id}`, trackerBody('pf', pf.id, '2025-09', { payment_date: '2025-10-12' }))
    expect(edited.statusCode, edited.body).toBe(200)
    // View alone neither edits nor asks (an auditor's designation, say).
    expect((await viewer('GET', `/pf-tracker/${row.id}`)).json().data.can_edit).toBe('none')
    const notMine = await viewer('PUT', `/pf-tracker/${row.id}`, trackerBody('pf', pf.id, '2025-09', { crn: 'X' }))
    expect([notMine.statusCode, notMine.json().message]).toEqual([403, NOT_YOURS_TO_EDIT])

    // A day and a bit later the uploader is refused too, edits and documents alike, and asks instead.
    await t.db
      .update(trackerRows)
      .set({ createdAt: new Date(Date.now() - 25 * 60 * 60 * 1000) })
      .where(eq(trackerRows.id, row.id))
    expect((await uploader('GET', `/pf-tracker/${row.id}`)).json().data.can_edit).toBe('request')
    const late = await uploader('PUT', `/pf-tracker/${row.id}`, trackerBody('pf', pf.id, '2025-09', { payment_date: '2025-10-14' }))
    expect([late.statusCode, late.json().message]).toEqual([403, NOT_YOURS_TO_EDIT])
    const lateDoc = await uploader('POST', `/pf-tracker/upload/${row.id}`, ...multipartFile(PDF, 'c.pdf', { kind: 'challan' }))
    expect(lateDoc.statusCode).toBe(403)
    const asked = await uploader('POST', `/company/edit-request/${row.id}?record_type=pf_tracker`, {
      reason: 'The bank dated the challan a day later',
      proposed_changes: { payment_date: '2025-10-14' },
    })
    expect(asked.statusCode, asked.body).toBe(201)
    // Named by its registration and month, as the console names the row (issue 19 item 13).
    expect(asked.json().data).toMatchObject({ record_type: 'pf_tracker', record_name: `PF code ${pf.code} · Sep 2025`, status: 'pending' })

    const pending = (await org.call('GET', '/company/tracker-edit-permission?record_type=pf_tracker')).json().data
    expect(pending.map((r: { id: number }) => r.id)).toEqual([asked.json().data.id])
    const approved = await org.call('PUT', `/company/approve/${asked.json().data.id}`, { remark: 'Matches the bank statement' })
    expect(approved.statusCode, approved.body).toBe(200)
    expect((await org.call('GET', `/pf-tracker/${row.id}`)).json().data).toMatchObject({ payment_date: '2025-10-14', delay_days: 0 })

    const rejectedAsk = await uploader('POST', `/company/edit-request/${row.id}?record_type=pf_tracker`, {
      reason: 'Typo in the CRN',
      proposed_changes: { crn: 'CRN-2' },
    })
    expect((await org.call('PUT', `/company/reject/${rejectedAsk.json().data.id}`, { remark: 'The CRN is right' })).statusCode).toBe(200)
    const timeline = (await org.call('GET', `/company/trackerTimeline?record_type=pf_tracker&record_id=${row.id}`)).json().data
    expect(timeline.map((r: { status: string }) => r.status)).toEqual(['rejected', 'approved'])

    const trail = (await uploader('GET', `/pf-tracker/${row.id}/history`)).json().data as AuditEntry[]
    expect(trail.map((e) => [e.action, e.actor?.name])).toEqual([
      ['reject', 'Test Admin'],
      ['request', 'Uma Uploader'],
      ['approve', 'Test Admin'],
      ['request', 'Uma Uploader'],
      ['update', 'Uma Uploader'],
      ['create', 'Uma Uploader'],
    ])
    expect(trail[2]!.changes).toEqual([{ field: 'payment_date', before: '2025-10-12', after: '2025-10-14' }])
    expect(trail[4]!.changes).toEqual([{ field: 'payment_date', before: '2025-10-10', after: '2025-10-12' }])
  })
})

describe("a row's company is its registration's", () => {
  it('moving a registration to another company moves its rows (list, filter, view); a row can never be written under another company', async () => {
    const company = await org.call('POST', '/company', { group_id: org.groupId, name: 'Acme Logistics' })
    expect(company.statusCode, company.body).toBe(201)
    const logistics = company.json().data.id as number
    const esi = await createSetup('esi', org, 77)
    const made = await org.call('POST', '/esi-tracker', trackerBody('esi', esi.id, '2025-03', { payment_date: '2025-04-10' }))
    expect(made.statusCode, made.body).toBe(201)
    const row = made.json().data as { id: number; company_id: number }
    expect(row.company_id).toBe(org.companyId)

    const setup = (await org.call('GET', `/esisetup/${esi.id}`)).json().data
    const moved = await org.call('PUT', `/esisetup/${esi.id}`, { ...setup, company_id: logistics })
    expect(moved.statusCode, moved.body).toBe(200)
    expect((await org.call('GET', `/esi-tracker/${row.id}`)).json().data).toMatchObject({
      company_id: logistics,
      company_name: 'Acme Logistics',
    })
    const ids = async (companyId: number) =>
      ((await org.call('GET', `/esi-tracker?company_id=${companyId}`)).json().data as { id: number }[]).map((r) => r.id)
    expect(await ids(logistics)).toEqual([row.id])
    expect(await ids(org.companyId)).not.toContain(row.id)

    // Whatever writes the table: the database refuses a company other than the registration's.
    await expect(t.db.update(trackerRows).set({ companyId: org.companyId }).where(eq(trackerRows.id, row.id))).rejects.toMatchObject({
      cause: { code: '23503' },
    })

    // Rows written before the keys existed (the demo seed's) are mended by the data migration that precedes them.
    const mend = readFileSync(new URL('../../src/db/migrations/0011_tracker_company_from_registration.sql', import.meta.url), 'utf8')
    let mended: number | undefined
    await t.db
      .transaction(async (tx) => {
        await tx.execute(sql`alter table tracker_rows drop constraint tracker_rows_esi_setup_company_fk`)
        await tx.update(trackerRows).set({ companyId: org.companyId }).where(eq(trackerRows.id, row.id))
        for (const statement of mend.split('--> statement-breakpoint')) await tx.execute(sql.raw(statement))
        ;[{ companyId: mended }] = await tx.select({ companyId: trackerRows.companyId }).from(trackerRows).where(eq(trackerRows.id, row.id))
        // Only a look: the constraint and the row go back as they were.
        tx.rollback()
      })
      .catch(() => undefined)
    expect(mended).toBe(logistics)
  })
})
