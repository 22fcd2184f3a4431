/**
 * One tracker family as a factory resource, made from its TRACKER_FAMILIES entry: the
 * rows of tracker_rows of that family, joined to the family's registrations for the
 * code, company and state; documents of the family's kinds; the uploader's 24 hours;
 * edit requests under the family's record type; its spreadsheets (sheet.ts).
 */
import { and, eq, sql } from 'drizzle-orm'
import type { z } from 'zod'
import {
  trackerBody,
  trackerCustomModule,
  trackerItem,
  trackerQuery,
  type TrackerBodyBase,
  type TrackerFamilyDef,
  type TrackerFamilyKey,
  type TrackerItem,
} from '@ihrc/contract'
import { companies, states, trackerRows, users } from '../../db/schema'
import { defineResource, qualified, through, type FieldIssue, type RequestContext } from '../../lib/crud'
import { setupScope } from '../setups/scope'
import { forbidden } from '../../lib/errors'
import { enrichRows, type RawTrackerItem } from './derived'
import { CODE_COLUMNS, SETUP_KINDS, periodStartIssue, registrationsOf } from './registrations'
import { loadStatutoryFacts } from '../statutory'
import type { Db } from '../../db/client'
import { trackerSheet } from './sheet'
import { statusFilter } from './status-filter'

export const NOT_YOURS_TO_EDIT =
  'Only admins, holders of Edit and the uploader within 24 hours of uploading may change this row; send an edit request instead'
export const REGISTRATION_NOT_FOUND = 'Registration not found'

type Body = TrackerBodyBase & Record<string, unknown>

/**
 * The registration's company, the row's only source of it (the database holds every row
 * to it: tracker_rows' (setup, company) foreign keys, ON UPDATE CASCADE). Remembered per
 * request context and setup kind: a bulk upload asks once per registration, and a PF
 * setup and an ESI setup of the same id are different registrations.
 */
const companyCache = new WeakMap<RequestContext, Map<string, number>>()
async function companyOf(ctx: RequestContext, family: TrackerFamilyDef, setupId: number): Promise<number | undefined> {
  let known = companyCache.get(ctx)
  if (!known) companyCache.set(ctx, (known = new Map()))
  const key = `${family.setup}:${setupId}`
  if (!known.has(key)) {
    const [found] = await registrationsOf(ctx, family, { ids: [setupId] })
    if (found) known.set(key, found.companyId)
  }
  return known.get(key)
}

