import { useAppDispatch, useAppSelector } from '@/store/hooks'
import { Icon } from '@/components/shared/icons'
import { t } from '@/locales'
import { setSideNavCollapse } from '@/store/theme-slice'

/** Collapses or expands the side navigation (SCREENS.md "Header"). */
export function SideNavToggle() {
  const dispatch = useAppDispatch()
  const collapsed = useAppSelector((s) => s.theme.layout.sideNavCollapse)
  return (
    <button
      type="button"
      aria-label={t('nav.toggle')}
      aria-pressed={collapsed}
      onClick={() => dispatch(setSideNavCollapse(!collapsed))}
      className="hidden h-10 w-10 place-items-center rounded-lg text-gray-500 hover:bg-gray-100 hover:text-gray-900 md:grid dark:text-gray-400 dark:hover:bg-gray-700 dark:hover:text-white"
    >
      <Icon name="menu" />
    </button>
  )
}
