/**
 * The list of assignments (Assigned Checklist) as a factory resource: tenant filter,
 * branch scoping, search, sort and filters; a statutory item's due note from the facts.
 * Its writes are the bulk ones of assignments.ts, which insert through it.
 */
import { eq, sql } from 'drizzle-orm'
import { alias } from 'drizzle-orm/pg-core'
import { z } from 'zod'
import { DUE_DATE_STATUS, businessToday, COMPLIANCE_FREQUENCY, assignment, assignmentQuery, type AssignmentQuery } from '@ihrc/contract'
import { branches, companies, complianceAssignments, complianceItems, states, users } from '../../db/schema'
import { defineResource, through } from '../../lib/crud'
import { dueDate, loadStatutoryFacts } from '../statutory'

const owners = alias(users, 'owner')
const approvers = alias(users, 'approver')

/** One stored assignment as the service writes it; the wire's bodies are the bulk ones of the contract. */
const assignmentRecord = z.object({
  branch_id: z.number().int(),
  compliance_id: z.number().int(),
  owner_id: z.number().int(),
  approver_id: z.number().int(),
  frequency_override: COMPLIANCE_FREQUENCY.schema.nullable(),
  reminder_days_before: z.number().int(),
  active: z.boolean(),
})
export type AssignmentRecord = z.infer<typeof assignmentRecord>

export const assignmentResource = defineResource({
  path: 'compliance',
  noun: 'Assignment',
  table: complianceAssignments,
  body: assignmentRecord,
  item: assignment,
  query: assignmentQuery,
  fields: {
    row: complianceAssignments,
    branchName: branches.name,
    companyId: branches.companyId,
    companyName: companies.name,
    groupId: companies.groupId,
    stateName: states.name,
    stateId: branches.stateId,
    item: {
      dueRule: complianceItems.dueRule,
      code: complianceItems.code,
      header: complianceItems.header,
      act: complianceItems.act,
      form: complianceItems.form,
      category: complianceItems.category,
      criticality: complianceItems.criticality,
      isCustom: complianceItems.isCustom,
      frequency: complianceItems.frequency,
    },
    ownerName: owners.name,
    approverName: approvers.name,
  },
  joins: (q) =>
    q
      .innerJoin(branches, eq(branches.id, complianceAssignments.branchId))
      .innerJoin(companies, eq(companies.id, branches.companyId))
      .innerJoin(states, eq(states.id, branches.stateId))
      .innerJoin(complianceItems, eq(complianceItems.id, complianceAssignments.complianceId))
      .innerJoin(owners, eq(owners.id, complianceAssignments.ownerId))
      .innerJoin(approvers, eq(approvers.id, complianceAssignments.approverId)),
  toItem: ({ row: a, item, ...r }) => ({
    id: a.id,
    branch_id: a.branchId,
    branch_name: r.branchName,
    company_id: r.companyId,
    company_name: r.companyName,
    group_id: r.groupId,
    state_name: r.stateName,
    compliance_id: a.complianceId,
    code: item.code,
    header: item.header,
    act: item.act,
    form: item.form,
    category: item.category,
    criticality: item.criticality,
    is_custom: item.isCustom,
    frequency: a.frequencyOverride ?? item.frequency,
    frequency_override: a.frequencyOverride,
    owner_id: a.ownerId,
    owner_name: r.ownerName,
    approver_id: a.approverId,
    approver_name: r.approverName,
    reminder_days_before: a.reminderDaysBefore,
    active: a.active,
    next_due_date: a.nextDueDate,
    state_id: r.stateId,
    statutory_scheme: item.dueRule.kind === 'statutory' ? item.dueRule.scheme : null,
    due_note: null,
    created_at: a.createdAt.toISOString(),
    updated_at: a.updatedAt.toISOString(),
  }),
  // A statutory item's due dates come from the facts: where they give none this month, the item says why (issue 21).
  enrich: async (ctx, items) => {
    const statutory = items.filter((a) => a.statutory_scheme !== null)
    if (statutory.length === 0) return items
    const schemes = [...new Set(statutory.map((a) => a.statutory_scheme!))]
    const facts = (await Promise.all(schemes.map((scheme) => loadStatutoryFacts(ctx.db, { scheme })))).flat()
    const month = businessToday().slice(0, 7)
    return items.map((a) => {
      if (a.statutory_scheme === null) return a
      const found = dueDate(facts, { scheme: a.statutory_scheme, stateId: a.state_id, period: month })
      return { ...a, due_note: found.status === 'due' ? null : DUE_DATE_STATUS.labels[found.status] }
    })
  },
  search: [
    through(complianceAssignments.complianceId, complianceItems.header),
    through(complianceAssignments.complianceId, complianceItems.code),
    through(complianceAssignments.branchId, branches.name),
  ],
  sort: {
    created_at: complianceAssignments.createdAt,
    next_due_date: complianceAssignments.nextDueDate,
    header: complianceItems.header,
    act: complianceItems.act,
    branch_name: branches.name,
    owner_name: owners.name,
  },
  defaultSort: { key: 'created_at', order: 'desc' },
  filters: {
    group_id: companies.groupId,
    company_id: branches.companyId,
    branch_id: complianceAssignments.branchId,
    owner_id: complianceAssignments.ownerId,
    approver_id: complianceAssignments.approverId,
    compliance_id: complianceAssignments.complianceId,
    act: complianceItems.act,
    criticality: complianceItems.criticality,
    active: complianceAssignments.active,
  },
  extraFilters: (query) => {
    const { frequency } = query as AssignmentQuery
    return frequency ? [sql`coalesce(${complianceAssignments.frequencyOverride}, ${complianceItems.frequency}) = ${frequency}`] : []
  },
  branchColumn: complianceAssignments.branchId,
  toValues: (_ctx, b: AssignmentRecord) => ({
    branchId: b.branch_id,
    complianceId: b.compliance_id,
    ownerId: b.owner_id,
    approverId: b.approver_id,
    frequencyOverride: b.frequency_override,
    reminderDaysBefore: b.reminder_days_before,
    active: b.active,
  }),
  duplicateMessage: 'Some of these items were assigned at the same moment by someone else; reload and try again',
  writes: [],
})
