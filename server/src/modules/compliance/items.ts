/**
 * Compliance items: the statutory library (rows with no tenant, read-only) and each
 * tenant's custom items (Custom Checklist, on the factory). One read model serves the
 * custom resource, the library browse, an item's details and the recommended checklist.
 */
import { and, asc, count, desc, eq, ilike, isNull, or, sql, type SQL } from 'drizzle-orm'
import {
  complianceItem,
  complianceItemQuery,
  customItemBody,
  type ComplianceItem,
  type ComplianceItemQuery,
  type PageMeta,
} from '@ihrc/contract'
import { complianceAssignments, complianceItems, states } from '../../db/schema'
import { containsPattern, defineResource, pagedAnswer, type RequestContext } from '../../lib/crud'
import { notFound } from '../../lib/errors'
import { customItemSheet } from './custom-sheet'

const NOUN = 'Compliance item'

export const itemFields = { row: complianceItems, stateName: states.name }
type ItemRow = { row: typeof complianceItems.$inferSelect; stateName: string | null }

export function toItem({ row: i, stateName }: ItemRow): ComplianceItem {
  return {
    id: i.id,
    code: i.code,
    act: i.act,
    rule_or_section: i.ruleOrSection,
    form: i.form,
    header: i.header,
    description: i.description,
    category: i.category,
    applies_to: i.appliesTo,
    state_id: i.stateId,
    state_name: stateName,
    min_head_count: i.minHeadCount,
    branch_types: i.branchTypes,
    frequency: i.frequency,
    year_start_month: i.yearStartMonth,
    due_rule: i.dueRule,
    criticality: i.criticality,
    penalty: i.penalty,
    proof_required: i.proofRequired,
    effective_from: i.effectiveFrom,
    effective_to: i.effectiveTo,
    successor_code: i.successorCode,
    source: i.source,
    is_custom: i.isCustom,
    created_at: i.createdAt.toISOString(),
    updated_at: i.updatedAt.toISOString(),
  }
}

/** The items a tenant reads: the library and its own custom items, never another tenant's. */
export function visibleTo(tenantId: number): SQL {
  return or(isNull(complianceItems.tenantId), eq(complianceItems.tenantId, tenantId))!
}

/** In force on `on`: started, and not yet ended (`effective_to` is the first day it no longer applies). */
export function inForceOn(on: string): SQL {
  return sql`${complianceItems.effectiveFrom} <= ${on} and (${complianceItems.effectiveTo} is null or ${complianceItems.effectiveTo} > ${on})`
}

const SORT = {
  code: complianceItems.code,
  act: complianceItems.act,
  header: complianceItems.header,
  created_at: complianceItems.createdAt,
} as const

/** Equality filters and `on` of the library and custom lists; the custom resource takes the same query. */
function itemFilters(query: ComplianceItemQuery): SQL[] {
  const conds: SQL[] = []
  if (query.act) conds.push(eq(complianceItems.act, query.act))
  if (query.state_id) conds.push(eq(complianceItems.stateId, query.state_id))
  if (query.applies_to) conds.push(eq(complianceItems.appliesTo, query.applies_to))
  if (query.category) conds.push(eq(complianceItems.category, query.category))
  if (query.frequency) conds.push(eq(complianceItems.frequency, query.frequency))
  if (query.criticality) conds.push(eq(complianceItems.criticality, query.criticality))
  if (query.on) conds.push(inForceOn(query.on))
  return conds
}

const selectItems = (ctx: RequestContext) =>
  ctx.db.select(itemFields).from(complianceItems).leftJoin(states, eq(states.id, complianceItems.stateId)).$dynamic()

/**
 * `GET compliance/library`: the library and the tenant's custom items, paged. A few
 * hundred rows at most, so a plain ILIKE search and an exact count.
 */
