/**
 * What a tracker row should have paid (issue 21): the slabs or rates in force for each
 * contribution period inside the row's remittance period, applied to the head counts and
 * wages the row enters, beside what it paid. Pure; never guesses: where an input is
 * missing the answer says which, with no amount.
 *
 * Amounts are those in force on the contribution period's last day (the day the liability
 * arises: the June and December registers of LWF, the month's salary of PT). PF and ESI
 * apply each rate to the row's wage totals and round each to the rupee, so a challan
 * worked out member by member may differ by a rupee a member: that is the tolerance before
 * a shortfall is flagged.
 */
import {
  GENDER,
  parseWageBands,
  type ExpectedAmount,
  type FactOf,
  type RuleFrequency,
  type ShareAmount,
  type StatutoryFact,
  type StatutoryScheme,
  type WageBand,
  type WageBandCount,
} from '@ihrc/contract'
import { dayOf, monthIndex, parseMonth, yearMonth } from '../../lib/civil-date'
import { factsFor, latestInForce, ofKind, spanOf, type DuePeriod } from './due-dates'

export interface ExpectedQuery {
  scheme: StatutoryScheme
  stateId: number | null
  frequency?: RuleFrequency
  /** The row's remittance period, as dueDate gave it. */
  period: Pick<DuePeriod, 'start' | 'end' | 'status'>
  /** The row's own fields (wage totals, employee_count, wage_bands). */
  fields: Readonly<Record<string, unknown>>
  paid: number | null
}

const rupees = (n: number) => `₹${n.toLocaleString('en-IN', { maximumFractionDigits: 2 })}`
const round2 = (n: number) => Math.round(n * 100) / 100
const FIELD_WORDS: Record<string, string> = {
  epf_wages: 'EPF wages',
  edli_wages: 'EDLI wages',
  gross_wages: 'gross wages',
  employee_count: 'the employee count',
  wage_bands: 'the employees per wage band',
}
const numberOf = (v: unknown): number | null => (typeof v === 'number' && Number.isFinite(v) ? v : null)

interface ContributionPeriod {
  start: string
  end: string
  /** 1–12: the calendar month of a monthly contribution period (month overrides apply to it). */
  month: number | null
}

/** The contribution periods inside the remittance period (one when the facts name none). */
function contributionPeriods(periodFacts: FactOf<'period'>[], remittance: ExpectedQuery['period']): ContributionPeriod[] {
  const fact = latestInForce(periodFacts, remittance.start)
  if (!fact) return [{ start: remittance.start, end: remittance.end, month: null }]
  const out: ContributionPeriod[] = []
  for (let i = monthIndex(parseMonth(remittance.start)); i <= monthIndex(parseMonth(remittance.end));) {
    const span = spanOf(fact.value.frequency, fact.value.year_start_month, yearMonth(0, i + 1))
    const start = dayOf(span.first, 1)
    const end = dayOf(span.last, 31)
    if (start >= remittance.start && end <= remittance.end)
      out.push({ start, end, month: fact.value.frequency === 'monthly' ? span.first.month : null })
    i = monthIndex(span.last) + 1
  }
  // A contribution period longer than the remittance period (a yearly amount paid monthly) is not modelled.
  return out.length ? out : [{ start: remittance.start, end: remittance.end, month: null }]
}

interface Share {
  employee: number
  employer: number
}

/** One entered band under the slab: its employee and employer shares, or why they cannot be worked out. */
function bandShares(band: WageBand, entry: WageBandCount, month: number | null): Share | string {
  const override = month === null ? undefined : band.months.find((m) => m.month === month)
  const share = (amount: ShareAmount | null, employeeTotal: number | null): number | string => {
    if (!amount) return 0
    switch (amount.kind) {
      case 'fixed':
        return amount.amount * entry.count
      case 'multiple':
        return employeeTotal === null ? 0 : employeeTotal * amount.times
      case 'percent': {
        if (entry.wages === null) return `the wages of the band from ${rupees(band.from)} (enter them as from:count:wages)`
        const total = (entry.wages * amount.percent) / 100
        return amount.cap === null ? total : Math.min(total, amount.cap * entry.count)
      }
    }
  }
  const employee = override ? override.employee * entry.count : share(band.employee, null)
  if (typeof employee === 'string') return employee
  const employer = share(band.employer, employee)
  if (typeof employer === 'string') return employer
  return { employee, employer }
}

function bandLabel(band: WageBand): string {
  const range = band.to === null ? `${rupees(band.from)} and above` : `${rupees(band.from)}–${rupees(band.to)}`
  return band.gender ? `${GENDER.labels[band.gender]} ${range}` : range
}

type Slabs = Extract<FactOf<'amounts'>['value'], { kind: 'slabs' }>

