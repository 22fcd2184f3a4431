/**
 * The read model of due items (the factory's list, get, paging, search, branch scope and
 * export batches): each item with its obligation, branch, owner, approver, proof, trail
 * and the status derived for today. Writes go through the state machine (transitions.ts),
 * never the factory's PUT.
 */
import { and, eq, inArray, lt, gte, sql, type SQL } from 'drizzle-orm'
import {
  dueItem,
  dueItemQuery,
  dueItemUpdateBody,
  type DataStatus,
  type DueItemEvent,
  type NamedRef,
  type RecordDocument,
  type StatutoryScheme,
} from '@ihrc/contract'
import {
  branches,
  companies,
  complianceAssignments,
  complianceItems,
  dueItemEvents,
  dueItemProofs,
  dueItems,
  storedFiles,
  users,
} from '../../../db/schema'
import { defineResource, qualified, through, today, type ListQueryShape } from '../../../lib/crud'
import { dataStatus, delayDays } from './state-machine'

const person = (column: SQL) =>
  sql<NamedRef | null>`(select json_build_object('id', u.id, 'name', u.name) from ${users} u where u.id = ${column})`

const proof = sql<RecordDocument[]>`coalesce((select json_agg(json_build_object('id', f.id, 'name', f.original_name, 'mime', f.mime,
  'size', f.size, 'uploaded_at', p.created_at, 'uploaded_by', (select json_build_object('id', u.id, 'name', u.name) from ${users} u where u.id = p.created_by))
  order by p.id) from ${dueItemProofs} p join ${storedFiles} f on f.id = p.file_id where p.due_item_id = ${qualified(dueItems.id)}), '[]'::json)`

const trail = sql<
  DueItemEvent[]
>`coalesce((select json_agg(json_build_object('id', e.id, 'from_status', e.from_status, 'to_status', e.to_status,
  'outcome', e.outcome, 'remark', e.remark, 'at', e.at,
  'by', (select json_build_object('id', u.id, 'name', u.name) from ${users} u where u.id = e.actor_id)) order by e.id)
  from ${dueItemEvents} e where e.due_item_id = ${qualified(dueItems.id)}), '[]'::json)`

const OPEN = ['due', 'rejected'] as const

/** One `data_status` value as SQL on `day`: the same partition as dataStatus(). */
function statusCondition(status: DataStatus, day: string): SQL {
  switch (status) {
    case 'overdue':
      return and(inArray(dueItems.status, [...OPEN]), lt(dueItems.dueDate, day))!
    case 'due':
    case 'rejected':
      return and(eq(dueItems.status, status), gte(dueItems.dueDate, day))!
    default:
      return eq(dueItems.status, status)
  }
}

/** The list's query beyond the factory's keys: `data_status[]` (or `data_status`) and history's `delayed`. */
interface DueListExtras {
  'data_status[]'?: readonly DataStatus[]
  data_status?: readonly DataStatus[]
  owner?: 'me'
  approver?: 'me'
  /** Only the items complied with delay (true) or on time (false). */
  delayed?: boolean
}

const iso = (d: Date | string | null) => (d === null ? null : new Date(d).toISOString())

