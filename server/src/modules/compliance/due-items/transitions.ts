/**
 * Writes to due items: the maker-checker moves (each one `UPDATE … WHERE status =
 * <from>` in one transaction with its trail entry, so of two people acting at once one
 * moves the item and the other gets 409), remarks and dates, and proof documents.
 */
import { and, eq } from 'drizzle-orm'
import {
  DUE_ITEM_ALREADY_DECIDED,
  DUE_ITEM_NOT_SUBMITTABLE,
  ONLY_ADMIN_REMOVES_EVIDENCE,
  ONLY_OWNER_SUBMITS,
  removeEvidenceBody,
  type DueItem,
  type DueItemUpdateBody,
  type DueTransitionBody,
} from '@ihrc/contract'
import { dueItemEvents, dueItems } from '../../../db/schema'
import { badRequest, conflict, forbidden, zodFieldErrors } from '../../../lib/errors'
import { today, type RequestContext } from '../../../lib/crud'
import { certifyIfClosed } from '../certificates/auto-generate'
import { refreshNextDueDates } from './generate'
import { dueItemResource } from './resource'
import { planMove } from './state-machine'

const isOpen = (item: DueItem) => item.status === 'due' || item.status === 'rejected'
const isAdmin = (ctx: RequestContext) => ctx.auth.type === 'admin'

/** Applies one move to every item of `ids`, all or none; answers the items as they now are. */
export async function moveItems(ctx: RequestContext, ids: readonly number[], body: DueTransitionBody): Promise<DueItem[]> {
  // Locks are taken in id order, so two batches over the same items cannot deadlock.
  const sorted = [...new Set(ids)].sort((a, b) => a - b)
  const day = today()
  const now = new Date()
  await ctx.db.transaction(async (tx) => {
    const inner = { ...ctx, db: tx }
    const assignments = new Set<number>()
    for (const id of sorted) {
      const item = await dueItemResource.get(inner, id)
      const move = planMove(
        {
          status: item.status,
          ownerId: item.owner?.id ?? null,
          approverId: item.approver?.id ?? null,
          submittedBy: item.status === 'submitted' ? (item.submitted_by?.id ?? null) : null,
          proofRequired: item.proof_required,
          proofCount: item.proof.length,
          compliedOn: item.complied_on,
        },
        { userId: ctx.auth.userId, type: ctx.auth.type },
        body,
        day,
        now,
      )
      const [moved] = await tx
        .update(dueItems)
        .set(move.values)
        .where(and(eq(dueItems.id, id), eq(dueItems.tenantId, ctx.auth.tenantId), eq(dueItems.status, move.from)))
        .returning({ id: dueItems.id })
      if (!moved) throw conflict(move.to === 'submitted' ? DUE_ITEM_NOT_SUBMITTABLE : DUE_ITEM_ALREADY_DECIDED)
      await tx.insert(dueItemEvents).values({
        tenantId: ctx.auth.tenantId,
        dueItemId: id,
        fromStatus: move.from,
        toStatus: move.to,
        outcome: move.outcome,
        remark: move.remark,
        actorId: ctx.auth.userId,
        at: now,
      })
      if (move.to === 'approved') await certifyIfClosed(tx, ctx.auth.tenantId, item.company.id, item.due_date, day)
      assignments.add(item.assignment_id)
    }
    await refreshNextDueDates(tx, [...assignments])
  })
  return Promise.all(sorted.map((id) => dueItemResource.get(ctx, id)))
}

/** A change of an item's dates, as sent: its values need not be valid to tell what it changes. */
type DatesChange = { complied_on?: unknown; due_date?: unknown }
const changesCompliedOn = (item: DueItem, change: DatesChange) =>
  change.complied_on !== undefined && change.complied_on !== item.complied_on
const changesDueDate = (item: DueItem, change: DatesChange) => change.due_date !== undefined && change.due_date !== item.due_date