/** The slab applied to the entered counts for one contribution period. */
function slabAmount(
  slabs: Slabs,
  fields: ExpectedQuery['fields'],
  cp: ContributionPeriod,
): { amount: number; basis: string } | { missing: string } {
  const text = typeof fields.wage_bands === 'string' ? fields.wage_bands : ''
  let entries: WageBandCount[]
  if (text.trim() !== '') {
    const parsed = parseWageBands(text)
    if ('error' in parsed) return { missing: `readable employees per wage band (${parsed.error})` }
    entries = parsed.bands
  } else if (slabs.bands.length === 1 && numberOf(fields.employee_count) !== null) {
    // One band for everyone (a flat LWF): the head count is all it takes.
    entries = [{ from: slabs.bands[0]!.from, gender: slabs.bands[0]!.gender, count: numberOf(fields.employee_count)!, wages: null }]
  } else {
    return {
      missing:
        slabs.bands.length === 1
          ? FIELD_WORDS.employee_count!
          : `${FIELD_WORDS.wage_bands} (the slab has ${slabs.bands.length} bands: ${slabs.bands.map(bandLabel).join('; ')})`,
    }
  }
  let employee = 0
  let employer = 0
  const parts: string[] = []
  for (const entry of entries) {
    const band = slabs.bands.find((b) => b.from === entry.from && (entry.gender === null || b.gender === entry.gender))
    if (!band)
      return {
        missing: `a band of the slab starting at ${rupees(entry.from)}${entry.gender ? ` for ${GENDER.labels[entry.gender].toLowerCase()}` : ''}`,
      }
    const shares = bandShares(band, entry, cp.month)
    if (typeof shares === 'string') return { missing: shares }
    employee += shares.employee
    employer += shares.employer
    parts.push(`${entry.count} × ${bandLabel(band)}: ${rupees(round2(shares.employee + shares.employer))}`)
  }
  if (slabs.employer_minimum !== null && entries.some((e) => e.count > 0) && employer < slabs.employer_minimum) {
    parts.push(`employer's minimum ${rupees(slabs.employer_minimum)}`)
    employer = slabs.employer_minimum
  }
  return { amount: round2(employee + employer), basis: parts.join('; ') }
}

function ratesAmount(value: Extract<FactOf<'amounts'>['value'], { kind: 'rates' }>, fields: ExpectedQuery['fields']) {
  let amount = 0
  const parts: string[] = []
  for (const rate of value.rates) {
    const base = numberOf(fields[rate.base])
    if (base === null) return { missing: FIELD_WORDS[rate.base] ?? rate.base }
    const share = Math.max(Math.round((base * rate.percent) / 100), rate.minimum ?? 0)
    amount += share
    parts.push(
      `${rate.name} ${rate.percent} % of ${rupees(base)}${rate.minimum ? ` (at least ${rupees(rate.minimum)})` : ''}: ${rupees(share)}`,
    )
  }
  return { amount, basis: parts.join('; ') }
}

/** null where no amounts apply at all (PF IW, a period not levied). */
export function expectedAmount(facts: readonly StatutoryFact[], query: ExpectedQuery): ExpectedAmount | null {
  if (query.period.status === 'not_levied') return null
  const mine = factsFor(facts, query.scheme, query.stateId)
  const amountFacts = ofKind(mine, 'amounts', query.frequency)
  if (amountFacts.length === 0 && ofKind(mine, 'levy', query.frequency).length === 0) return null
  const answer = (amount: number | null, missing: string | null, basis: string): ExpectedAmount => {
    const tolerance = amountFacts.some((f) => f.value.kind === 'rates') ? Math.max(1, numberOf(query.fields.employee_count) ?? 1) : 1
    const short = amount !== null && query.paid !== null && query.paid + tolerance <= amount ? round2(amount - query.paid) : null
    return { amount, paid: query.paid, shortfall: short, missing, basis }
  }
  const periods = contributionPeriods(ofKind(mine, 'period', query.frequency), query.period)
  let total = 0
  const parts: string[] = []
  for (const cp of periods) {
    const fact = latestInForce(amountFacts, cp.end)
    if (!fact)
      return answer(null, `the amounts in force on ${cp.end} (none on record for this state)`, 'No slab or rate on record for the period.')
    const value = fact.value
    const worked =
      value.kind === 'fixed'
        ? { amount: value.employer, basis: `${rupees(value.employer)} for the period` }
        : value.kind === 'rates'
          ? ratesAmount(value, query.fields)
          : slabAmount(value, query.fields, cp)
    if ('missing' in worked) return answer(null, worked.missing, fact.text)
    total += worked.amount
    parts.push(periods.length > 1 ? `${cp.start.slice(0, 7)}: ${worked.basis}` : worked.basis)
  }
  const counts = periods.length > 1 ? ` (the counts entered, for each of the ${periods.length} contribution periods)` : ''
  return answer(round2(total), null, `${parts.join(' | ')}${counts}`)
}
