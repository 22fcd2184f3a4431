import type { ShownStatus } from '@ihrc/contract'
import { useStatusAppearance } from './status-settings'
import { StatusPill } from './StatusPill'

/** A due item's status as every screen shows it: in the tenant's label and colour (the product's defaults until chosen). */
export function DueStatusBadge({ status }: { status: ShownStatus }) {
  return <StatusPill look={useStatusAppearance()?.[status]} />
}