export const dueItemResource = defineResource({
  path: 'compliance/data',
  noun: 'Due item',
  table: dueItems,
  body: dueItemUpdateBody,
  item: dueItem,
  query: dueItemQuery,
  fields: {
    row: dueItems,
    complianceId: complianceItems.id,
    code: complianceItems.code,
    header: complianceItems.header,
    act: complianceItems.act,
    category: complianceItems.category,
    criticality: complianceItems.criticality,
    frequency: sql<string>`coalesce(${complianceAssignments.frequencyOverride}, ${complianceItems.frequency})`,
    proofRequired: complianceItems.proofRequired,
    statutoryScheme: sql<StatutoryScheme | null>`${complianceItems.dueRule} ->> 'scheme'`,
    stateId: branches.stateId,
    companyId: companies.id,
    companyName: companies.name,
    branchName: branches.name,
    ownerId: complianceAssignments.ownerId,
    approverId: complianceAssignments.approverId,
    owner: person(qualified(complianceAssignments.ownerId)),
    approver: person(qualified(complianceAssignments.approverId)),
    submittedBy: person(qualified(dueItems.submittedBy)),
    approvedBy: person(qualified(dueItems.approvedBy)),
    proof,
    trail,
  },
  joins: (q) =>
    q
      .innerJoin(complianceAssignments, eq(complianceAssignments.id, dueItems.assignmentId))
      .innerJoin(complianceItems, eq(complianceItems.id, complianceAssignments.complianceId))
      .innerJoin(branches, eq(branches.id, dueItems.branchId))
      .innerJoin(companies, eq(companies.id, branches.companyId)),
  toItem: ({ row: d, ...r }) => {
    const day = today()
    const events = r.trail.map((e) => ({ ...e, at: iso(e.at)! }))
    return {
      id: d.id,
      assignment_id: d.assignmentId,
      compliance_id: r.complianceId,
      code: r.code,
      header: r.header,
      act: r.act,
      category: r.category,
      criticality: r.criticality,
      frequency: r.frequency,
      proof_required: r.proofRequired,
      statutory_scheme: r.statutoryScheme,
      state_id: r.stateId,
      company: { id: r.companyId, name: r.companyName },
      branch: { id: d.branchId, name: r.branchName },
      owner: r.owner,
      approver: r.approver,
      period_start: d.periodStart,
      period_end: d.periodEnd,
      due_date: d.dueDate,
      status: d.status,
      data_status: dataStatus(d.status, d.dueDate, day),
      outcome: d.outcome,
      complied_on: d.compliedOn,
      delay_days: delayDays(d, day),
      complied_with_delay: d.status === 'approved' && d.compliedOn !== null && d.compliedOn > d.dueDate,
      submitted_by: r.submittedBy,
      submitted_at: iso(d.submittedAt),
      approved_by: r.approvedBy,
      approved_at: iso(d.approvedAt),
      proof: r.proof.map((p) => ({ ...p, uploaded_at: iso(p.uploaded_at)! })),
      remarks: events.flatMap((e) => (e.remark ? [{ by: e.by, at: e.at, text: e.remark }] : [])),
      trail: events,
      created_at: d.createdAt.toISOString(),
      updated_at: d.updatedAt.toISOString(),
    }
  },
  search: [
    through(dueItems.assignmentId, through(complianceAssignments.complianceId, complianceItems.header)),
    through(dueItems.assignmentId, through(complianceAssignments.complianceId, complianceItems.code)),
    through(dueItems.assignmentId, through(complianceAssignments.complianceId, complianceItems.act)),
    through(dueItems.branchId, branches.name),
  ],
  sort: {
    due_date: dueItems.dueDate,
    period_start: dueItems.periodStart,
    created_at: dueItems.createdAt,
    header: complianceItems.header,
    branch_name: branches.name,
  },
  defaultSort: { key: 'due_date', order: 'asc' },
  filters: {
    id: dueItems.id,
    status: dueItems.status,
    branch_id: dueItems.branchId,
    company_id: branches.companyId,
    owner_id: complianceAssignments.ownerId,
    approver_id: complianceAssignments.approverId,
    compliance_id: complianceAssignments.complianceId,
  },
  periods: { column: dueItems.dueDate },
  extraFilters(query, ctx) {
    const { delayed, ...q } = query as ListQueryShape & DueListExtras
    const statuses = [...(q['data_status[]'] ?? []), ...(q.data_status ?? [])]
    const day = today()
    const conds: SQL[] = []
    // "Mine" is whoever the token says, never an id from the URL.
    if (q.owner === 'me') conds.push(eq(complianceAssignments.ownerId, ctx.auth.userId))
    if (q.approver === 'me') conds.push(eq(complianceAssignments.approverId, ctx.auth.userId))
    if (statuses.length)
      conds.push(
        sql`(${sql.join(
          [...new Set(statuses)].map((s) => statusCondition(s, day)),
          sql` or `,
        )})`,
      )
    if (delayed !== undefined) {
      const late = sql`${dueItems.compliedOn} > ${dueItems.dueDate}`
      conds.push(delayed ? late : sql`not coalesce(${late}, false)`)
    }
    return conds
  },
  branchColumn: dueItems.branchId,
  writes: [],
  toValues: () => ({}),
})
