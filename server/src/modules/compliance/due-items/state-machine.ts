/**
 * The maker-checker state machine of a due item (DOMAIN.md), pure: who may make which
 * move from which status, and what the move writes. The caller applies it with
 * `UPDATE … WHERE status = <from>` so two people acting at once make one transition.
 *
 *   due ─submit (owner)→ submitted ─approve (approver, admin)→ approved
 *   rejected ─submit→ submitted ─reject + remark→ rejected
 *
 * Whoever submitted an item never decides it, admins included: the checker is always
 * someone other than the maker.
 */
import {
  COMPLIED_ON_IN_FUTURE,
  DUE_ITEM_ALREADY_DECIDED,
  DUE_ITEM_NOT_SUBMITTABLE,
  DUE_ITEM_NOT_SUBMITTED,
  NOT_YOUR_OWN_SUBMISSION,
  ONLY_APPROVER_DECIDES,
  ONLY_OWNER_SUBMITS,
  OUTCOME_REQUIRED,
  PROOF_REQUIRED,
  REJECT_NEEDS_REMARK,
  type DataStatus,
  type DueOutcome,
  type DueStatus,
  type DueTransitionBody,
  type UserType,
} from '@ihrc/contract'
import { badRequest, conflict, forbidden } from '../../../lib/errors'

export interface MachineItem {
  status: DueStatus
  ownerId: number | null
  approverId: number | null
  /** Who submitted it (the maker), while it is submitted. */
  submittedBy: number | null
  proofRequired: boolean
  proofCount: number
  compliedOn: string | null
}

export interface Actor {
  userId: number
  type: UserType
}

/** What a move writes: the status it expects to find, the new one, and the columns set with it. */
export interface Move {
  from: DueStatus
  to: DueStatus
  outcome: DueOutcome | null
  remark: string | null
  values: {
    status: DueStatus
    outcome?: DueOutcome
    compliedOn?: string | null
    submittedBy?: number
    submittedAt?: Date
    approvedBy?: number | null
    approvedAt?: Date | null
  }
}

const OPEN: readonly DueStatus[] = ['due', 'rejected']

/** The status to show on `today`: an open item past its due date is overdue. */
export function dataStatus(status: DueStatus, dueDate: string, today: string): DataStatus {
  return OPEN.includes(status) && dueDate < today ? 'overdue' : status
}

/** Days past the due date: to `complied_on` once complied, to `today` while open; never negative. */
export function delayDays(item: { status: DueStatus; dueDate: string; compliedOn: string | null }, today: string): number {
  const until = item.compliedOn ?? (OPEN.includes(item.status) ? today : null)
  if (!until) return 0
  return Math.max(0, Math.round((Date.parse(`${until}T00:00:00Z`) - Date.parse(`${item.dueDate}T00:00:00Z`)) / 86_400_000))
}

/**
 * The move `body` asks for on `item`, or the error to answer: 403 for the wrong person,
 * 409 when the item is not in the status the move starts from, 400 for a missing
 * outcome, remark or proof.
 */
export function planMove(item: MachineItem, actor: Actor, body: DueTransitionBody, today: string, now: Date): Move {
  const remark = body.remark?.trim() || null
  if (body.status === 'submitted') {
    if (actor.userId !== item.ownerId) throw forbidden(ONLY_OWNER_SUBMITS)
    if (!OPEN.includes(item.status)) throw conflict(DUE_ITEM_NOT_SUBMITTABLE)
    if (!body.outcome) throw badRequest({ outcome: OUTCOME_REQUIRED })
    const compliedOn = body.outcome === 'complied' ? (body.complied_on ?? item.compliedOn ?? today) : null
    if (compliedOn && compliedOn > today) throw badRequest({ complied_on: COMPLIED_ON_IN_FUTURE })
    // Proof backs a claim of compliance; "not applicable" or "not complied" needs none.
    if (item.proofRequired && body.outcome === 'complied' && item.proofCount === 0) throw badRequest({ proof: PROOF_REQUIRED })
    return {
      from: item.status,
      to: 'submitted',
      outcome: body.outcome,
      remark,
      values: {
        status: 'submitted',
        outcome: body.outcome,
        compliedOn,
        submittedBy: actor.userId,
        submittedAt: now,
        approvedBy: null,
        approvedAt: null,
      },
    }
  }
  if (actor.type !== 'admin' && actor.userId !== item.approverId) throw forbidden(ONLY_APPROVER_DECIDES)
  if (item.status === 'approved' || item.status === 'rejected') throw conflict(DUE_ITEM_ALREADY_DECIDED)
  if (item.status !== 'submitted') throw conflict(DUE_ITEM_NOT_SUBMITTED)
  if (item.submittedBy === actor.userId) throw forbidden(NOT_YOUR_OWN_SUBMISSION)
  if (body.status === 'rejected') {
    if (!remark) throw badRequest({ remark: REJECT_NEEDS_REMARK })
    return { from: 'submitted', to: 'rejected', outcome: null, remark, values: { status: 'rejected' } }
  }
  return {
    from: 'submitted',
    to: 'approved',
    outcome: null,
    remark,
    values: { status: 'approved', approvedBy: actor.userId, approvedAt: now },
  }
}
