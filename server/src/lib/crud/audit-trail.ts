/**
 * The audit trail of any factory resource (contract/src/audit.ts): who did what to a
 * record, when, with the before and after of each changed field (a create names no
 * fields: its values are the record's, and every later change keeps its before; a
 * delete keeps every value the record had). Entries are written
 * with the handle of the write they describe (inside its transaction), so a write that
 * fails leaves no entry and no write goes unrecorded. `GET {path}/:id/history` reads them.
 */
import { and, desc, eq, sql } from 'drizzle-orm'
import { z } from 'zod'
import { auditEntry, envelope, idParam, type AuditAction, type AuditChange, type AuditEntry, type Endpoint } from '@ihrc/contract'
import type { DbOrTx } from '../../db/client'
import { auditEntries, users } from '../../db/schema'
import type { AuthContext } from '../../plugins/access'
import { notFound } from '../errors'
import { routeOf } from '../route-of'
import { contextOf, type ZodApp } from './context'
import type { RequestContext } from './types'

/** Fields that change on every write or never: not worth an entry. */
const ALWAYS_SKIPPED = new Set(['id', 'created_at', 'updated_at'])

export interface AuditRecord {
  /** The resource's path: the trail's name for the record type. */
  resource: string
  recordId: number
  action: AuditAction
  changes: AuditChange[]
  remark?: string | null
}

const same = (a: unknown, b: unknown) => a === b || JSON.stringify(a) === JSON.stringify(b)

/** The fields whose value differs between two items (null: the record did not exist, or no longer does). */
export function changesBetween(before: object | null, after: object | null, skipped: ReadonlySet<string> = new Set()): AuditChange[] {
  const b = (before ?? {}) as Record<string, unknown>
  const a = (after ?? {}) as Record<string, unknown>
  const changes: AuditChange[] = []
  for (const field of new Set([...Object.keys(b), ...Object.keys(a)])) {
    if (ALWAYS_SKIPPED.has(field) || skipped.has(field)) continue
    const was = b[field] ?? null
    const is = a[field] ?? null
    if (!same(was, is)) changes.push({ field, before: was, after: is })
  }
  return changes
}

/**
 * Writes entries with `db`: pass the transaction of the write they describe. All of
 * them go as one JSON parameter (a bulk upload's thousand entries in one statement;
 * as arrays of jsonb the same took a second to quote and parse).
 */
export async function recordAudit(db: DbOrTx, auth: Pick<AuthContext, 'tenantId' | 'userId'>, entries: readonly AuditRecord[]) {
  if (!entries.length) return
  const rows = entries.map((e) => ({
    resource: e.resource,
    record_id: e.recordId,
    action: e.action,
    changes: e.changes,
    remark: e.remark ?? null,
  }))
  await db.execute(sql`insert into ${auditEntries} (tenant_id, actor_id, resource, record_id, action, changes, remark)
    select ${auth.tenantId}::int, ${auth.userId}::int, e.resource, e.record_id, e.action, e.changes, e.remark
    from jsonb_to_recordset(${JSON.stringify(rows)}::jsonb) as e(resource text, record_id int, action text, changes jsonb, remark text)`)
}

/** A record's entries, newest first. */
export async function readTrail(db: DbOrTx, tenantId: number, resource: string, recordId: number): Promise<AuditEntry[]> {
  const rows = await db
    .select({ entry: auditEntries, actorName: users.name })
    .from(auditEntries)
    .leftJoin(users, and(eq(users.id, auditEntries.actorId), eq(users.tenantId, auditEntries.tenantId)))
    .where(and(eq(auditEntries.tenantId, tenantId), eq(auditEntries.resource, resource), eq(auditEntries.recordId, recordId)))
    .orderBy(desc(auditEntries.id))
  return rows.map(({ entry: e, actorName }) => ({
    id: e.id,
    action: e.action,
    actor: e.actorId !== null && actorName !== null ? { id: e.actorId, name: actorName } : null,
    at: e.at.toISOString(),
    changes: e.changes,
    remark: e.remark,
  }))
}

/**
 * `GET {path}/:id/history` at its row, with the resource's list permission. The record must be
 * visible to the caller; once deleted, its trail is read only by callers who see every
 * branch (a deleted row no longer says which branch it was in).
 */
export function registerHistory(
  app: ZodApp,
  row: Endpoint,
  resource: { path: string; noun: string; visible(ctx: RequestContext, id: number): Promise<boolean>; scoped: boolean },
) {
  routeOf(app, row, {
    schema: { tags: [resource.path], params: idParam, response: { 200: envelope(z.array(auditEntry)) } },
    handler: async (request) => {
      const { id } = request.params
      const { auth } = request
      const visible = await resource.visible(contextOf(request), id)
      const trail = await readTrail(app.db, auth.tenantId, resource.path, id)
      const deleted = trail.some((e) => e.action === 'delete')
      if (!visible && !(deleted && (!resource.scoped || auth.branchIds === null))) throw notFound(resource.noun)
      return { data: trail }
    },
  })
}
