import { useState } from 'react'
import { STATUTORY_SCHEME, type StatutoryScheme } from '@ihrc/contract/statutory'
import { Alert } from '@/components/ui/Alert'
import { Button } from '@/components/ui/Button'
import { Dialog } from '@/components/ui/Dialog'
import { Spinner } from '@/components/ui/Spinner'
import { FactCard } from './FactCard'
import { useStatutoryRulesQuery } from './rules-api'

/** A statutory due date's rule: the scheme's facts for the state, in force on the period's first day. */
export interface StatutoryRuleRef {
  scheme: StatutoryScheme
  stateId: number | null
  /** `YYYY-MM-DD`: the period's first day (the facts that dated the period were in force then). */
  on: string
}

/** A library item's own rule, for a due date not dated by the statutory facts. */
export interface ItemRuleRef {
  act: string
  rule_or_section: string | null
  form: string | null
  effective_from: string
  effective_to: string | null
  source: string | null
}

function StatutoryFacts({ rule }: { rule: StatutoryRuleRef }) {
  const { data, isFetching, isError } = useStatutoryRulesQuery({ scheme: rule.scheme, state_id: rule.stateId ?? undefined, on: rule.on })
  if (isFetching && !data) return <Spinner label="Loading the rule" />
  if (isError) return <Alert type="danger">The rule could not be loaded. Please try again.</Alert>
  const facts = data?.data ?? []
  if (facts.length === 0) return <Alert type="warning">No rule is on record for this state and period.</Alert>
  return (
    <div className="flex flex-col gap-3">
      {facts.map((f) => (
        <FactCard key={f.id} fact={f} />
      ))}
    </div>
  )
}

function ItemRule({ item }: { item: ItemRuleRef }) {
  return (
    <dl className="grid grid-cols-[auto_1fr] gap-x-3 gap-y-1 text-sm">
      <dt className="font-semibold">Act</dt>
      <dd>{item.act}</dd>
      <dt className="font-semibold">Rule or section</dt>
      <dd>{item.rule_or_section ?? '—'}</dd>
      <dt className="font-semibold">Form</dt>
      <dd>{item.form ?? '—'}</dd>
      <dt className="font-semibold">In force</dt>
      <dd>
        {item.effective_from}
        {item.effective_to ? ` to ${item.effective_to}` : ' onwards'}
      </dd>
      <dt className="font-semibold">Source</dt>
      <dd>{item.source ?? '—'}</dd>
    </dl>
  )
}

/**
 * "Rule": beside any due date (tracker row and grid cell, due item, checklist item), opens
 * the rule that produced it — the statutory facts in force for the period, or the library
 * item's own instrument. One component everywhere, so every date can be checked the same way.
 */
export function RuleSource({ rule, item, label = 'Rule' }: { rule?: StatutoryRuleRef; item?: ItemRuleRef; label?: string }) {
  const [open, setOpen] = useState(false)
  if (!rule && !item) return null
  const title = rule ? `${STATUTORY_SCHEME.labels[rule.scheme]} rule for the period from ${rule.on}` : `Rule: ${item!.act}`
  return (
    <>
      <Button size="xs" variant="plain" aria-label={`${label}: ${title}`} onClick={() => setOpen(true)}>
        {label}
      </Button>
      {open && (
        <Dialog isOpen title={title} onClose={() => setOpen(false)} width={720}>
          {rule ? <StatutoryFacts rule={rule} /> : <ItemRule item={item!} />}
        </Dialog>
      )}
    </>
  )
}
