import type { Option } from '@/components/resource/types'

/** A contract's labelled enum (`values` and `labels`) as dropdown options, in the enum's order. */
export function enumOptions<K extends string>(e: { values: readonly K[]; labels: Record<K, string> }): Option[] {
  return e.values.map((value) => ({ value, label: e.labels[value] }))
}
