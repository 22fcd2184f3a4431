import type { ReactNode } from 'react'
import { useLocation, useNavigate } from 'react-router-dom'
import { Tabs } from '@/components/ui/Tabs'
import { useAppSelector } from '@/store/hooks'
import { mayOpen, NAV_ITEMS } from '@/configs/navigation.config'

const GROUP = 'Group Company Setup'

/**
 * Group Company Setup as one tabbed area: each tab is its own menu route (so links,
 * reload and permissions work per tab); tabs the user cannot open are not shown. A page
 * that is also another menu's (Edit Permission under Global Settings) shows no strip
 * there: it is not one of this area's tabs at that address.
 */
export function SetupTabs({ children }: { children: ReactNode }) {
  const navigate = useNavigate()
  const { pathname } = useLocation()
  const type = useAppSelector((s) => s.userDisplay.type)
  const permissions = useAppSelector((s) => s.userDisplay.permissions)
  const tabs = NAV_ITEMS.filter((i) => i.group === GROUP && mayOpen(i, { type, permissions }))
  const active = tabs.find((t) => pathname === t.link || pathname.startsWith(`${t.link}/`))
  if (!active) return <>{children}</>

  return (
    <div className="flex flex-col gap-4">
      <Tabs value={active?.key} onChange={(key: string) => navigate(tabs.find((t) => t.key === key)?.link ?? '')}>
        <Tabs.List aria-label={GROUP}>
          {tabs.map((tab) => (
            <Tabs.Nav key={tab.key} value={tab.key}>
              {tab.label}
            </Tabs.Nav>
          ))}
        </Tabs.List>
      </Tabs>
      {children}
    </div>
  )
}