export async function libraryPage(ctx: RequestContext, query: ComplianceItemQuery): Promise<{ data: ComplianceItem[]; meta: PageMeta }> {
  const conds = [visibleTo(ctx.auth.tenantId), ...itemFilters(query)]
  if (query.search) {
    const pattern = containsPattern(query.search)
    conds.push(or(ilike(complianceItems.code, pattern), ilike(complianceItems.act, pattern), ilike(complianceItems.header, pattern))!)
  }
  const where = and(...conds)
  const key = query.sort && Object.hasOwn(SORT, query.sort) ? SORT[query.sort as keyof typeof SORT] : SORT.code
  const dir = query.order === 'desc' ? desc : asc
  const [rows, [total]] = await Promise.all([
    selectItems(ctx)
      .where(where)
      .orderBy(dir(key), dir(complianceItems.id))
      .limit(query.page_size)
      .offset((query.page - 1) * query.page_size),
    ctx.db.select({ n: count() }).from(complianceItems).where(where),
  ])
  return pagedAnswer(query, rows.map(toItem), total?.n ?? 0)
}

/** One library or custom item the tenant may read; 404 for another tenant's custom item, exactly like a missing one. */
export async function itemOf(ctx: RequestContext, id: number): Promise<ComplianceItem> {
  const [row] = await selectItems(ctx).where(and(eq(complianceItems.id, id), visibleTo(ctx.auth.tenantId)))
  if (!row) throw notFound(NOUN)
  return toItem(row)
}

/** Items in force on `on` that could apply in this state (central ones, and the state's own); applicability.ts decides. */
export async function candidateItems(ctx: RequestContext, stateId: number, on: string): Promise<ComplianceItem[]> {
  const rows = await selectItems(ctx)
    .where(
      and(visibleTo(ctx.auth.tenantId), inForceOn(on), or(eq(complianceItems.appliesTo, 'central'), eq(complianceItems.stateId, stateId))),
    )
    .orderBy(asc(complianceItems.code))
  return rows.map(toItem)
}

/** Custom Checklist: the tenant's own items, with the library's fields. */
export const customItemResource = defineResource({
  path: 'compliance/custom',
  noun: 'Custom item',
  table: complianceItems,
  body: customItemBody,
  item: complianceItem,
  query: complianceItemQuery,
  fields: itemFields,
  joins: (q) => q.leftJoin(states, eq(states.id, complianceItems.stateId)),
  toItem,
  baseFilter: eq(complianceItems.isCustom, true),
  search: [complianceItems.code, complianceItems.act, complianceItems.header],
  sort: SORT,
  defaultSort: { key: 'code', order: 'asc' },
  extraFilters: (query) => itemFilters(query as ComplianceItemQuery),
  toValues: (_ctx, b) => ({
    code: b.code,
    act: b.act,
    ruleOrSection: b.rule_or_section,
    form: b.form,
    header: b.header,
    description: b.description,
    category: b.category,
    appliesTo: b.applies_to,
    stateId: b.applies_to === 'state' ? b.state_id : null,
    minHeadCount: b.min_head_count,
    branchTypes: b.branch_types,
    frequency: b.frequency,
    yearStartMonth: b.year_start_month,
    dueRule: b.due_rule,
    criticality: b.criticality,
    penalty: b.penalty,
    proofRequired: b.proof_required,
    effectiveFrom: b.effective_from,
    effectiveTo: b.effective_to,
    source: b.source,
    isCustom: true,
  }),
  duplicateMessage: 'A custom item with this code already exists',
  customFields: 'compliance_custom',
  sheet: customItemSheet,
  referencedBy: [
    {
      column: complianceAssignments.complianceId,
      message: (n) => `This item is assigned to ${n} branch${n === 1 ? '' : 'es'}; deactivate those assignments instead`,
    },
  ],
  hooks: {
    async validate(ctx, b) {
      if (!b.state_id) return []
      const [state] = await ctx.db.select({ id: states.id }).from(states).where(eq(states.id, b.state_id))
      return state ? [] : [{ field: 'state_id', message: 'State is not valid' }]
    },
  },
})
