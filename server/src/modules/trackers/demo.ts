/**
 * The demo tenant's payments: for every family and registration, a row per period from
 * April of the previous financial year to the current month whose due date has passed,
 * mostly paid on time, with a few planted cases so the grid and the exposure show real
 * ones on first start: paid late, a period missing, one left unpaid. Amounts follow
 * from a head count per registration; nothing is random, so the same day seeds the
 * same rows. Inserted the way a bulk upload inserts them (each body parsed by the
 * family's schema, then the resource's insertMany with its audit entries). Each family's
 * own fields come from its TRACKER_FAMILIES entry (`demo`), so a new family brings its demo.
 */
import { TRACKER_FAMILIES, TRACKER_FAMILY_KEYS, businessToday, type TrackerFamilyDef } from '@ihrc/contract'
import type { RequestContext } from '../../lib/crud'
import { dueDate, expectedAmount, factsFor, latestInForce, loadStatutoryFacts, ofKind, type DuePeriod } from '../statutory'
import { addDays, monthIndex, parseMonth, yearMonth } from '../../lib/civil-date'
import { financialYearOf } from './grid'
import { trackerResources } from './index'
import { registrationsOf, type Registration } from './registrations'
import type { DemoPiece } from '../demo-piece'

type Plan = { paid: 'late'; days: number; reason: string } | { paid: 'never' } | 'missing'

/**
 * The planted cases, by the registration's place among its family's (oldest first) and
 * how many periods before the latest due one: every other period is paid on time.
 */
export const DEMO_PLAN: readonly Readonly<Record<number, Plan>>[] = [
  { 0: { paid: 'never' }, 2: 'missing', 4: { paid: 'late', days: 9, reason: 'Bank holiday and portal outage on the due date' } },
  {
    1: { paid: 'late', days: 23, reason: 'Salary processing delayed by the payroll vendor' },
    6: { paid: 'late', days: 70, reason: 'Challan generated against the wrong establishment; paid again' },
  },
  { 3: { paid: 'late', days: 4, reason: 'Authorised signatory on leave' } },
]

const month = (i: number) => {
  const ym = yearMonth(0, i + 1)
  return `${ym.year}-${String(ym.month).padStart(2, '0')}`
}

/** The registration's periods overlapping April of last financial year to this month, whose due date has passed. */
function duePeriodsOf(family: TrackerFamilyDef, rules: Parameters<typeof dueDate>[0], reg: Registration, today: string): DuePeriod[] {
  const first = monthIndex(parseMonth(`${Number(financialYearOf(today).slice(0, 4)) - 1}-04`))
  const last = monthIndex(parseMonth(today.slice(0, 7)))
  const byStart = new Map<string, DuePeriod>()
  for (let i = first; i <= last; i++) {
    const found = dueDate(rules, { scheme: family.scheme, stateId: reg.stateId, period: month(i), frequency: reg.frequency ?? undefined })
    if (found.due !== null && found.due < today) byStart.set(found.start, found)
  }
  return [...byStart.values()]
}

/** The slab's top band in force at the period's end, as the row's wage band entry (`25000:`), for a staff all earning above it. */
function topBandOf(rules: Parameters<typeof dueDate>[0], family: TrackerFamilyDef, reg: Registration, period: DuePeriod): string {
  const amounts = latestInForce(ofKind(factsFor(rules, family.scheme, reg.stateId), 'amounts', reg.frequency ?? undefined), period.end)
  const top = amounts?.value.kind === 'slabs' ? amounts.value.bands.find((b) => b.to === null && b.gender !== 'female') : undefined
  return top ? `${top.from}${top.gender ? 'm' : ''}:` : ''
}

export async function seedTrackersDemo(ctx: RequestContext, today = businessToday()): Promise<void> {
  let n = 0
  for (const key of TRACKER_FAMILY_KEYS) {
    const family: TrackerFamilyDef = TRACKER_FAMILIES[key]
    const resource = trackerResources[key]
    const rules = await loadStatutoryFacts(ctx.db, { scheme: family.scheme })
    const registrations = (await registrationsOf(ctx, family)).filter((r) => r.code !== null).sort((a, b) => a.id - b.id)
    const bodies: unknown[] = []
    registrations.forEach((reg, place) => {
      const periods = duePeriodsOf(family, rules, reg, today)
      periods.forEach((period, i) => {
        const plan = DEMO_PLAN[place]?.[periods.length - 1 - i]
        if (plan === 'missing') return
        const staff = [120, 85, 160][place % 3]! + (i % 3)
        const due = period.due!
        // On time: a few days before the due date, never before the period has ended.
        const early = addDays(due, -1 - ((place + i) % 4))
        const onTime = early < period.end ? due : early
        const late = plan?.paid === 'late' ? addDays(due, plan.days) : null
        const paid = plan?.paid === 'never' ? null : late && late <= today ? late : onTime
        const serial = ++n
        const ref = (prefix: string) => (paid ? `${prefix}${String(serial).padStart(7, '0')}` : null)
        const topBand = topBandOf(rules, family, reg, period)
        const { amount, own } = family.demo.row({ staff, due, paid, ref, topBand })
        const owed = family.demo.paysExpected
          ? expectedAmount(rules, {
              scheme: family.scheme,
              stateId: reg.stateId,
              frequency: reg.frequency ?? undefined,
              period,
              fields: own,
              paid: null,
            })?.amount
          : null
        bodies.push(
          resource.spec.body.parse({
            setup_id: reg.id,
            period: period.start.slice(0, 7),
            payment_date: paid,
            delay_reason: plan?.paid === 'late' && paid === late ? plan.reason : null,
            total_paid_amount: paid ? (owed ?? amount) : null,
            ...own,
          }),
        )
      })
    })
    if (bodies.length) await resource.insertMany(ctx, bodies as never)
  }
}

export const trackersDemo: DemoPiece = { name: 'tracker rows', seed: (asAdmin) => seedTrackersDemo(asAdmin) }