export function trackerResource(key: TrackerFamilyKey, family: TrackerFamilyDef) {
  const { table: setup, rowColumn, rowKey } = SETUP_KINDS[family.setup]
  const { code, frequency } = CODE_COLUMNS[family.codeField]
  const fieldKeys = Object.keys(family.fields)
  return defineResource({
    path: family.stem,
    noun: `${family.label} tracker`,
    table: trackerRows,
    // The family's shapes are built from its map entry: typed here as the shared base plus its fields by key.
    body: trackerBody(family) as unknown as z.ZodType<Body> & { shape: z.ZodRawShape },
    item: trackerItem(family) as unknown as z.ZodType<TrackerItem>,
    query: trackerQuery,
    baseFilter: and(eq(trackerRows.family, key), sql`${rowColumn} is not null`),
    fields: {
      row: trackerRows,
      code,
      companyName: companies.name,
      stateId: setup.stateId,
      stateName: states.name,
      frequency: frequency ?? sql<null>`null`,
      uploaderName: users.name,
    },
    joins: (q) =>
      q
        .innerJoin(setup, eq(setup.id, rowColumn))
        .innerJoin(companies, eq(companies.id, trackerRows.companyId))
        .leftJoin(states, eq(states.id, setup.stateId))
        .leftJoin(users, eq(users.id, trackerRows.createdBy)),
    toItem: ({ row: r, ...x }): Omit<RawTrackerItem, (typeof family.documents)[number]> =>
      ({
        id: r.id,
        setup_id: (r.pfSetupId ?? r.esiSetupId ?? r.ptSetupId ?? r.lwfSetupId)!,
        code: (x.code as string | null) ?? '',
        company_id: r.companyId,
        company_name: x.companyName,
        state_id: x.stateId as number | null,
        state_name: x.stateName,
        period: r.period.slice(0, 7),
        challan_type: r.challanType,
        payment_date: r.paymentDate,
        delay_reason: r.delayReason,
        total_paid_amount: r.totalPaidAmount,
        difference_amount: r.differenceAmount,
        difference_reason: r.differenceReason,
        ...Object.fromEntries(fieldKeys.map((k) => [k, r.fields[k] ?? null])),
        uploaded_by: r.createdBy !== null && x.uploaderName !== null ? { id: r.createdBy, name: x.uploaderName } : null,
        uploaded_at: r.createdAt.toISOString(),
        created_by: r.createdBy,
        frequency: x.frequency as RawTrackerItem['frequency'],
        created_at: r.createdAt.toISOString(),
        updated_at: r.updatedAt.toISOString(),
        // Filled by enrich (derived.ts).
        period_end: '',
        due_date: null,
        delay_days: null,
        status: 'not_due',
        documents: {},
        exposure: null,
        can_edit: 'request',
      }) as RawTrackerItem,
    enrich: enrichRows(family),
    search: [through(rowColumn, code)],
    sort: {
      period: trackerRows.period,
      payment_date: trackerRows.paymentDate,
      created_at: trackerRows.createdAt,
      code,
      company_name: companies.name,
    },
    defaultSort: { key: 'period', order: 'desc' },
    filters: { id: trackerRows.id, company_id: trackerRows.companyId, state_id: setup.stateId, setup_id: rowColumn },
    // A row is seen by whoever sees its registration (setups/scope.ts).
    scope: (branchIds) =>
      sql`exists (select 1 from ${setup} where ${qualified(setup.id)} = ${qualified(rowColumn)} and ${setupScope(setup)(branchIds)})`,
    periods: { column: trackerRows.period },
    extraFilters: statusFilter(key, family),
    toValues: async (ctx, b: Body) => ({
      family: key,
      [rowKey]: b.setup_id,
      companyId: await companyOf(ctx, family, b.setup_id),
      period: `${b.period}-01`,
      challanType: b.challan_type,
      paymentDate: b.payment_date,
      delayReason: b.delay_reason,
      totalPaidAmount: b.total_paid_amount,
      differenceAmount: b.difference_amount,
      differenceReason: b.difference_reason,
      fields: Object.fromEntries(fieldKeys.map((k) => [k, (b[k] as string | number | null | undefined) ?? null])),
    }),
    duplicateMessage: `A ${family.label} row for this code, period and challan type already exists`,
    // Derived and joined fields are not the row's changes; documents have entries of their own.
    auditSkip: [
      'documents',
      'due_date',
      'delay_days',
      'status',
      'exposure',
      'can_edit',
      'period_end',
      'code',
      'company_name',
      'state_name',
    ],
    // The delete's door asks the Delete grant; other writes follow the row's edit mode, worked out for this caller.
    authorize(_ctx, action, row) {
      if (action !== 'delete' && row.can_edit !== 'direct') throw forbidden(NOT_YOURS_TO_EDIT)
    },
    documents: { kinds: family.documents },
    // A request names its row as the console does: the registration and the month ("PF code KA/BNG/1234567 · Oct 2026", issue 19 item 13).
    editRequests: {
      recordType: family.recordType,
      name: sql`concat(${family.codeLabel}::text, ' ', (select ${code} from ${setup} where ${setup.id} = ${rowColumn}), ' · ', to_char(${trackerRows.period}, 'Mon YYYY'))`,
    },
    hooks: {
      async validate(ctx, b): Promise<FieldIssue[]> {
        const [found] = await registrationsOf(ctx, family, { ids: [b.setup_id] })
        if (!found) return [{ field: 'setup_id', message: REGISTRATION_NOT_FOUND }]
        const issue = periodStartIssue(await loadStatutoryFacts(ctx.db as Db, { scheme: family.scheme }), family, found, b.period)
        return issue ? [issue] : []
      },
    },
    sheet: trackerSheet(key, family),
    customFields: trackerCustomModule(key),
  })
}
