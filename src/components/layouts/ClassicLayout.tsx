import type { ReactNode } from 'react'
import { SideNavLayout } from './SideNavLayout'

/** Classic: side nav (in the chosen nav mode) beside a header and the page. */
export function ClassicLayout({ children }: { children: ReactNode }) {
  return <SideNavLayout>{children}</SideNavLayout>
}
