/** Branch agreements (DOMAIN.md "Organisation"): their fields, rules and the status derived from the end date. */
import { z } from 'zod'
import { customBodyShape, customItemShape } from './custom-values'
import { labelled, listQuery, optionalId, plainText, recordId } from './envelope'
import { withRules } from './field-rules'
import { dateText, flag, isoDate, MOBILE_RE, nullable, requiredText, text } from './form-fields'
import { fileRef, stamps } from './record-shapes'

/** Derived from `end_date`, never stored. */
export const AGREEMENT_STATUS = labelled({ active: 'Active', expiring: 'Expiring', expired: 'Expired' })
export type AgreementStatus = (typeof AGREEMENT_STATUS.values)[number]
/** An agreement ending within this many days (inclusive) is "expiring". */
export const AGREEMENT_EXPIRING_DAYS = 30

const agreementFields = z.object({
  branch_id: recordId('Branch'),
  agreement_type: requiredText(100, 'Agreement type'),
  sub_category: text(100, 'Sub-category'),
  owner_name: text(100, 'Owner name'),
  partner_name: text(100, 'Partner name'),
  partner_contact: nullable(plainText().trim().regex(MOBILE_RE, 'Partner contact must be 10 digits')),
  start_date: isoDate,
  end_date: nullable(isoDate),
  applies_to_all_branches: flag,
  ...customBodyShape,
})
export const agreementBody = withRules(agreementFields, (rule) => [
  rule(
    ['start_date', 'end_date'],
    'end_date',
    'End date must be on or after the start date',
    (a) => a.end_date != null && a.end_date < a.start_date,
  ),
])
export const agreement = z.object({
  id: z.number().int(),
  branch_id: z.number().int(),
  branch_name: z.string(),
  company_id: z.number().int(),
  company_name: z.string(),
  agreement_type: z.string(),
  sub_category: z.string().nullable(),
  owner_name: z.string().nullable(),
  partner_name: z.string().nullable(),
  partner_contact: z.string().nullable(),
  start_date: z.string(),
  end_date: z.string().nullable(),
  applies_to_all_branches: z.boolean(),
  status: AGREEMENT_STATUS.schema,
  document: fileRef.nullable(),
  ...customItemShape,
  ...stamps,
})
export type Agreement = z.infer<typeof agreement>
export const agreementQuery = listQuery.extend({
  /** One agreement (a notification opens its record so): within the caller's scope, else an empty list. */
  id: optionalId,
  group_id: optionalId,
  company_id: optionalId,
  branch_id: optionalId,
  status: AGREEMENT_STATUS.schema.optional(),
  /** Started on or before this day: the dashboard counts the agreements that exist by its period's end. */
  start_date_to: dateText().optional(),
})

/** Day difference between two 'YYYY-MM-DD' dates (b − a). */
function daysBetween(a: string, b: string): number {
  return Math.round((Date.parse(`${b}T00:00:00Z`) - Date.parse(`${a}T00:00:00Z`)) / 86_400_000)
}
/** Active, expiring (ends within AGREEMENT_EXPIRING_DAYS) or expired on `today`; no end date = active. */
export function agreementStatus(endDate: string | null, today: string): AgreementStatus {
  if (!endDate) return 'active'
  if (endDate < today) return 'expired'
  return daysBetween(today, endDate) <= AGREEMENT_EXPIRING_DAYS ? 'expiring' : 'active'
}
