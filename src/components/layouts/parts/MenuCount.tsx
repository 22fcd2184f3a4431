import type { MenuKey } from '@ihrc/contract/permissions'
import { badgeText } from '@/components/ui/Badge'
import { MENU_COUNTS } from './menu-counts'

/** One area's count hook, called in a component of its own so each menu entry's hooks stay in a fixed order. */
function Count({ use, what }: { use: () => number | undefined; what: string }) {
  const n = use()
  if (!n) return null
  return (
    <span className="ms-auto inline-flex h-5 min-w-5 items-center justify-center rounded-full bg-red-700 px-1.5 text-[11px] font-bold leading-none text-white">
      <span aria-hidden="true">{badgeText(n)}</span>
      <span className="sr-only">{` (${n} ${what})`}</span>
    </span>
  )
}

/** The count a menu entry shows beside its label (Notice Tracker: notices needing attention), if its area has one. */
export function MenuCount({ menu }: { menu: MenuKey }) {
  const entry = MENU_COUNTS[menu]
  return entry ? <Count use={entry.use} what={entry.what} /> : null
}
