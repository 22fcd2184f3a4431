import { useAppSelector } from '@/store/hooks'
import { Icon } from '@/components/shared/icons'
import { t } from '@/locales'
import { MenuCount } from './MenuCount'
import { NavItemLink } from './NavItemLink'
import { navStyle } from './nav-style'
import { useSelectedModule } from './use-selected-module'
import { useVisibleNavigation } from './use-navigation'

/** Decked: a bar of modules under the header, and the chosen module's entries beneath it. */
export function DeckedBar() {
  const navMode = useAppSelector((s) => s.theme.navMode)
  const modules = useVisibleNavigation()
  const { selected, select } = useSelectedModule(modules)
  const style = navStyle(navMode)
  return (
    <nav aria-label={t('nav.main')} className={`border-b ${style.surface}`}>
      <ul className="flex gap-1 overflow-x-auto px-4 pt-2 sm:px-6" aria-label={t('nav.modules')}>
        {modules.map((m) => (
          <li key={m.key}>
            <button
              type="button"
              aria-pressed={m.key === selected?.key}
              onClick={() => select(m.key)}
              className={`flex items-center gap-2 rounded-t-lg px-3 py-2 text-sm font-medium whitespace-nowrap ${m.key === selected?.key ? style.active : style.item}`}
            >
              <Icon name={m.icon} className="h-4 w-4" />
              {m.label}
            </button>
          </li>
        ))}
      </ul>
      {selected && (
        <ul className="flex flex-wrap gap-1 border-t border-inherit px-4 py-2 sm:px-6">
          {selected.items.map((item) => (
            <li key={item.key}>
              <NavItemLink
                to={item.link}
                label={item.group ? `${item.group}: ${item.label}` : item.label}
                description={item.description}
                style={style}
                count={<MenuCount menu={item.key} />}
              />
            </li>
          ))}
        </ul>
      )}
    </nav>
  )
}
