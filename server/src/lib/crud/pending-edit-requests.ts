import { and, eq, inArray, sql, type SQL } from 'drizzle-orm'
import type { DbOrTx } from '../../db/client'
import { editRequests } from '../../db/schema'

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
 * Whether a request to change the row's record waits for a decision, as a column of the
 * list's own statement (no second query): the item's `edit_request_pending`, so the
 * console shows "Edit requested" and offers no second request.
 */
export function pendingEditRequestColumn(recordType: string, tenantId: SQL, id: SQL): SQL<boolean> {
  return sql<boolean>`exists (select 1 from ${editRequests} r where r.tenant_id = ${tenantId} and r.record_type = ${recordType} and r.record_id = ${id} and r.status = 'pending')`
}
