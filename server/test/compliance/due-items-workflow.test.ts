/**
 * Maker-checker over HTTP: the owner submits with proof, the approver rejects (a remark
 * required) or approves, approved items move to history with their trail; who may do
 * what; 20 approvals at once make one transition; another tenant's ids are 404.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { eq } from 'drizzle-orm'
import {
  DUE_ITEM_ALREADY_DECIDED,
  EVIDENCE_REASON_LABEL,
  NOT_YOUR_OWN_SUBMISSION,
  ONLY_ADMIN_REMOVES_EVIDENCE,
  ONLY_APPROVER_DECIDES,
  ONLY_OWNER_SUBMITS,
  PROOF_REQUIRED,
  REJECT_NEEDS_REMARK,
  type DueItem,
} from '@ihrc/contract'
import { complianceAssignments, dueItemEvents } from '../../src/db/schema'
import { setupTestApp, type TestContext } from '../helpers'
import { caller } from '../organisation/fixtures'
import { multipartFile } from '../organisation/xlsx-helpers'
import { PDF, workplace, type Workplace } from './due-items-fixtures'

let t: TestContext
let w: Workplace
let other: Workplace
beforeAll(async () => {
  t = await setupTestApp()
  w = await workplace(t, 'Acme')
  other = await workplace(t, 'Globex')
})
afterAll(() => t.close())

const item = async (id: number) => (await w.call('GET', `/compliance/data/${id}`)).json().data as DueItem
const move = (call: Workplace['owner']['call'], id: number, body: Record<string, unknown>) => call('PUT', `/compliance/due/${id}`, body)
const uploadProof = (call: Workplace['owner']['call'], id: number) => {
  const [payload, extra] = multipartFile(PDF, 'challan.pdf')
  return call('POST', `/compliance/data/${id}/proof`, payload, extra)
}

describe('the maker-checker loop', () => {
  it('owner submits with proof, approver rejects with a remark, owner resubmits, approver approves, the item is in history with its trail', async () => {
    const { itemIds } = await w.assign()
    const id = itemIds[0]!

    const noProof = await move(w.owner.call, id, { status: 'submitted', outcome: 'complied', complied_on: '2025-11-10' })
    expect(noProof.statusCode).toBe(400)
    expect(noProof.json().message.proof).toEqual([PROOF_REQUIRED])

    expect((await uploadProof(w.owner.call, id)).statusCode).toBe(201)
    const submitted = await move(w.owner.call, id, { status: 'submitted', outcome: 'complied', complied_on: '2025-11-10', remark: 'Paid' })
    expect(submitted.statusCode).toBe(200)
    expect(submitted.json().data).toMatchObject({
      status: 'submitted',
      outcome: 'complied',
      complied_on: '2025-11-10',
      due_date: '2025-11-15',
    })

    const bare = await move(w.approver.call, id, { status: 'rejected' })
    expect(bare.statusCode).toBe(400)
    expect(bare.json().message.remark).toEqual([REJECT_NEEDS_REMARK])
    expect((await w.approver.call('GET', `/compliance/data/${id}`)).json().data.status).toBe('submitted')

    const rejected = await move(w.approver.call, id, { status: 'rejected', remark: 'Challan is unreadable' })
    expect(rejected.statusCode).toBe(200)
    expect(rejected.json().data.status).toBe('rejected')

    const again = await move(w.owner.call, id, { status: 'submitted', outcome: 'complied', complied_on: '2025-11-18' })
    expect(again.statusCode).toBe(200)
    const approved = await move(w.approver.call, id, { status: 'approved' })
    expect(approved.statusCode).toBe(200)
    expect(approved.json().data).toMatchObject({
      status: 'approved',
      approved_by: { id: w.approver.id },
      complied_with_delay: true,
      delay_days: 3,
    })

    const history = await w.approver.call('GET', '/compliance/history')
    expect(history.statusCode).toBe(200)
    const [row] = history.json().data as DueItem[]
    expect(row!.id).toBe(id)
    expect(row!.trail.map((e) => [e.from_status, e.to_status, e.by?.id])).toEqual([
      ['due', 'submitted', w.owner.id],
      ['submitted', 'rejected', w.approver.id],
      ['rejected', 'submitted', w.owner.id],
      ['submitted', 'approved', w.approver.id],
    ])
    expect(row!.remarks.map((r) => r.text)).toEqual(['Paid', 'Challan is unreadable'])
    expect(row!.proof.map((p) => p.name)).toEqual(['challan.pdf'])
    const delayed = (await w.approver.call('GET', '/compliance/history?delayed=true')).json().data as DueItem[]
    expect(delayed.map((i) => i.id)).toContain(id)
    const onTime = (await w.approver.call('GET', '/compliance/history?delayed=false')).json().data as DueItem[]
    expect(onTime.map((i) => i.id)).not.toContain(id)
    // Open items stay out of history; the list filters by status.
    const open = (await w.owner.call('GET', '/compliance/history')).json().data as DueItem[]
    expect(open.every((i) => i.status === 'approved')).toBe(true)
    const submittedList = await w.owner.call('GET', '/compliance/data?data_status[]=approved&data_status[]=submitted')
    expect((submittedList.json().data as DueItem[]).map((i) => i.id)).toEqual([id])
  })

  it('only the assigned owner submits: the approver and a bystander get 403 and nothing moves', async () => {
    const { itemIds } = await w.assign({ proofRequired: false })
    const id = itemIds[0]!
    for (const who of [w.approver, w.bystander]) {
      const res = await move(who.call, id, { status: 'submitted', outcome: 'not_applicable' })
      expect(res.statusCode).toBe(403)
      expect(res.json().message).toBe(ONLY_OWNER_SUBMITS)
    }
    expect((await w.owner.call('GET', `/compliance/data/${id}`)).json().data.status).toBe('due')
    const proof = await uploadProof(w.bystander.call, id)
    expect(proof.statusCode).toBe(403)
  })

  it('only the assigned approver or an admin decides; the owner cannot approve their own submission', async () => {
    const { itemIds } = await w.assign({ proofRequired: false })
    const [first, second] = itemIds
    for (const id of [first!, second!])
      expect((await move(w.owner.call, id, { status: 'submitted', outcome: 'not_applicable' })).statusCode).toBe(200)
    for (const who of [w.owner, w.bystander]) {
      const res = await move(who.call, first!, { status: 'approved' })
      expect(res.statusCode).toBe(403)
      expect(res.json().message).toBe(ONLY_APPROVER_DECIDES)
    }
    const byAdmin = await w.call('PUT', '/compliance/data/record-status', { ids: [first, second], status: 'approved' })
    expect(byAdmin.statusCode).toBe(200)
    expect((byAdmin.json().data as DueItem[]).map((i) => i.status)).toEqual(['approved', 'approved'])
  })

  it('whoever submitted never decides, admins included: an admin owner submits, cannot approve or reject it, the approver can', async () => {
    const { itemIds } = await w.assign({ proofRequired: false })
    const id = itemIds[0]!
    // An assignment made before owner ≠ approver was enforced, or an admin who owns the item.
    await t.db
      .update(complianceAssignments)
      .set({ ownerId: w.admin.id })
      .where(eq(complianceAssignments.id, (await item(id)).assignment_id))
    expect((await move(w.call, id, { status: 'submitted', outcome: 'not_applicable' })).statusCode).toBe(200)
    for (const body of [{ status: 'approved' }, { status: 'rejected', remark: 'Looks wrong' }]) {
      const res = await move(w.call, id, body)
      expect(res.statusCode).toBe(403)
      expect(res.json().message).toBe(NOT_YOUR_OWN_SUBMISSION)
    }
    const batch = await w.call('PUT', '/compliance/data/record-status', { ids: [id], status: 'approved' })
    expect(batch.statusCode).toBe(403)
    expect((await item(id)).status).toBe('submitted')
    expect((await move(w.approver.call, id, { status: 'approved' })).statusCode).toBe(200)
  })

  it('a batch is all or nothing: one item not submitted and no item moves', async () => {
    const { itemIds } = await w.assign({ proofRequired: false })
    const [first, second] = itemIds
    expect((await move(w.owner.call, first!, { status: 'submitted', outcome: 'not_complied' })).statusCode).toBe(200)
    const res = await w.approver.call('PUT', '/compliance/data/record-status', { ids: [first, second], status: 'approved' })
    expect(res.statusCode).toBe(409)
    expect((await w.approver.call('GET', `/compliance/data/${first}`)).json().data.status).toBe('submitted')
  })
})

describe('the Status tabs list by stored status', () => {
  it('a rejected item past its due date is shown Overdue and listed under status=rejected; data_status=rejected keeps to the not yet due; another tenant lists nothing', async () => {
    const { itemIds } = await w.assign()
    const id = itemIds[0]!
    expect((await uploadProof(w.owner.call, id)).statusCode).toBe(201)
    expect((await move(w.owner.call, id, { status: 'submitted', outcome: 'complied', complied_on: '2025-11-10' })).statusCode).toBe(200)
    expect((await move(w.approver.call, id, { status: 'rejected', remark: 'Wrong month' })).statusCode).toBe(200)
    const shown = await item(id)
    expect([shown.status, shown.data_status]).toEqual(['rejected', 'overdue'])
    const ids = async (call: Workplace['owner']['call'], query: string) =>
      ((await call('GET', `/compliance/data?page_size=100&${query}`)).json().data as DueItem[]).map((d) => d.id)
    expect(await ids(w.approver.call, 'status=rejected')).toContain(id)
    expect(await ids(w.approver.call, 'status=submitted')).not.toContain(id)
    expect(await ids(w.approver.call, 'data_status=rejected')).not.toContain(id)
    expect(await ids(other.owner.call, 'status=rejected')).toEqual([])
    const bad = await w.approver.call('GET', '/compliance/data?status=overdue')
    expect(bad.statusCode).toBe(400)
  })
})

describe('two approvers at once', () => {
  it('20 parallel approvals of one submitted item: exactly one transition, 19 × 409 "already decided", one trail entry', async () => {
    const { itemIds } = await w.assign({ proofRequired: false })
    const id = itemIds[0]!
    expect((await move(w.owner.call, id, { status: 'submitted', outcome: 'complied' })).statusCode).toBe(200)
    const answers = await Promise.all(
      Array.from({ length: 20 }, (_, i) =>
        (i % 2 ? w.call : w.approver.call)('PUT', '/compliance/data/record-status', { ids: [id], status: 'approved' }),
      ),
    )
    const codes = answers.map((a) => a.statusCode).sort()
    expect(codes).toEqual([200, ...Array(19).fill(409)])
    for (const a of answers.filter((a) => a.statusCode === 409)) expect(a.json().message).toBe(DUE_ITEM_ALREADY_DECIDED)
    const approvals = await t.db.select().from(dueItemEvents).where(eq(dueItemEvents.dueItemId, id))
    expect(approvals.filter((e) => e.toStatus === 'approved')).toHaveLength(1)
  })
})

describe('boundaries', () => {
  it("another tenant's due item is 404 on every route, and nothing changes", async () => {
    const { itemIds } = await other.assign({ proofRequired: false })
    const id = itemIds[0]!
    expect((await w.call('GET', `/compliance/data/${id}`)).statusCode).toBe(404)
    expect((await w.call('PUT', `/compliance/due/${id}`, { status: 'approved' })).statusCode).toBe(404)
    expect((await w.call('PUT', '/compliance/data/record-status', { ids: [id], status: 'approved' })).statusCode).toBe(404)
    expect((await w.call('PUT', `/compliance/data/update/${id}`, { remark: 'mine now' })).statusCode).toBe(404)
    expect((await uploadProof(w.call, id)).statusCode).toBe(404)
    const list = (await w.call('GET', '/compliance/data?page_size=200')).json().data as DueItem[]
    expect(list.some((i) => i.id === id)).toBe(false)
    const theirs = (await other.call('GET', `/compliance/data/${id}`)).json().data
    expect(theirs).toMatchObject({ status: 'due', trail: [] })
  })

  it('403 without the menus, and a user limited to other branches does not see the items', async () => {
    const { itemIds } = await w.assign({ proofRequired: false })
    const none = await t.createUser(w.tenantId, { permissions: ['company.branch:list'] })
    const call = caller(t, none)
    for (const [method, url] of [
      ['GET', '/compliance/data'],
      ['GET', '/compliance/due'],
      ['GET', '/compliance/history'],
      ['GET', `/compliance/data/${itemIds[0]}`],
    ] as const)
      expect((await call(method, url)).statusCode).toBe(403)
    expect((await call('PUT', `/compliance/due/${itemIds[0]}`, { status: 'approved' })).statusCode).toBe(403)
    const elsewhere = await t.createUser(w.tenantId, { permissions: ['audit.status:list'], branchIds: [] })
    expect((await caller(t, elsewhere)('GET', `/compliance/data/${itemIds[0]}`)).statusCode).toBe(404)
  })

  it("`id` narrows each list to that one item in the caller's scope: another tenant's id or one outside the caller's branches lists nothing, never an error", async () => {
    const { itemIds } = await w.assign({ proofRequired: false })
    const id = itemIds[0]!
    // More than one item, so one row is the filter's doing.
    expect(itemIds.length).toBeGreaterThan(1)
    const ids = async (call: Workplace['call'], url: string) => {
      const res = await call('GET', url)
      expect(res.statusCode).toBe(200)
      return (res.json().data as DueItem[]).map((i) => i.id)
    }
    for (const list of ['/compliance/data', '/compliance/due'])
      for (const call of [w.call, w.owner.call]) expect(await ids(call, `${list}?id=${id}`)).toEqual([id])
    const theirs = (await other.assign({ proofRequired: false })).itemIds[0]!
    expect(await ids(w.call, `/compliance/data?id=${theirs}`)).toEqual([])
    expect(await ids(w.call, `/compliance/due?id=${theirs}`)).toEqual([])
    const elsewhere = await t.createUser(w.tenantId, { permissions: ['audit.status:list'], branchIds: [] })
    expect(await ids(caller(t, elsewhere), `/compliance/data?id=${id}`)).toEqual([])
    expect((await w.call('GET', '/compliance/data?id=abc')).statusCode).toBe(400)
  })

  it('proof is checked by content: a text file named .pdf is refused (415) and nothing is attached', async () => {
    const { itemIds } = await w.assign()
    const [payload, extra] = multipartFile(Buffer.from('just text, not a PDF'), 'challan.pdf', {}, 'application/pdf')
    const res = await w.owner.call('POST', `/compliance/data/${itemIds[0]}/proof`, payload, extra)
    expect(res.statusCode).toBe(415)
    expect((await w.owner.call('GET', `/compliance/data/${itemIds[0]}`)).json().data.proof).toEqual([])
  })

  it('the owner removes a proof while the item is open; its download is 404 afterwards and for another tenant', async () => {
    const { itemIds } = await w.assign()
    const id = itemIds[0]!
    const uploaded = await uploadProof(w.owner.call, id)
    const fileId = (uploaded.json().data as DueItem).proof[0]!.id
    expect((await other.call('GET', `/compliance/data/${id}/proof/${fileId}`)).statusCode).toBe(404)
    const download = await w.approver.call('GET', `/compliance/data/${id}/proof/${fileId}`)
    expect(download.statusCode).toBe(200)
    expect(download.rawPayload.subarray(0, 4).toString()).toBe('%PDF')
    expect((await w.bystander.call('DELETE', `/compliance/data/${id}/proof/${fileId}`)).statusCode).toBe(403)
    const removed = await w.owner.call('DELETE', `/compliance/data/${id}/proof/${fileId}`)
    expect(removed.statusCode).toBe(200)
    expect(removed.json().data.proof).toEqual([])
    expect((await w.owner.call('GET', `/compliance/data/${id}/proof/${fileId}`)).statusCode).toBe(404)
  })

  it('approved proof is evidence: only an admin removes it, giving the reason, which the trail keeps (issue 19 item 18)', async () => {
    const { itemIds } = await w.assign()
    const id = itemIds[0]!
    const fileId = ((await uploadProof(w.owner.call, id)).json().data as DueItem).proof[0]!.id
    expect((await move(w.owner.call, id, { status: 'submitted', outcome: 'complied', complied_on: '2025-11-10' })).statusCode).toBe(200)
    expect((await move(w.approver.call, id, { status: 'approved' })).statusCode).toBe(200)
    const url = `/compliance/data/${id}/proof/${fileId}`

    for (const who of [w.owner, w.approver, w.bystander]) {
      const refused = await who.call('DELETE', url, { reason: 'Wrong file' })
      expect(refused.statusCode).toBe(403)
      expect(refused.json().message).toBe(ONLY_ADMIN_REMOVES_EVIDENCE)
    }
    expect((await other.call('DELETE', url, { reason: 'Not theirs' })).statusCode).toBe(404)
    const bare = await w.call('DELETE', url)
    expect(bare.statusCode).toBe(400)
    expect(bare.json().message.reason).toEqual([`${EVIDENCE_REASON_LABEL} is required`])
    expect((await w.call('DELETE', url, { reason: '   ' })).statusCode).toBe(400)
    // Nothing was removed by the refusals.
    expect((await w.call('GET', `/compliance/data/${id}`)).json().data.proof).toHaveLength(1)

    const removed = await w.call('DELETE', url, { reason: 'Uploaded the wrong branch’s challan; the right one is on file' })
    expect(removed.statusCode, removed.body).toBe(200)
    const after = removed.json().data as DueItem
    expect(after.proof).toEqual([])
    expect(after.status).toBe('approved')
    expect(after.trail.at(-1)).toMatchObject({
      to_status: null,
      remark: 'Approved proof removed: challan.pdf. Reason: Uploaded the wrong branch’s challan; the right one is on file',
      by: { id: w.admin.id },
    })
    expect((await w.call('GET', url)).statusCode).toBe(404)
  })

  it('bad input writes nothing: an unknown status, no ids, a future complied-on date', async () => {
    const { itemIds } = await w.assign({ proofRequired: false })
    const id = itemIds[0]!
    expect((await w.owner.call('PUT', `/compliance/due/${id}`, { status: 'closed' })).statusCode).toBe(400)
    expect((await w.owner.call('PUT', '/compliance/data/record-status', { ids: [], status: 'submitted' })).statusCode).toBe(400)
    const future = await move(w.owner.call, id, { status: 'submitted', outcome: 'complied', complied_on: '2999-01-01' })
    expect(future.statusCode).toBe(400)
    expect((await w.owner.call('GET', `/compliance/data/${id}`)).json().data).toMatchObject({ status: 'due', trail: [] })
  })
})
