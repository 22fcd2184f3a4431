/**
 * The demo's maker-checker trail, so that Status and History show what they are for on a
 * first start: the admin's latest past-due items, one per kind of compliance, go through
 * the real moves (`moveItems`), each with a proof PDF stored as an upload is
 * (demo-documents.ts). Three are approved by the checker (two on time, one late), one is
 * rejected with a remark, one awaits the checker.
 * Runs only where the seed is given the file store (a server's start); without it, as in
 * tests that seed the demo alone, the items stay open.
 */
import type { DueItem } from '@ihrc/contract'
import { and, asc, desc, eq, lt } from 'drizzle-orm'
import { complianceAssignments, dueItemProofs, dueItems } from '../../db/schema'
import type { RequestContext } from '../../lib/crud'
import type { FileStore } from '../../lib/file-store'
import { loadCaller } from '../../plugins/access'
import { withDemoDocument, type DemoDocument } from '../demo-documents'
import { dueItemResource } from './due-items/resource'
import { moveItems } from './due-items/transitions'

/** What happens to each of the chosen items, latest due first. */
const TRAIL = [
  { submit: 'on time', decide: 'approved' },
  { submit: 'on time', decide: 'approved' },
  { submit: 'late', decide: 'approved' },
  { submit: 'on time', decide: 'rejected' },
  { submit: 'late', decide: null },
] as const

const REJECTION = 'The challan uploaded is for the previous month; upload the receipt for this period and submit again.'

/** The item's proof as its owner would upload it. */
const proofOf = (item: DueItem): DemoDocument => ({
  filename: `${(item.code ?? 'item').toLowerCase()}-proof.pdf`,
  title: ['Proof of compliance', item.header],
  rows: [
    ['Code', item.code],
    ['Branch', item.branch.name],
    ['Period', `${item.period_start} to ${item.period_end}`],
    ['Due date', item.due_date],
  ],
})

export async function seedWorkflowDemo(asAdmin: RequestContext, checkerId: number, files: FileStore, today: string): Promise<void> {
  const { db, auth } = asAdmin
  // The latest past-due items, one per kind of compliance, so the lists show several kinds.
  const candidates = await db
    .select({ id: dueItems.id, dueDate: dueItems.dueDate, complianceId: complianceAssignments.complianceId })
    .from(dueItems)
    .innerJoin(complianceAssignments, eq(complianceAssignments.id, dueItems.assignmentId))
    .where(
      and(
        eq(dueItems.tenantId, auth.tenantId),
        eq(complianceAssignments.ownerId, auth.userId),
        eq(dueItems.status, 'due'),
        lt(dueItems.dueDate, today),
      ),
    )
    .orderBy(desc(dueItems.dueDate), asc(dueItems.id))
    .limit(100)
  const kinds = new Set<number>()
  const items = candidates.filter((c) => !kinds.has(c.complianceId) && kinds.add(c.complianceId)).slice(0, TRAIL.length)
  // As the server would see her on a request: her own grants and her designation's.
  const asChecker = await loadCaller(db, checkerId, auth.tenantId)
  if (!asChecker) throw new Error(`demo: the checker (user ${checkerId}) is not an active user`)
  const checker: RequestContext = { db, auth: asChecker }
  for (const [i, item] of items.entries()) {
    const step = TRAIL[i]!
    await withDemoDocument(files, asAdmin, proofOf(await dueItemResource.get(asAdmin, item.id)), (tx, fileId) =>
      tx.insert(dueItemProofs).values({ tenantId: auth.tenantId, createdBy: auth.userId, dueItemId: item.id, fileId }),
    )
    const compliedOn = step.submit === 'on time' ? item.dueDate : today
    await moveItems(asAdmin, [item.id], { status: 'submitted', outcome: 'complied', complied_on: compliedOn })
    if (step.decide === 'approved') await moveItems(checker, [item.id], { status: 'approved' })
    if (step.decide === 'rejected') await moveItems(checker, [item.id], { status: 'rejected', remark: REJECTION })
  }
}
