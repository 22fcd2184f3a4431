import { useNavigate } from 'react-router-dom'
import { useAppDispatch, useAppSelector } from '@/store/hooks'
import { Avatar } from '@/components/ui/Avatar'
import { Dropdown, DropdownItem } from '@/components/ui/Dropdown'
import { appConfig } from '@/configs/app.config'
import { t } from '@/locales'
import { logout } from '@/store/auth-thunks'
import { setPanelExpand } from '@/store/theme-slice'
import { Icon } from './icons'

/** SCREENS.md "Header": name, email, avatar, profile, theme settings, sign out. */
export function UserMenu() {
  const dispatch = useAppDispatch()
  const navigate = useNavigate()
  const { userName, email, avatar } = useAppSelector((s) => s.userDisplay)

  const signOut = async () => {
    await dispatch(logout())
    navigate(appConfig.unAuthenticatedEntryPath, { replace: true })
  }

  return (
    <Dropdown
      label={t('user.menu')}
      placement="bottom-end"
      renderTitle={
        <span className="flex items-center gap-2">
          <Avatar src={avatar || undefined} name={userName} size={32} />
          <span className="hidden text-start text-sm sm:block">
            <span className="block font-semibold text-gray-900 dark:text-white">{userName}</span>
          </span>
        </span>
      }
    >
      <div className="border-b border-gray-200 px-3 py-2 text-sm dark:border-gray-700">
        <p className="font-semibold text-gray-900 dark:text-white">{userName}</p>
        <p className="text-gray-500 dark:text-gray-400">{email}</p>
      </div>
      <DropdownItem onSelect={() => navigate('/profile')}>
        <Icon name="user" className="h-4 w-4" /> {t('user.profile')}
      </DropdownItem>
      <DropdownItem onSelect={() => dispatch(setPanelExpand(true))}>
        <Icon name="palette" className="h-4 w-4" /> {t('user.themeSettings')}
      </DropdownItem>
      <DropdownItem onSelect={() => void signOut()}>
        <Icon name="logout" className="h-4 w-4" /> {t('user.signOut')}
      </DropdownItem>
    </Dropdown>
  )
}
