/**
 * The statutory rules module: what a tracker or a checklist item needs to date and price a payment.
 *
 *   const facts = await loadStatutoryFacts(db, { scheme: 'pf' })
 *   const period = dueDate(facts, { scheme: 'pf', stateId, period: '2025-01' })   // { start, end, due, status, facts }
 *   const late = period.due && delayDays(period.due, row.paymentDate, businessToday())
 *   const owed = expectedAmount(facts, { scheme, stateId, period, fields, paid })
 *   const cost = exposure(await loadLatePaymentRules(db), { scheme: 'pf', arrears, due: period.due, paidOn, today })
 */
export {
  delayDays,
  dueDate,
  duePeriods,
  factsFor,
  inForce,
  latestInForce,
  ofKind,
  type DuePeriod,
  type DueQuery,
  type PeriodFacts,
} from './due-dates'
export { expectedAmount, type ExpectedQuery } from './expected'
export { exposure, type Exposure, type ExposureQuery } from './exposure'
export { dueRuleNotes, type Registered } from './due-notes'
export { loadLatePaymentRules, loadStatutoryFacts, type FactFilter } from './facts-store'
export { statutoryRoutes } from './routes'
