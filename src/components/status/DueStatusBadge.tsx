import type { ShownStatus } from '@ihrc/contract'
import { statusBadgeStyle, useStatusAppearance } from './status-settings'

const BADGE = 'inline-flex items-center whitespace-nowrap rounded-full px-2.5 py-0.5 text-xs font-semibold'

/**
 * A due item's status as every screen shows it: in the tenant's label and colour (Global
 * Settings → Status Settings, the product's defaults until chosen), always in words.
 * Until the settings arrive it is a neutral, unlabelled pill (busy to assistive
 * technology), never the default label of a status the tenant has renamed.
 */
export function DueStatusBadge({ status }: { status: ShownStatus }) {
  const look = useStatusAppearance()?.[status]
  if (!look)
    return (
      <span aria-busy="true" className={`${BADGE} w-20 bg-gray-200 dark:bg-gray-700`}>
        <span className="sr-only">Loading status</span>
      </span>
    )
  return (
    <span className={BADGE} style={statusBadgeStyle(look.colour)}>
      {look.label}
    </span>
  )
}
