import { useState } from 'react'
import { useAppSelector } from '@/store/hooks'
import { Drawer } from '@/components/ui/Drawer'
import { Icon } from '@/components/shared/icons'
import { t } from '@/locales'
import { navStyle } from './nav-style'
import { useVisibleNavigation } from './use-navigation'
import { VerticalMenu } from './VerticalMenu'

/** Small screens: every layout's menu opens in a drawer from the header. */
export function MobileNav() {
  const [open, setOpen] = useState(false)
  const direction = useAppSelector((s) => s.theme.direction)
  const modules = useVisibleNavigation()
  return (
    <>
      <button
        type="button"
        aria-label={t('nav.openMenu')}
        aria-expanded={open}
        onClick={() => setOpen(true)}
        className="grid h-10 w-10 place-items-center rounded-lg text-gray-500 hover:bg-gray-100 md:hidden dark:text-gray-400 dark:hover:bg-gray-700"
      >
        <Icon name="menu" />
      </button>
      <Drawer
        isOpen={open}
        onClose={() => setOpen(false)}
        title={t('app.name')}
        placement={direction === 'rtl' ? 'right' : 'left'}
        width={300}
      >
        <nav aria-label={t('nav.main')}>
          <VerticalMenu modules={modules} style={navStyle('light')} onNavigate={() => setOpen(false)} />
        </nav>
      </Drawer>
    </>
  )
}
