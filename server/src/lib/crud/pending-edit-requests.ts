import { and, eq, inArray } from 'drizzle-orm'
import type { DbOrTx } from '../../db/reference'
import { editRequests } from '../../db/schema'
import type { RequestContext } from './types'

/** The request waiting for a decision on each of these records (record id → request id), within the tenant. */
export async function pendingEditRequests(db: DbOrTx, tenantId: number, recordType: string, ids: number[]): Promise<Map<number, number>> {
  const waiting = await db
    .select({ recordId: editRequests.recordId, id: editRequests.id })
    .from(editRequests)
    .where(
      and(
        eq(editRequests.tenantId, tenantId),
        eq(editRequests.recordType, recordType),
        inArray(editRequests.recordId, ids),
        eq(editRequests.status, 'pending'),
      ),
    )
  return new Map(waiting.map((r) => [r.recordId, r.id]))
}

/**
 * Marks the items of a record type open to edit requests with `edit_request_pending`:
 * true while a request to change the record waits for a decision, so the console shows
 * "Edit requested" and offers no second request. One indexed query per batch read.
 */
export async function markPendingEditRequests<Item>(ctx: RequestContext, recordType: string, items: Item[]): Promise<Item[]> {
  const idOf = (item: Item) => (item as { id: number }).id
  const pending = await pendingEditRequests(ctx.db, ctx.auth.tenantId, recordType, items.map(idOf))
  return items.map((item) => ({ ...item, edit_request_pending: pending.has(idOf(item)) }))
}
