/**
 * Reference places (DOMAIN.md "Organisation"): states are seeded and shared by all
 * tenants; districts and locations are seeded too (tenant_id NULL) and a tenant may
 * add its own ("suggest or create"), visible only to that tenant.
 */
import { boolean, index, integer, pgTable, text, unique } from 'drizzle-orm/pg-core'
import { trigramIndexes } from './list-indexes'
import { tenants, timestamps } from './tenant'

export const states = pgTable('states', {
  id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
  name: text('name').notNull().unique(),
  /** Short state code used on registrations and vehicle plates (MH, KA, DL...). */
  code: text('code').notNull().unique(),
  isUnionTerritory: boolean('is_union_territory').notNull().default(false),
  // Whether a state levies PT or LWF, and how often, is in the statutory facts, dated and sourced (issue 21).
})

const placeColumns = () => ({
  id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
  name: text('name').notNull(),
  /** NULL for seeded rows; otherwise the tenant that added the place. */
  tenantId: integer('tenant_id').references(() => tenants.id, { onDelete: 'cascade' }),
  ...timestamps(),
  createdBy: integer('created_by'),
})

export const districts = pgTable(
  'districts',
  {
    ...placeColumns(),
    stateId: integer('state_id')
      .notNull()
      .references(() => states.id),
  },
  (t) => [
    unique('districts_state_tenant_name_uq').on(t.stateId, t.tenantId, t.name).nullsNotDistinct(),
    index('districts_state_idx').on(t.stateId),
    ...trigramIndexes('districts', [t.name]),
  ],
)

export const locations = pgTable(
  'locations',
  {
    ...placeColumns(),
    districtId: integer('district_id')
      .notNull()
      .references(() => districts.id, { onDelete: 'cascade' }),
  },
  (t) => [
    unique('locations_district_tenant_name_uq').on(t.districtId, t.tenantId, t.name).nullsNotDistinct(),
    index('locations_district_idx').on(t.districtId),
    ...trigramIndexes('locations', [t.name]),
  ],
)
