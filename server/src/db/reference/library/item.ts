/**
 * One library item as the seed writes it, and the helper that fills its defaults: an item
 * starts on its instrument's date (its Act's enactment unless it names a later one).
 */
import type { ComplianceCategory, ComplianceDueRule, ComplianceFrequency, Criticality, OfficeType } from '@ihrc/contract'

export interface LibrarySeed {
  code: string
  act: string
  ruleOrSection: string | null
  form: string | null
  header: string
  description: string
  category: ComplianceCategory
  /** State code (STATES) of a state item; null for a central one. */
  state: string | null
  minHeadCount: number
  branchTypes: OfficeType[]
  frequency: ComplianceFrequency
  /** 4: financial year (April), 1: calendar year. */
  yearStartMonth: number
  dueRule: ComplianceDueRule
  criticality: Criticality
  penalty: string | null
  proofRequired: boolean
  effectiveFrom: string
  effectiveTo: string | null
  /** The item that takes over when this one ends (a Labour Code's), by code. */
  successorCode: string | null
  source: string
}

export type Item = Omit<
  LibrarySeed,
  | 'state'
  | 'minHeadCount'
  | 'branchTypes'
  | 'yearStartMonth'
  | 'proofRequired'
  | 'effectiveFrom'
  | 'effectiveTo'
  | 'successorCode'
  | 'ruleOrSection'
  | 'form'
  | 'penalty'
> &
  Partial<LibrarySeed>

export const FY = 4
export const CALENDAR = 1
export const FACTORY: OfficeType[] = ['factory']
/** Shops and Establishments Acts cover the places that are not factories. */
export const SHOP_OR_OFFICE: OfficeType[] = ['registered_office', 'corporate_office', 'regional_office', 'branch', 'warehouse', 'other']

export const MONTH_END: ComplianceDueRule = { kind: 'days_after_period_end', days: 0 }
export const onEvent = (event: string): ComplianceDueRule => ({ kind: 'on_event', event })

/**
 * The central Acts' enactment dates (research log "Central Acts": advocatetanmoy.com's
 * list, https://advocatetanmoy.com/2020/05/11/labour-and-employment-laws-india/): an item of an Act starts on it unless it names a later instrument. The dates are
 * of enactment; the commencement notifications were not looked up.
 */
export const ENACTED: Record<string, string> = {}
export function enacted(title: string, date: string): string {
  ENACTED[title] = date
  return title
}

export function item(i: Item): LibrarySeed {
  const from = i.effectiveFrom ?? ENACTED[i.act]
  if (!from) throw new Error(`library item ${i.code}: no effective_from and no enactment date for "${i.act}"`)
  return {
    state: null,
    minHeadCount: 0,
    branchTypes: [],
    yearStartMonth: FY,
    proofRequired: true,
    effectiveFrom: from,
    effectiveTo: null,
    successorCode: null,
    ruleOrSection: null,
    form: null,
    penalty: null,
    ...i,
  }
}
