/**
 * All 28 states and 8 union territories with the professional tax (PT) and labour
 * welfare fund (LWF) facts the trackers need. Codes are the vehicle-registration codes
 * people recognise (MH, KA, DL...).
 *
 * PT: levied under each state's own Act; PTRC is the employer's return of tax deducted
 * from salaries, PTEC the employer's own enrolment tax. LWF frequencies follow
 * DOMAIN.md "Statutory calendar facts" (monthly; June and December = half_yearly;
 * December only = yearly). Rates, thresholds and due days change by notification and
 * live in the statutory rules (statutory-rules.ts) with `effective_from` and a source.
 */
import type { Frequency } from '../schema/reference'

export interface StateSeed {
  name: string
  code: string
  isUnionTerritory?: boolean
  pt?: { ptrc: Frequency; ptec: Frequency | null }
  lwf?: Frequency
}

export const STATES: readonly StateSeed[] = [
  { name: 'Andhra Pradesh', code: 'AP', pt: { ptrc: 'monthly', ptec: 'yearly' }, lwf: 'yearly' },
  { name: 'Arunachal Pradesh', code: 'AR' },
  { name: 'Assam', code: 'AS', pt: { ptrc: 'monthly', ptec: 'yearly' } },
  { name: 'Bihar', code: 'BR', pt: { ptrc: 'yearly', ptec: 'yearly' } },
  { name: 'Chhattisgarh', code: 'CG', lwf: 'half_yearly' },
  { name: 'Goa', code: 'GA', lwf: 'half_yearly' },
  { name: 'Gujarat', code: 'GJ', pt: { ptrc: 'monthly', ptec: 'yearly' }, lwf: 'half_yearly' },
  { name: 'Haryana', code: 'HR', lwf: 'monthly' },
  { name: 'Himachal Pradesh', code: 'HP' },
  { name: 'Jharkhand', code: 'JH', pt: { ptrc: 'monthly', ptec: 'yearly' } },
  { name: 'Karnataka', code: 'KA', pt: { ptrc: 'monthly', ptec: 'yearly' }, lwf: 'yearly' },
  { name: 'Kerala', code: 'KL', pt: { ptrc: 'half_yearly', ptec: 'half_yearly' }, lwf: 'monthly' },
  { name: 'Madhya Pradesh', code: 'MP', pt: { ptrc: 'monthly', ptec: 'yearly' }, lwf: 'half_yearly' },
  { name: 'Maharashtra', code: 'MH', pt: { ptrc: 'monthly', ptec: 'yearly' }, lwf: 'half_yearly' },
  { name: 'Manipur', code: 'MN', pt: { ptrc: 'yearly', ptec: 'yearly' } },
  { name: 'Meghalaya', code: 'ML', pt: { ptrc: 'monthly', ptec: 'yearly' } },
  { name: 'Mizoram', code: 'MZ', pt: { ptrc: 'monthly', ptec: 'yearly' } },
  { name: 'Nagaland', code: 'NL', pt: { ptrc: 'monthly', ptec: 'yearly' } },
  { name: 'Odisha', code: 'OD', pt: { ptrc: 'monthly', ptec: 'yearly' }, lwf: 'half_yearly' },
  { name: 'Punjab', code: 'PB', pt: { ptrc: 'monthly', ptec: null }, lwf: 'monthly' },
  { name: 'Rajasthan', code: 'RJ' },
  { name: 'Sikkim', code: 'SK', pt: { ptrc: 'monthly', ptec: null } },
  { name: 'Tamil Nadu', code: 'TN', pt: { ptrc: 'half_yearly', ptec: 'half_yearly' }, lwf: 'yearly' },
  { name: 'Telangana', code: 'TS', pt: { ptrc: 'monthly', ptec: 'yearly' }, lwf: 'yearly' },
  { name: 'Tripura', code: 'TR', pt: { ptrc: 'monthly', ptec: 'yearly' } },
  { name: 'Uttar Pradesh', code: 'UP' },
  { name: 'Uttarakhand', code: 'UK' },
  { name: 'West Bengal', code: 'WB', pt: { ptrc: 'monthly', ptec: 'yearly' }, lwf: 'half_yearly' },
  { name: 'Andaman and Nicobar Islands', code: 'AN', isUnionTerritory: true },
  { name: 'Chandigarh', code: 'CH', isUnionTerritory: true, lwf: 'monthly' },
  { name: 'Dadra and Nagar Haveli and Daman and Diu', code: 'DD', isUnionTerritory: true },
  { name: 'Delhi', code: 'DL', isUnionTerritory: true, lwf: 'half_yearly' },
  { name: 'Jammu and Kashmir', code: 'JK', isUnionTerritory: true },
  { name: 'Ladakh', code: 'LA', isUnionTerritory: true },
  { name: 'Lakshadweep', code: 'LD', isUnionTerritory: true, pt: { ptrc: 'half_yearly', ptec: null } },
  { name: 'Puducherry', code: 'PY', isUnionTerritory: true, pt: { ptrc: 'half_yearly', ptec: 'half_yearly' } },
]
