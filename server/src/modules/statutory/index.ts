/**
 * The statutory rules module: what a tracker needs to date and price a payment.
 *
 *   const rules = await loadStatutoryRules(db, { scheme: 'pf' })
 *   const period = dueDate(rules, { scheme: 'pf', stateId, period: '2025-01' })   // { start, end, due, rule } | null
 *   const late = delayDays(period.due, row.paymentDate, businessToday())
 *   const cost = exposure(await loadLatePaymentRules(db), { scheme: 'pf', arrears, due: period.due, paidOn, today })
 */
export { delayDays, dueDate, duePeriods, type DuePeriod, type DueQuery } from './due-dates'
export { exposure, type Exposure, type ExposureQuery } from './exposure'
export { loadLatePaymentRules, loadStatutoryRules, type RuleFilter } from './rules-store'
export { statutoryRoutes } from './routes'
