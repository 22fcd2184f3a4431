/**
 * Notice Tracker over HTTP (issue 22 "Must show"): create with the copy, follow-ups,
 * replies, timeline, suggestions and edit requests, with the unhappy paths (bad input
 * writes nothing, another tenant's ids 404, a missing grant 403, a renamed HTML or SVG
 * copy 415).
 */
import { count, eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { businessToday } from '@ihrc/contract'
import { noticeReplies, notices, noticeSuggestions, storedFiles } from '../../src/db/schema'
import type { TestContext } from '../helpers'
import { branchBody, caller, twoTenants, type Call, type Org } from '../organisation/fixtures'
import { multipartFields, multipartFile, multipartFiles } from '../organisation/xlsx-helpers'

const PDF = Buffer.from('%PDF-1.7\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n')
const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==', 'base64')
const HTML = Buffer.from('<!doctype html><html><body><script>alert(1)</script></body></html>')
const SVG = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>')

function addDays(n: number): string {
  const d = new Date(`${businessToday()}T00:00:00Z`)
  d.setUTCDate(d.getUTCDate() + n)
  return d.toISOString().slice(0, 10)
}

let t: TestContext
let org: Org, other: Org
let admin: Call, clerk: Call, viewer: Call, outsider: Call
let branchIds: number[]

function fields(org: Org, overrides: Record<string, string> = {}): Record<string, string> {
  return {
    company_id: String(org.companyId),
    notice_type: 'Show cause notice',
    act: 'Employees’ State Insurance Act, 1948',
    notice_date: addDays(-10),
    reference_number: `ESIC/PUN/${Math.random().toString(36).slice(2, 8)}`,
    received_on: addDays(-8),
    reply_due_date: addDays(3),
    criticality: 'High',
    issuing_authority: 'ESIC Sub-Regional Office, Pune',
    officer_name: 'R. Kulkarni',
    sections: 'Section 45A',
    amount_at_stake: '125000',
    ...overrides,
  }
}

async function createNotice(call: Call, o: Org, overrides: Record<string, string> = {}) {
  const res = await call('POST', '/noticetracker', ...multipartFile(PDF, 'notice.pdf', fields(o, overrides)))
  expect(res.statusCode, res.body).toBe(201)
  return res.json().data as { id: number; reference_number: string; status: string; document: { id: number } }
}

const countOf = async (table: typeof notices | typeof noticeReplies | typeof storedFiles) =>
  Number((await t.db.select({ n: count() }).from(table))[0]!.n)

beforeAll(async () => {
  ;({ t, org, other } = await twoTenants())
  admin = org.call
  const branch = await admin('POST', '/branch', branchBody(org))
  expect(branch.statusCode, branch.body).toBe(201)
  // Users see the notices of the companies they hold a branch of.
  branchIds = [branch.json().data.id as number]
  clerk = caller(
    t,
    await t.createUser(org.tenantId, {
      name: 'Chitra Clerk',
      permissions: ['remittance.notice_tracker:create', 'remittance.notice_tracker:edit'],
      branchIds,
    }),
  )
  viewer = caller(t, await t.createUser(org.tenantId, { permissions: ['remittance.notice_tracker:list'], branchIds }))
  outsider = caller(t, await t.createUser(org.tenantId, { permissions: ['company.branch:list'] }))
})
afterAll(() => t.close())

describe('notice copy', () => {
  it('creates a notice with its copy and serves the copy back', async () => {
    const created = await createNotice(clerk, org)
    expect(created).toMatchObject({ status: 'Open', document: { id: expect.any(Number) } })
    const copy = await admin('GET', `/noticetracker/${created.id}/document`)
    expect(copy.statusCode).toBe(200)
    expect(copy.rawPayload.equals(PDF)).toBe(true)
  })

  it('refuses a notice without its copy, naming the file, and writes nothing', async () => {
    const before = await countOf(notices)
    const res = await admin('POST', '/noticetracker', ...multipartFields(fields(org)))
    expect(res.statusCode).toBe(400)
    expect(res.json().message).toEqual({ file: ['Attach the notice copy'] })
    expect(await countOf(notices)).toBe(before)
  })

  it.each([
    ['an HTML page', HTML, 'notice.pdf'],
    ['an SVG image', SVG, 'notice.png'],
  ])('answers 415 for %s renamed as the copy, and writes nothing', async (_what, content, name) => {
    const before = [await countOf(notices), await countOf(storedFiles)]
    const res = await admin('POST', '/noticetracker', ...multipartFile(content, name, fields(org)))
    expect(res.statusCode).toBe(415)
    expect([await countOf(notices), await countOf(storedFiles)]).toEqual(before)
  })
})

describe('follow-ups', () => {
  it('inherit company, location, act and criticality from the parent and appear in both timelines', async () => {
    const parent = await createNotice(admin, org, { location: 'Hinjawadi', criticality: 'Medium' })
    const res = await clerk(
      'POST',
      `/noticetracker/followup/${parent.id}`,
      ...multipartFile(PDF, 'hearing.pdf', {
        notice_type: 'Summons',
        notice_date: addDays(-1),
        reference_number: 'ESIC/PUN/HEARING-1',
        hearing_date: addDays(5),
        hearing_place: 'ESIC SRO, Pune',
        // Sent, but the parent's own values win: a follow-up belongs to the parent's matter.
        act: 'Some other act',
      }),
    )
    expect(res.statusCode, res.body).toBe(201)
    const child = res.json().data
    expect(child).toMatchObject({
      company_id: org.companyId,
      location: 'Hinjawadi',
      act: 'Employees’ State Insurance Act, 1948',
      criticality: 'Medium',
      notice_type: 'Summons',
      parent: { id: parent.id, reference_number: parent.reference_number },
    })

    const parentTimeline = (await viewer('GET', `/noticetracker/timeline/${parent.id}`)).json().data
    expect(parentTimeline.entries.map((e: { event: string }) => e.event)).toEqual(['created', 'followed_up'])
    expect(parentTimeline.entries[1].follow_up).toEqual({ id: child.id, reference_number: 'ESIC/PUN/HEARING-1' })
    expect(parentTimeline.thread.map((n: { id: number }) => n.id)).toEqual([parent.id, child.id])

    const childTimeline = (await viewer('GET', `/noticetracker/timeline/${child.id}`)).json().data
    expect(childTimeline.entries.map((e: { event: string }) => e.event)).toEqual(['created'])
    expect(childTimeline.thread.map((n: { id: number }) => n.id)).toEqual([parent.id, child.id])
    expect((await admin('GET', `/noticetracker/${parent.id}`)).json().data.follow_ups).toBe(1)
  })
})

describe('replies', () => {
  it('answers 400 naming sent_on for a reply dated tomorrow, and writes nothing', async () => {
    const n = await createNotice(admin, org)
    const before = [await countOf(noticeReplies), await countOf(storedFiles)]
    const res = await clerk(
      'POST',
      `/noticetracker/reply/${n.id}`,
      ...multipartFiles([{ content: PDF, filename: 'reply.pdf' }], { sent_on: addDays(1), text: 'Our reply' }),
    )
    expect(res.statusCode).toBe(400)
    expect(res.json().message).toEqual({ sent_on: ['Reply date cannot be in the future'] })
    expect([await countOf(noticeReplies), await countOf(storedFiles)]).toEqual(before)
    expect((await admin('GET', `/noticetracker/${n.id}`)).json().data.status).toBe('Open')
  })

  it('closes the notice, with two documents, and the timeline shows the reply and the closing', async () => {
    const n = await createNotice(admin, org)
    const res = await clerk(
      'POST',
      `/noticetracker/reply/${n.id}`,
      ...multipartFiles(
        [
          { content: PDF, filename: 'reply.pdf' },
          { content: PNG, filename: 'challan.png' },
        ],
        { sent_on: businessToday(), text: 'Contributions for March were paid on time; challan attached.' },
      ),
    )
    expect(res.statusCode, res.body).toBe(201)
    const reply = res.json().data
    expect(reply.documents.map((d: { name: string }) => d.name)).toEqual(['reply.pdf', 'challan.png'])
    expect((await admin('GET', `/noticetracker/${n.id}`)).json().data).toMatchObject({ status: 'Closed', replies: 1 })
    const doc = await viewer('GET', `/noticetracker/reply/${reply.id}/document/${reply.documents[1].id}`)
    expect(doc.rawPayload.equals(PNG)).toBe(true)
    const events = (await viewer('GET', `/noticetracker/timeline/${n.id}`)).json().data.entries.map((e: { event: string }) => e.event)
    expect(events).toEqual(['created', 'replied', 'closed'])
  })

  it('leaves the notice open when marked to keep it open', async () => {
    const n = await createNotice(admin, org)
    const res = await clerk(
      'POST',
      `/noticetracker/reply/${n.id}`,
      ...multipartFiles([{ content: PDF, filename: 'interim.pdf' }], {
        sent_on: businessToday(),
        text: 'Interim reply',
        keep_open: 'true',
      }),
    )
    expect(res.statusCode, res.body).toBe(201)
    expect((await admin('GET', `/noticetracker/${n.id}`)).json().data.status).toBe('Open')
  })

  it('refuses a reply without documents', async () => {
    const n = await createNotice(admin, org)
    const res = await clerk('POST', `/noticetracker/reply/${n.id}`, ...multipartFiles([], { sent_on: businessToday(), text: 'No proof' }))
    expect(res.statusCode).toBe(400)
    expect(res.json().message).toHaveProperty('file')
  })
})

describe('edits after creation', () => {
  it('a non-admin may not edit directly; an approved request applies exactly the proposed fields', async () => {
    const n = await createNotice(admin, org)
    const direct = await clerk('PUT', `/noticetracker/${n.id}`, ...multipartFile(PDF, 'x.pdf', fields(org, { officer_name: 'Someone' })))
    expect(direct.statusCode).toBe(403)

    const before = (await admin('GET', `/noticetracker/${n.id}`)).json().data
    const sent = await clerk('POST', '/noticetracker/request-edit-permission', {
      notice_id: n.id,
      reason: 'The hearing was moved',
      proposed_changes: { hearing_date: addDays(9), hearing_place: 'Labour Court, Pune' },
    })
    expect(sent.statusCode, sent.body).toBe(201)
    const requestId = sent.json().data.id
    const pending = (await admin('GET', `/noticetracker/edit-history?notice_id=${n.id}`)).json()
    expect(pending.data.map((r: { id: number }) => r.id)).toEqual([requestId])

    const approved = await admin('PUT', `/noticetracker/approve-edit-request/${requestId}`, { status: 'approved' })
    expect(approved.statusCode, approved.body).toBe(200)
    const after = (await admin('GET', `/noticetracker/${n.id}`)).json().data
    expect(after).toEqual({ ...before, hearing_date: addDays(9), hearing_place: 'Labour Court, Pune', updated_at: after.updated_at })

    const events = (await viewer('GET', `/noticetracker/timeline/${n.id}`)).json().data.entries
    const approval = events.find((e: { event: string }) => e.event === 'approve')
    expect(approval.changes).toEqual(expect.arrayContaining([{ field: 'hearing_place', before: null, after: 'Labour Court, Pune' }]))
  })

  it('a rejected request changes nothing, and rejecting needs a remark', async () => {
    const n = await createNotice(admin, org)
    const before = (await admin('GET', `/noticetracker/${n.id}`)).json().data
    const sent = await clerk('POST', '/noticetracker/request-edit-permission', {
      notice_id: n.id,
      reason: 'Wrong officer',
      proposed_changes: { officer_name: 'A. Deshpande' },
    })
    const id = sent.json().data.id
    const noRemark = await admin('PUT', `/noticetracker/approve-edit-request/${id}`, { status: 'rejected' })
    expect(noRemark.statusCode).toBe(400)
    expect(noRemark.json().message).toHaveProperty('remark')
    const rejected = await admin('PUT', `/noticetracker/approve-edit-request/${id}`, { status: 'rejected', remark: 'Officer is right' })
    expect(rejected.statusCode).toBe(200)
    expect((await admin('GET', `/noticetracker/${n.id}`)).json().data).toEqual(before)
  })

  it('a viewer may not request an edit, and nobody without Notice Edit Permission decides', async () => {
    const n = await createNotice(admin, org)
    const res = await viewer('POST', '/noticetracker/request-edit-permission', {
      notice_id: n.id,
      reason: 'x',
      proposed_changes: { officer_name: 'y' },
    })
    expect(res.statusCode).toBe(403)
    const sent = await clerk('POST', '/noticetracker/request-edit-permission', {
      notice_id: n.id,
      reason: 'x',
      proposed_changes: { officer_name: 'y' },
    })
    expect((await clerk('PUT', `/noticetracker/approve-edit-request/${sent.json().data.id}`, { status: 'approved' })).statusCode).toBe(403)
  })
})

describe('who decides notice requests', () => {
  it('Notice Edit Permission decides them; Edit Permission neither lists nor decides them', async () => {
    const n = await createNotice(admin, org)
    const sent = await clerk('POST', '/noticetracker/request-edit-permission', {
      notice_id: n.id,
      reason: 'Officer misspelt',
      proposed_changes: { officer_name: 'R. Kulkarni' },
    })
    const id = sent.json().data.id as number
    const companyApprover = caller(t, await t.createUser(org.tenantId, { permissions: ['company.edit_permission:edit'], branchIds }))
    const noticeApprover = caller(t, await t.createUser(org.tenantId, { permissions: ['settings.notice_edit_permission:edit'], branchIds }))

    const companyQueue = (await admin('GET', '/company/tracker-edit-permission?page_size=200')).json().data.map((r: { id: number }) => r.id)
    expect(companyQueue).not.toContain(id)
    expect((await companyApprover('PUT', `/company/approve/${id}`, {})).statusCode).toBe(403)
    expect((await noticeApprover('GET', `/company/edit-request-details/${id}`)).statusCode).toBe(200)

    const queue = await noticeApprover('GET', '/noticetracker/edit-history?status=pending&page_size=200')
    expect(queue.json().data.map((r: { id: number }) => r.id)).toContain(id)
    const approved = await noticeApprover('PUT', `/noticetracker/approve-edit-request/${id}`, { status: 'approved' })
    expect(approved.statusCode, approved.body).toBe(200)
    expect((await admin('GET', `/noticetracker/${n.id}`)).json().data.officer_name).toBe('R. Kulkarni')
  })
})

describe('suggestions', () => {
  it('stores a name added twice in different case once, beside the defaults', async () => {
    const first = await clerk('POST', '/noticetracker/notice-type', { name: 'Inspection Report' })
    const second = await clerk('POST', '/noticetracker/notice-type', { name: 'INSPECTION report ' })
    expect([first.statusCode, second.statusCode]).toEqual([201, 200])
    expect(second.json().data.id).toBe(first.json().data.id)
    const stored = await t.db.select().from(noticeSuggestions).where(eq(noticeSuggestions.tenantId, org.tenantId))
    expect(stored.filter((s) => s.name.toLowerCase() === 'inspection report')).toHaveLength(1)
    const list = (await viewer('GET', '/noticetracker/notice-type')).json().data.map((s: { name: string }) => s.name)
    expect(list).toEqual(expect.arrayContaining(['Show cause notice', 'Inspection Report']))
    // A default is already there: adding it again stores nothing.
    expect((await clerk('POST', '/noticetracker/criticality', { name: 'high' })).statusCode).toBe(200)
    // Another tenant does not see this tenant's names.
    const theirs = (await other.call('GET', '/noticetracker/notice-type')).json().data.map((s: { name: string }) => s.name)
    expect(theirs).not.toContain('Inspection Report')
  })
})

describe('tenancy and grants', () => {
  it("answers 404 for another tenant's notice on every route, documents and timeline included", async () => {
    const theirs = await createNotice(other.call, other)
    const reply = await other.call(
      'POST',
      `/noticetracker/reply/${theirs.id}`,
      ...multipartFiles([{ content: PDF, filename: 'r.pdf' }], { sent_on: businessToday(), text: 'Theirs', keep_open: 'true' }),
    )
    const r = reply.json().data
    const attempts: [string, string, ...unknown[]][] = [
      ['GET', `/noticetracker/${theirs.id}`],
      ['GET', `/noticetracker/${theirs.id}/document`],
      ['GET', `/noticetracker/${theirs.id}/history`],
      ['GET', `/noticetracker/timeline/${theirs.id}`],
      ['GET', `/noticetracker/reply/${r.id}/document/${r.documents[0].id}`],
      ['PUT', `/noticetracker/${theirs.id}`, ...multipartFile(PDF, 'x.pdf', fields(org))],
      ['DELETE', `/noticetracker/${theirs.id}`],
      [
        'POST',
        `/noticetracker/followup/${theirs.id}`,
        ...multipartFile(PDF, 'x.pdf', { notice_type: 'Summons', notice_date: addDays(-1), reference_number: 'X' }),
      ],
      [
        'POST',
        `/noticetracker/reply/${theirs.id}`,
        ...multipartFiles([{ content: PDF, filename: 'r.pdf' }], { sent_on: businessToday(), text: 'x' }),
      ],
      ['POST', '/noticetracker/request-edit-permission', { notice_id: theirs.id, reason: 'x', proposed_changes: { officer_name: 'y' } }],
    ]
    for (const [method, url, body, extra] of attempts) {
      const res = await admin(method as 'GET', url, body, extra as never)
      expect([url, res.statusCode]).toEqual([url, 404])
    }
    const theirList = (await admin('GET', '/noticetracker?page_size=200')).json().data.map((n: { id: number }) => n.id)
    expect(theirList).not.toContain(theirs.id)
  })

  it('answers 403 without the Notice Tracker grant, and writes nothing', async () => {
    const before = await countOf(notices)
    expect((await outsider('GET', '/noticetracker')).statusCode).toBe(403)
    expect((await outsider('POST', '/noticetracker', ...multipartFile(PDF, 'n.pdf', fields(org)))).statusCode).toBe(403)
    expect((await viewer('POST', '/noticetracker', ...multipartFile(PDF, 'n.pdf', fields(org)))).statusCode).toBe(403)
    expect((await outsider('GET', '/noticetracker/notice-type')).statusCode).toBe(403)
    expect(await countOf(notices)).toBe(before)
  })
})

describe('the list', () => {
  it('filters by reply-due range and status, and counts the notices needing attention', async () => {
    const o = org
    const soon = await createNotice(admin, o, { reply_due_date: addDays(2), reference_number: 'LIST/SOON' })
    const late = await createNotice(admin, o, {
      reply_due_date: addDays(-5),
      notice_date: addDays(-30),
      received_on: addDays(-29),
      reference_number: 'LIST/LATE',
    })
    const far = await createNotice(admin, o, { reply_due_date: addDays(40), reference_number: 'LIST/FAR' })
    const hearing = await createNotice(admin, o, {
      reply_due_date: addDays(40),
      hearing_date: addDays(6),
      reference_number: 'LIST/HEARING',
    })
    const ids = async (query: string) =>
      (await viewer('GET', `/noticetracker?page_size=200&search=LIST/&${query}`)).json().data.map((n: { id: number }) => n.id)
    expect(await ids(`reply_due_from=${addDays(0)}&reply_due_to=${addDays(10)}&status=open`)).toEqual([soon.id])
    expect((await ids('attention=true')).sort()).toEqual([soon.id, late.id, hearing.id].sort())
    expect(await ids('status=closed')).toEqual([])
    void far
    const bad = await viewer('GET', '/noticetracker?reply_due_from=2025-02-30')
    expect(bad.statusCode).toBe(400)
  })
})

describe('a user limited to some branches and the companies outside them', () => {
  let distant: { companyId: number; branchId: number }
  beforeAll(async () => {
    const company = await admin('POST', '/company', { group_id: org.groupId, name: 'Distant Works' })
    expect(company.statusCode, company.body).toBe(201)
    const companyId = company.json().data.id as number
    distant = {
      companyId,
      branchId: (await admin('POST', '/branch', branchBody(org, { company_id: companyId, name: 'Distant Office' }))).json().data.id,
    }
  })

  it('cannot attach a notice to such a company or its branch: refused as a missing one, nothing written', async () => {
    const before = { notices: await countOf(notices), files: await countOf(storedFiles) }
    const whole = await clerk(
      'POST',
      '/noticetracker',
      ...multipartFile(PDF, 'notice.pdf', fields(org, { company_id: String(distant.companyId) })),
    )
    expect(whole.statusCode, whole.body).toBe(400)
    expect(whole.json().message).toEqual({ company_id: ['Company not found'] })
    const branch = await clerk(
      'POST',
      '/noticetracker',
      ...multipartFile(PDF, 'notice.pdf', fields(org, { company_id: String(distant.companyId), branch_id: String(distant.branchId) })),
    )
    expect(branch.statusCode, branch.body).toBe(400)
    expect(branch.json().message).toEqual({ branch_id: ['Branch not found'] })
    const foreign = await clerk('POST', '/noticetracker', ...multipartFile(PDF, 'notice.pdf', fields(other)))
    expect(foreign.json().message).toEqual({ company_id: ['Company not found'] })
    expect({ notices: await countOf(notices), files: await countOf(storedFiles) }).toEqual(before)
  })

  it('neither lists nor reads its notices (404), nor names them in a thread of theirs; an admin sees them all', async () => {
    const whole = await createNotice(admin, org, { company_id: String(distant.companyId) })
    const atBranch = await createNotice(admin, org, { company_id: String(distant.companyId), branch_id: String(distant.branchId) })
    const ids = async (call: Call, url: string) => {
      const res = await call('GET', url)
      expect(res.statusCode, res.body).toBe(200)
      return res
        .json()
        .data.map((n: { id: number }) => n.id)
        .sort()
    }
    expect(await ids(viewer, `/noticetracker?company_id=${distant.companyId}`)).toEqual([])
    expect(await ids(admin, `/noticetracker?company_id=${distant.companyId}`)).toEqual([whole.id, atBranch.id].sort())
    for (const id of [whole.id, atBranch.id]) {
      for (const url of [`/noticetracker/${id}`, `/noticetracker/timeline/${id}`, `/noticetracker/${id}/document`])
        expect((await viewer('GET', url)).statusCode, url).toBe(404)
    }
    // A follow-up moved to the distant company stays out of the thread its user reads.
    const parent = await createNotice(admin, org, { branch_id: String(branchIds[0]) })
    const moved = await createNotice(admin, org, { branch_id: String(branchIds[0]) })
    await t.db
      .update(notices)
      .set({ parentId: parent.id, companyId: distant.companyId, branchId: distant.branchId })
      .where(eq(notices.id, moved.id))
    expect((await admin('GET', `/noticetracker/timeline/${parent.id}`)).json().data.thread.map((n: { id: number }) => n.id)).toEqual(
      expect.arrayContaining([parent.id, moved.id]),
    )
    expect((await viewer('GET', `/noticetracker/timeline/${parent.id}`)).json().data.thread).toEqual([])
  })

  it('attaches a notice of the whole company to a company they made, and reads it back', async () => {
    const maker = caller(
      t,
      await t.createUser(org.tenantId, {
        permissions: ['company.entity:create', 'company.company:create', 'remittance.notice_tracker:create'],
        branchIds: [],
      }),
    )
    const group = await maker('POST', '/company-group', { name: 'Maker Group' })
    expect(group.statusCode, group.body).toBe(201)
    const made = await maker('POST', '/company', { group_id: group.json().data.id, name: 'Maker Works' })
    expect(made.statusCode, made.body).toBe(201)
    const notice = await createNotice(maker, org, { company_id: String(made.json().data.id) })
    expect((await maker('GET', `/noticetracker/${notice.id}`)).statusCode).toBe(200)
  })
})
