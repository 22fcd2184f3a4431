/**
 * Labelled values without zod: what the console shows (a status's label, a dropdown's
 * options in their declared order). envelope.ts's `enumOf` makes a set's schema where an
 * input is parsed; a page that only shows labels evaluates no schema (bench/README.md, s39).
 */

/** Values in their declared order with their human labels. */
export interface LabelSet<K extends string> {
  values: [K, ...K[]]
  labels: Readonly<Record<K, string>>
}

/** `{ due: 'Due', … }` → its values in the declared order, and the labels. */
export function labelSet<const T extends Record<string, string>>(labels: T) {
  const values = Object.keys(labels) as [keyof T & string, ...(keyof T & string)[]]
  return { values, labels }
}
