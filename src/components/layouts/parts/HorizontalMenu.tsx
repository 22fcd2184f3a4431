import { useAppSelector } from '@/store/hooks'
import { t } from '@/locales'
import { NavDisclosure } from './NavDisclosure'
import { NavItemLink } from './NavItemLink'
import { navStyle } from './nav-style'
import { useActiveModuleKey, useVisibleNavigation } from './use-navigation'
import { MenuEntries } from './VerticalMenu'

/** The simple layout's top menu: one link or one disclosure per module. */
export function HorizontalMenu() {
  const navMode = useAppSelector((s) => s.theme.navMode)
  const modules = useVisibleNavigation()
  const activeKey = useActiveModuleKey(modules)
  const style = navStyle(navMode)
  // Panels open over the page, so their entries use the page's colours, not the bar's.
  const panelStyle = navStyle('light')
  return (
    <nav aria-label={t('nav.main')} className="min-w-0 flex-1">
      <ul className="flex flex-wrap items-center gap-0.5">
        {modules.map((m) => (
          <li key={m.key}>
            {m.single ? (
              <NavItemLink to={m.items[0].link} label={m.label} style={style} dense />
            ) : (
              <NavDisclosure label={m.label} style={style} active={m.key === activeKey} dense>
                {(close) => <MenuEntries items={m.items} style={panelStyle} onNavigate={close} />}
              </NavDisclosure>
            )}
          </li>
        ))}
      </ul>
    </nav>
  )
}
