import { useAppSelector } from '@/store/hooks'
import { useMediaQuery, WIDE_SCREEN } from '@/utils/use-media-query'
import { SIDE_NAV_COLLAPSED_WIDTH, SIDE_NAV_WIDTH } from '@/configs/theme.config'
import { t } from '@/locales'
import { Logo } from './Logo'
import { navStyle } from './nav-style'
import { useVisibleNavigation } from './use-navigation'
import { VerticalMenu } from './VerticalMenu'

/** The side navigation of the classic and modern layouts: 290 px, 80 px collapsed (SPEC.md section 9). */
export function SideNav() {
  const navMode = useAppSelector((s) => s.theme.navMode)
  const collapsed = useAppSelector((s) => s.theme.layout.sideNavCollapse)
  const modules = useVisibleNavigation()
  // Below md the menu is the header's drawer (MobileNav): this one would be drawn hidden.
  const wide = useMediaQuery(WIDE_SCREEN)
  const style = navStyle(navMode)
  if (!wide) return null
  return (
    <aside
      data-nav-mode={navMode}
      className={`sticky top-0 hidden h-screen shrink-0 flex-col border-e transition-[width] duration-200 md:flex ${style.surface}`}
      style={{ width: collapsed ? SIDE_NAV_COLLAPSED_WIDTH : SIDE_NAV_WIDTH }}
    >
      <div className="flex h-16 items-center px-5">
        <Logo compact={collapsed} className={style.brand} badge={style.badge} />
      </div>
      <nav aria-label={t('nav.main')} className="flex-1 overflow-y-auto px-3 pb-6">
        <VerticalMenu modules={modules} style={style} collapsed={collapsed} />
      </nav>
    </aside>
  )
}
