/**
 * How often something falls due, in the one set of words every screen and export uses
 * (issue 19 item 13: never `one_time` or `half_yearly` on screen). A compliance item may
 * be one-time; a statutory rule or a registration's remittance takes the recurring ones.
 */
import { labelled } from './envelope'

export const FREQUENCY_LABELS = {
  one_time: 'One time',
  monthly: 'Monthly',
  quarterly: 'Quarterly',
  half_yearly: 'Half-yearly',
  yearly: 'Yearly',
} as const
export type Frequency = keyof typeof FREQUENCY_LABELS

/** The labelled enumeration of some of the frequencies, their words taken from FREQUENCY_LABELS. */
export function frequencies<const K extends Frequency>(keys: readonly K[]) {
  return labelled(Object.fromEntries(keys.map((k) => [k, FREQUENCY_LABELS[k]])) as { [P in K]: (typeof FREQUENCY_LABELS)[P] })
}

/** A stored frequency as a person reads it; a value outside the set as it is. */
export const frequencyLabel = (value: string | null | undefined): string =>
  value ? ((FREQUENCY_LABELS as Record<string, string>)[value] ?? value) : '—'

export const RECURRING = ['monthly', 'quarterly', 'half_yearly', 'yearly'] as const
