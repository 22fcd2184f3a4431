import { Link } from 'react-router-dom'
import type { StatutoryScheme } from '@ihrc/contract'
import { buttonClass } from '@/components/ui/Button'
import { linkOf } from '@/configs/navigation.config'
import { RuleSource } from './RuleSource'

/**
 * The rule behind a checklist item's due date: a PF, ESI, PT or LWF item's statutory facts
 * for the branch's state on the period's first day, or the library item's own instrument
 * (its Compliance Details page).
 */
export function DueDateRule({
  scheme,
  stateId,
  on,
  complianceId,
}: {
  scheme: StatutoryScheme | null
  stateId: number
  on: string
  complianceId: number
}) {
  if (scheme) return <RuleSource rule={{ scheme, stateId, on }} />
  // A link (it opens the item's page), drawn as the statutory items' Rule button: one look for one action in the column.
  return (
    <Link to={`${linkOf('audit.compliance_details')}/${complianceId}`} className={buttonClass({ variant: 'plain', size: 'xs' })}>
      Rule
    </Link>
  )
}
