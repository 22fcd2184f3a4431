/**
 * Remittance tracker rows (DOMAIN.md "Remittance trackers"): ONE table for the six
 * families (contract TRACKER_FAMILIES), so a seventh family needs no table. The shared
 * fields are columns (filtered, sorted, summed by the grid); a family's own fields are
 * the jsonb `fields`, validated by the family's body schema on every write.
 *
 * A row pays against one registration of the family's setup kind: exactly one of the
 * four setup columns is set (a check says so), each a real foreign key, so a setup with
 * rows cannot be deleted and a row can never point at a missing registration.
 *
 * The uploader is `created_by` and the upload time `created_at` (the uploader's 24 hours
 * of direct edits run from it); the wire names them `uploaded_by` and `uploaded_at`.
 */
import { sql, type Column } from 'drizzle-orm'
import { check, date, foreignKey, index, integer, jsonb, numeric, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core'
import { CHALLAN_TYPE, TRACKER_FAMILY_KEYS } from '@ihrc/contract'
import { sortIndexes } from './list-indexes'
import { companies } from './organisation'
import { esiSetups, lwfSetups, pfSetups, ptSetups } from './setups'
import { tenantColumns } from './tenant'

/**
 * The registration a row pays against: the one of its four setup columns that is set. The
 * period's unique index is on it, so a statement that looks up a registration's period
 * (a main challan beside an arrear) writes it the same way to use that index.
 */
export const rowSetupId = (t: Record<'pfSetupId' | 'esiSetupId' | 'ptSetupId' | 'lwfSetupId', Column>) =>
  sql<number>`coalesce(${t.pfSetupId}, ${t.esiSetupId}, ${t.ptSetupId}, ${t.lwfSetupId})`

const money = (name: string) => numeric(name, { precision: 14, scale: 2, mode: 'number' })

export const trackerRows = pgTable(
  'tracker_rows',
  {
    ...tenantColumns(),
    family: text('family', { enum: TRACKER_FAMILY_KEYS as [string, ...string[]] }).notNull(),
    pfSetupId: integer('pf_setup_id').references(() => pfSetups.id, { onDelete: 'restrict' }),
    esiSetupId: integer('esi_setup_id').references(() => esiSetups.id, { onDelete: 'restrict' }),
    ptSetupId: integer('pt_setup_id').references(() => ptSetups.id, { onDelete: 'restrict' }),
    lwfSetupId: integer('lwf_setup_id').references(() => lwfSetups.id, { onDelete: 'restrict' }),
    /**
     * The registration's company, kept on the row so lists filter and sort by it without a
     * join per setup kind; the (setup, company) foreign keys below hold it to the
     * registration's, and carry a registration's move to another company to its rows.
     */
    companyId: integer('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'restrict' }),
    /** First day of the period (its first month). */
    period: date('period', { mode: 'string' }).notNull(),
    challanType: text('challan_type', { enum: CHALLAN_TYPE.values }).notNull().default('main'),
    paymentDate: date('payment_date', { mode: 'string' }),
    delayReason: text('delay_reason'),
    totalPaidAmount: money('total_paid_amount'),
    differenceAmount: money('difference_amount'),
    differenceReason: text('difference_reason'),
    /** The family's own fields, by their wire keys. */
    fields: jsonb('fields').$type<Record<string, string | number | null>>().notNull().default({}),
  },
  (t) => [
    check('tracker_rows_one_setup_ck', sql`num_nonnulls(${t.pfSetupId}, ${t.esiSetupId}, ${t.ptSetupId}, ${t.lwfSetupId}) = 1`),
    // One row per registration, period and challan type in a family (arrears and damages are their own rows).
    uniqueIndex('tracker_rows_period_uq').on(t.tenantId, t.family, rowSetupId(t), t.period, t.challanType),
    index('tracker_rows_family_company_period_idx').on(t.tenantId, t.family, t.companyId, t.period),
    index('tracker_rows_family_period_idx').on(t.tenantId, t.family, t.period, t.id),
    ...(
      [
        ['pf', t.pfSetupId, pfSetups],
        ['esi', t.esiSetupId, esiSetups],
        ['pt', t.ptSetupId, ptSetups],
        ['lwf', t.lwfSetupId, lwfSetups],
      ] as const
    ).map(([kind, column, setup]) =>
      foreignKey({
        name: `tracker_rows_${kind}_setup_company_fk`,
        columns: [column, t.companyId],
        foreignColumns: [setup.id, setup.companyId],
      })
        .onUpdate('cascade')
        .onDelete('restrict'),
    ),
    // A row has one setup of the four: each index holds only the rows of its kind. With every
    // row in each (NULLs too), a dashboard sum over LWF rows merge-joined along the LWF index
    // read all the tenant's tracker rows (36,000 entries for 800 rows; bench/explain-dashboard.txt).
    ...(
      [
        ['pf', t.pfSetupId],
        ['esi', t.esiSetupId],
        ['pt', t.ptSetupId],
        ['lwf', t.lwfSetupId],
      ] as const
    ).map(([kind, column]) =>
      index(`tracker_rows_${kind}_setup_idx`)
        .on(column)
        .where(sql`${column} is not null`),
    ),
    ...sortIndexes('tracker_rows', t, [t.paymentDate, t.createdAt]),
  ],
)
