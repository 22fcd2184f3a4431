import type { StatusAppearance } from './status-settings'
import { statusBadgeStyle } from './status-settings'

const BADGE = 'inline-flex items-center whitespace-nowrap rounded-full px-2.5 py-0.5 text-xs font-semibold'

/**
 * A status in the tenant's label and colour (Global Settings → Status Settings), always in
 * words. Until the settings arrive it is a neutral, unlabelled pill (busy to assistive
 * technology), never a default label the tenant may have renamed.
 */
export function StatusPill({ look }: { look: StatusAppearance | null | undefined }) {
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
