/**
 * The schema of the period filters of lists over dated records (trackers, notices, due
 * items): `month=2025-04`, `year=2025-26` and `from` / `to`; what they mean is
 * period-range.ts's, re-exported here.
 */
import { z } from 'zod'
import { dateText } from './form-fields'
import { FINANCIAL_YEAR_INVALID, MONTH_INVALID, financialYearRange, monthRange } from './period-range'
export * from './period-range'

export const periodQuery = z.object({
  month: z
    .string()
    .trim()
    .refine((s) => monthRange(s) !== null, MONTH_INVALID)
    .optional(),
  year: z
    .string()
    .trim()
    .refine((s) => financialYearRange(s) !== null, FINANCIAL_YEAR_INVALID)
    .optional(),
  from: dateText().optional(),
  to: dateText().optional(),
})
export type PeriodQuery = z.infer<typeof periodQuery>
