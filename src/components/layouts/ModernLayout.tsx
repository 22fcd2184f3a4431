import type { ReactNode } from 'react'
import { SideNavLayout } from './SideNavLayout'

/** Modern: the classic frame on one light surface; the theme store forces a transparent nav and bordered cards. */
export function ModernLayout({ children }: { children: ReactNode }) {
  return <SideNavLayout modern>{children}</SideNavLayout>
}
