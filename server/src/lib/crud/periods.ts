/** The period filters (contract `periodQuery`) as conditions on a resource's date column. */
import { gte, lt, lte, type SQL } from 'drizzle-orm'
import type { PgColumn } from 'drizzle-orm/pg-core'
import { financialYearRange, monthRange, type PeriodQuery } from '@ihrc/contract'

/** The query was validated by `periodQuery`, so every range it names exists. */
export function periodConditions(column: PgColumn, query: Partial<PeriodQuery>): SQL[] {
  const conds: SQL[] = []
  for (const range of [query.month && monthRange(query.month), query.year && financialYearRange(query.year)]) {
    if (range) conds.push(gte(column, range.start), lt(column, range.end))
  }
  if (query.from) conds.push(gte(column, query.from))
  if (query.to) conds.push(lte(column, query.to))
  return conds
}
