import type { DataStatus } from '@ihrc/contract'
import { statusBadgeStyle, useStatusAppearance } from './status-settings'

/**
 * A due item's status as every screen shows it: in the tenant's label and colour (Global
 * Settings → Status Settings, the product's defaults until chosen), always in words.
 */
export function DueStatusBadge({ status }: { status: DataStatus }) {
  const look = useStatusAppearance()[status]
  return (
    <span
      className="inline-flex items-center whitespace-nowrap rounded-full px-2.5 py-0.5 text-xs font-semibold"
      style={statusBadgeStyle(look.colour)}
    >
      {look.label}
    </span>
  )
}
