import type { ReactNode } from 'react'
import { UserMenu } from '@/components/shared/UserMenu'
import { MobileNav } from './MobileNav'
import { NotificationBell } from './NotificationBell'
import { SideNavToggle } from './SideNavToggle'

interface Props {
  /** Layouts with a side nav get its collapse toggle. */
  withSideNavToggle?: boolean
  /** Start of the bar: logo, horizontal menu. */
  start?: ReactNode
  className?: string
}

/** The header of every layout (SCREENS.md "Header"): menu toggle, the layout's own start, the notification bell, the user menu. */
export function Header({ withSideNavToggle = false, start, className = '' }: Props) {
  return (
    <header
      className={`sticky top-0 z-header flex min-h-16 items-center gap-3 border-b border-gray-200 bg-white/90 px-4 py-1.5 backdrop-blur sm:px-6 dark:border-gray-700 dark:bg-gray-800/90 ${className}`}
    >
      <MobileNav />
      {withSideNavToggle && <SideNavToggle />}
      <div className="flex min-w-0 flex-1 items-center gap-4">{start}</div>
      <NotificationBell />
      <UserMenu />
    </header>
  )
}
