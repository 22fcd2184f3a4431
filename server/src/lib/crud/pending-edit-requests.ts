import { and, eq, inArray } from 'drizzle-orm'
import { editRequests } from '../../db/schema'
import type { RequestContext } from './types'

/**
 * Marks the items of a record type open to edit requests with `edit_request_pending`:
 * true while a request to change the record waits for a decision, so the console shows
 * "Edit requested" and offers no second request. One indexed query per batch read.
 */
export async function markPendingEditRequests<Item>(ctx: RequestContext, recordType: string, items: Item[]): Promise<Item[]> {
  const ids = items.map((item) => (item as { id: number }).id)
  const waiting = await ctx.db
    .selectDistinct({ id: editRequests.recordId })
    .from(editRequests)
    .where(
      and(
        eq(editRequests.tenantId, ctx.auth.tenantId),
        eq(editRequests.recordType, recordType),
        inArray(editRequests.recordId, ids),
        eq(editRequests.status, 'pending'),
      ),
    )
  const pending = new Set(waiting.map((r) => r.id))
  return items.map((item) => ({ ...item, edit_request_pending: pending.has((item as { id: number }).id) }))
}
