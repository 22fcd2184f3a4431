/**
 * A statutory fact's value in words, the same on the Statutory Rules page, in the rule
 * dialog beside a due date, in the export and in docs/statutory-sources.md.
 */
import type { DueRule } from './statutory'
import { GENDER, WAGE_BASIS, type ShareAmount, type StatutoryFact, type WageBand } from './statutory-facts'

const FREQUENCY_WORDS = { monthly: 'Monthly', quarterly: 'Quarterly', half_yearly: 'Half-yearly', yearly: 'Yearly' } as const
const MONTHS = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December']

export const inRupees = (n: number) => `₹${n.toLocaleString('en-IN', { maximumFractionDigits: 2 })}`
const ordinal = (n: number) =>
  `${n}${n % 10 === 1 && n !== 11 ? 'st' : n % 10 === 2 && n !== 12 ? 'nd' : n % 10 === 3 && n !== 13 ? 'rd' : 'th'}`

export function describeDueRule(rule: DueRule | null): string {
  if (!rule) return 'Due rule not confirmed for this state'
  switch (rule.kind) {
    case 'days_after_period_end':
      return rule.days === 0 ? "By the period's last day" : `Within ${rule.days} days of the period's end`
    case 'day_of_next_month':
      return `By the ${ordinal(rule.day)} of the month after the period`
    case 'day_of_period_month':
      return `By the ${ordinal(rule.day)} of the period's ${ordinal(rule.period_month)} month`
  }
}

function share(s: ShareAmount | null): string {
  if (!s) return 'nil'
  switch (s.kind) {
    case 'fixed':
      return s.amount === 0 ? 'nil' : inRupees(s.amount)
    case 'percent':
      return `${s.percent} % of wages${s.cap === null ? '' : `, at most ${inRupees(s.cap)} each`}`
    case 'multiple':
      return `${s.times} × the employee's`
  }
}

function bandWords(b: WageBand): string {
  const range = b.to === null ? `${inRupees(b.from)} and above` : `${inRupees(b.from)}–${inRupees(b.to)}`
  const who = b.gender ? `${GENDER.labels[b.gender]} ` : ''
  const months = b.months.map((m) => `, ${inRupees(m.employee)} in ${MONTHS[m.month - 1]}`).join('')
  const employer = b.employer ? `; employer ${share(b.employer)}` : ''
  return `${who}${range}: ${share(b.employee)}${months}${employer}`
}

const yearWords = (month: number) => (month === 1 ? 'calendar year' : month === 4 ? 'financial year' : `year from ${MONTHS[month - 1]}`)

export function describeFactValue(f: StatutoryFact): string {
  switch (f.fact) {
    case 'levy':
      return f.value.levied === null
        ? 'Not confirmed whether levied'
        : f.value.levied
          ? `Levied${f.value.coverage ? `: ${f.value.coverage}` : ''}`
          : 'Not levied'
    case 'period':
      return `${FREQUENCY_WORDS[f.value.frequency]} contribution periods of the ${yearWords(f.value.year_start_month)}${f.value.liability ? `; ${f.value.liability}` : ''}`
    case 'schedule':
      return `${FREQUENCY_WORDS[f.value.frequency]} remittance (${yearWords(f.value.year_start_month)}); ${describeDueRule(f.value.due_rule)}${f.value.return_form ? `; ${f.value.return_form}` : ''}`
    case 'amounts': {
      const v = f.value
      if (v.kind === 'fixed') return `${inRupees(v.employer)} a period`
      if (v.kind === 'rates')
        return `${v.rates.map((r) => `${r.name} ${r.percent} %${r.minimum ? ` (at least ${inRupees(r.minimum)})` : ''}`).join('; ')}${v.wage_ceiling ? `; wage limit ${inRupees(v.wage_ceiling)}` : ''}`
      return `${WAGE_BASIS.labels[v.wage_basis]}: ${v.bands.map(bandWords).join('; ')}${v.employer_minimum ? `; employer at least ${inRupees(v.employer_minimum)}` : ''}`
    }
  }
}