/** Who may change what: complied on, the owner (or an admin) while the item is open; the due date, an admin. */
function assertMayChange(ctx: RequestContext, item: DueItem, change: DatesChange): void {
  if (changesCompliedOn(item, change)) {
    if (ctx.auth.userId !== item.owner?.id && !isAdmin(ctx)) throw forbidden(ONLY_OWNER_SUBMITS)
    if (!isOpen(item)) throw conflict(DUE_ITEM_NOT_SUBMITTABLE)
  }
  if (changesDueDate(item, change) && !isAdmin(ctx)) throw forbidden()
}

/**
 * The refusal an update would meet on the item (not found, not the caller's to change,
 * closed), judged without writing: a sheet row whose values are not valid yet is told
 * this together with its values' faults, not after they are fixed.
 */
export async function assertUpdatable(ctx: RequestContext, id: number, change: DatesChange): Promise<void> {
  assertMayChange(ctx, await dueItemResource.get(ctx, id), change)
}

/** Adds a remark to the trail and sets the dates: complied on by the owner while open, the due date by an admin. */
export async function updateItem(ctx: RequestContext, id: number, body: DueItemUpdateBody): Promise<DueItem> {
  await applyUpdate(ctx, id, body)
  return dueItemResource.get(ctx, id)
}

/** updateItem's write, in a transaction of its own (a savepoint inside the caller's), without reading the item back. */
export async function applyUpdate(ctx: RequestContext, id: number, body: DueItemUpdateBody): Promise<void> {
  await ctx.db.transaction(async (tx) => {
    const inner = { ...ctx, db: tx }
    await dueItemResource.lock(inner, id)
    const item = await dueItemResource.get(inner, id)
    assertMayChange(ctx, item, body)
    const changes: string[] = []
    const values: Partial<typeof dueItems.$inferInsert> = {}
    if (changesCompliedOn(item, body)) {
      values.compliedOn = body.complied_on
      changes.push(`Complied on: ${item.complied_on ?? '—'} → ${body.complied_on ?? '—'}`)
    }
    if (changesDueDate(item, body)) {
      values.dueDate = body.due_date
      changes.push(`Due date: ${item.due_date} → ${body.due_date}`)
    }
    if (Object.keys(values).length) await tx.update(dueItems).set(values).where(eq(dueItems.id, id))
    const remark = [body.remark?.trim(), ...changes].filter(Boolean).join('\n')
    if (remark) await tx.insert(dueItemEvents).values({ tenantId: ctx.auth.tenantId, dueItemId: id, remark, actorId: ctx.auth.userId })
    if (values.dueDate) await refreshNextDueDates(tx, [item.assignment_id])
  })
}

/** Proof is the owner's (or an admin's) to add or remove, and only while the item is open. */
export async function authorizeProof(ctx: RequestContext, id: number): Promise<DueItem> {
  const item = await dueItemResource.get(ctx, id)
  if (ctx.auth.userId !== item.owner?.id && !isAdmin(ctx)) throw forbidden(ONLY_OWNER_SUBMITS)
  if (!isOpen(item)) throw conflict(DUE_ITEM_NOT_SUBMITTABLE)
  return item
}

/**
 * Removing one proof file. While the item is open, as adding it (the owner or an admin).
 * An approved item's proof is evidence (issue 19 item 18): only an admin removes it, and
 * only giving the reason, which the item's trail keeps with the file's name. Returns
 * the remark to record, or null for an open item's draft proof.
 */
export async function authorizeProofRemoval(
  ctx: RequestContext,
  id: number,
  fileName: (item: DueItem) => string,
  body: unknown,
): Promise<string | null> {
  const item = await dueItemResource.get(ctx, id)
  if (item.status !== 'approved') {
    await authorizeProof(ctx, id)
    return null
  }
  if (!isAdmin(ctx)) throw forbidden(ONLY_ADMIN_REMOVES_EVIDENCE)
  const parsed = removeEvidenceBody.safeParse(body ?? {})
  if (!parsed.success) throw badRequest(zodFieldErrors(parsed.error))
  return `Approved proof removed: ${fileName(item)}. Reason: ${parsed.data.reason}`
}
