import { z } from 'zod'
import { namedRef } from './record-shapes'

/**
 * One entry of a record's audit trail, written by the server's resource factory in the
 * same transaction as the change: `GET {path}/{id}/history` lists them, newest first.
 * Tracker and notice timelines and the edit history are built from these.
 */
export const AUDIT_ACTIONS = ['create', 'update', 'delete', 'document', 'request', 'approve', 'reject'] as const
export type AuditAction = (typeof AUDIT_ACTIONS)[number]

export const auditChange = z.object({
  field: z.string(),
  before: z.unknown(),
  after: z.unknown(),
})
export type AuditChange = z.infer<typeof auditChange>

export const auditEntry = z.object({
  id: z.number().int(),
  action: z.enum(AUDIT_ACTIONS),
  /** Who acted; null when the account has since been removed. */
  actor: namedRef.nullable(),
  at: z.string(),
  /** Per changed field; for `document` the kind and file name, for `request`/`reject` the remark in `remark`. */
  changes: z.array(auditChange),
  remark: z.string().nullable(),
})
export type AuditEntry = z.infer<typeof auditEntry>
