/**
 * What a compliance certificate says, in one place for the server's workbook and the
 * Certificate Template page's preview: the default template (used until the tenant saves
 * its own), the placeholders and how they are filled, the month's name, and the rules
 * on which months may be certified. No zod: the template page loads it as it is.
 */

export type CertificateValues = Record<'company' | 'month' | 'signatory', string>

/**
 * The certificate's words until the tenant saves a template. It states the exceptions:
 * items not closed are listed with their status, and a certificate may be generated
 * while some are open.
 */
export const DEFAULT_CERTIFICATE_TEMPLATE = {
  header: 'Compliance Certificate',
  body: 'This is to certify that {company} has complied with the statutory obligations listed below for {month}, except as stated against each.',
} as const

/** The text with {company}, {month} and {signatory} filled in (each wherever it appears). */
export function fillCertificateText(text: string, values: CertificateValues): string {
  return text.replace(/\{(company|month|signatory)\}/g, (_, key: keyof CertificateValues) => values[key])
}

export const MONTH_NAMES = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
] as const

/** `September 2026`. */
export const monthName = (year: number, month: number): string => `${MONTH_NAMES[month - 1]} ${year}`

/** The first day after the month, `YYYY-MM-DD`. */
export function dayAfterMonth(year: number, month: number): string {
  const next = month === 12 ? { year: year + 1, month: 1 } : { year, month: month + 1 }
  return `${next.year}-${String(next.month).padStart(2, '0')}-01`
}

/** Whether the month is over on `today` (India's calendar day, YYYY-MM-DD): only then can it be certified. */
export function monthHasEnded(year: number, month: number, today: string): boolean {
  return dayAfterMonth(year, month) <= today
}

/** The refusal of a certificate for a month still running (or to come). */
export function monthNotEnded(year: number, month: number): string {
  return `${monthName(year, month)} has not ended yet: its certificate can be generated from ${dayAfterMonth(year, month)}`
}

/** What the console asks before generating a month with items still open, and what the file says of them. */
export function openItemsNote(open: number, total: number): string {
  return `${open} of ${total} items of this month are not closed (due, overdue, submitted or rejected): they are exceptions to this certificate, each with its status below.`
}
