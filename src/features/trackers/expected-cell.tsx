import type { ReactNode } from 'react'
import type { TrackerItem } from '@ihrc/contract'
import { formatAmount } from '@/components/ui/format'
import { Tag } from '@/components/ui/Tag'

/**
 * The row's expected amount in one compact cell (issue 21): what the slabs or rates in
 * force give, "short ₹…" in red beside it when less was paid, "inputs missing" when the
 * row lacks them (its View says which). Words with every colour.
 */
export function expectedCell(r: TrackerItem): ReactNode {
  const e = r.statutory_amount
  if (!e) return '—'
  if (e.amount === null) return <Tag tone="gray">Inputs missing</Tag>
  return (
    <span className="inline-flex items-center gap-1 whitespace-nowrap">
      {formatAmount(e.amount)}
      {e.shortfall !== null && <Tag tone="red">{`Short ${formatAmount(e.shortfall)}`}</Tag>}
    </span>
  )
}

/** The View panel's lines about the expected amount: how it was worked out, or what is missing. */
export function expectedFacts(r: TrackerItem): { label: string; value: ReactNode }[] {
  const e = r.statutory_amount
  if (!e) return []
  return [
    ...(e.missing ? [{ label: 'Expected amount needs', value: e.missing }] : []),
    ...(e.shortfall !== null ? [{ label: 'Shortfall', value: <Tag tone="red">{formatAmount(e.shortfall)}</Tag> }] : []),
    { label: 'Expected amount worked out as', value: e.basis },
  ]
}
