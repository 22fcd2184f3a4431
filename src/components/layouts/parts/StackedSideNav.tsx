import { useAppSelector } from '@/store/hooks'
import { useMediaQuery, WIDE_SCREEN } from '@/utils/use-media-query'
import { Icon } from '@/components/shared/icons'
import { t } from '@/locales'
import { Logo } from './Logo'
import { navStyle } from './nav-style'
import { useSelectedModule } from './use-selected-module'
import { useVisibleNavigation } from './use-navigation'
import { MenuEntries } from './VerticalMenu'

/** Stacked side: a narrow rail of module icons and a second panel listing the chosen module's entries. */
export function StackedSideNav() {
  const navMode = useAppSelector((s) => s.theme.navMode)
  const modules = useVisibleNavigation()
  const { selected, select } = useSelectedModule(modules)
  const rail = navStyle(navMode === 'light' || navMode === 'transparent' ? 'dark' : navMode)
  const panel = navStyle(navMode === 'themed' ? 'light' : navMode)
  // Below md the menu is the header's drawer (MobileNav): this one would be drawn hidden.
  const wide = useMediaQuery(WIDE_SCREEN)
  if (!wide) return null
  return (
    <nav aria-label={t('nav.main')} className="sticky top-0 hidden h-screen shrink-0 md:flex">
      <div className={`flex w-20 flex-col items-center gap-2 py-4 ${rail.surface}`}>
        <Logo compact className={`mb-4 ${rail.brand}`} badge={rail.badge} />
        <ul className="flex flex-col items-center gap-2" aria-label={t('nav.modules')}>
          {modules.map((m) => (
            <li key={m.key}>
              <button
                type="button"
                title={m.label}
                aria-label={m.label}
                aria-pressed={m.key === selected?.key}
                onClick={() => select(m.key)}
                className={`grid h-11 w-11 place-items-center rounded-xl transition-colors ${m.key === selected?.key ? rail.active : rail.item}`}
              >
                <Icon name={m.icon} />
              </button>
            </li>
          ))}
        </ul>
      </div>
      {selected && (
        <div className={`w-56 overflow-y-auto border-e px-3 py-4 ${panel.surface}`}>
          <p className="px-3 pb-3 text-sm font-semibold">{selected.label}</p>
          <MenuEntries items={selected.items} style={panel} />
        </div>
      )}
    </nav>
  )
}
