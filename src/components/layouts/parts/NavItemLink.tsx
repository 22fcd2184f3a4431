import { NavLink } from 'react-router-dom'
import { Icon, type IconName } from '@/components/shared/icons'
import { Tooltip } from '@/components/ui/Tooltip'
import type { ReactNode } from 'react'
import type { NavStyle } from './nav-style'

interface Props {
  to: string
  label: string
  style: NavStyle
  icon?: IconName
  /** Icon only (collapsed side nav); the label stays available to assistive technology. */
  iconOnly?: boolean
  /** Tighter padding for top bars. */
  dense?: boolean
  onNavigate?: () => void
  /** An abbreviation spelled out: shown as the link's tooltip and read as its description. */
  description?: string
  /** Beside the label (a menu entry's count). */
  count?: ReactNode
}

/** One menu link; `aria-current="page"` marks where the user is. */
export function NavItemLink({ to, label, style, icon, iconOnly = false, dense = false, onNavigate, description, count }: Props) {
  const link = (
    <NavLink
      to={to}
      onClick={onNavigate}
      title={iconOnly ? label : undefined}
      aria-label={iconOnly ? label : undefined}
      className={({ isActive }) =>
        `flex min-h-9 items-center gap-3 rounded-lg py-2 text-sm font-medium whitespace-nowrap transition-colors ${dense ? 'px-2' : 'px-3'} ${iconOnly ? 'justify-center' : ''} ${isActive ? style.active : style.item}`
      }
    >
      {icon && <Icon name={icon} className="h-5 w-5 shrink-0" />}
      {!iconOnly && <span className="truncate">{label}</span>}
      {!iconOnly && count}
    </NavLink>
  )
  return description ? (
    <Tooltip content={description} placement="right">
      {link}
    </Tooltip>
  ) : (
    link
  )
}
