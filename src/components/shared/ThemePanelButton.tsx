import { useAppDispatch } from '@/store/hooks'
import { t } from '@/locales'
import { setPanelExpand } from '@/store/theme-slice'
import { Icon } from './icons'

/** Opens the theme panel; floating in the blank layout, which has no header. */
export function ThemePanelButton({ floating = false }: { floating?: boolean }) {
  const dispatch = useAppDispatch()
  return (
    <button
      type="button"
      aria-label={t('theme.open')}
      title={t('theme.open')}
      onClick={() => dispatch(setPanelExpand(true))}
      className={`grid h-11 w-11 place-items-center rounded-full bg-primary text-white shadow-lg hover:bg-primary-hover ${floating ? 'fixed end-5 bottom-5 z-header' : ''}`}
    >
      <Icon name="palette" />
    </button>
  )
}
