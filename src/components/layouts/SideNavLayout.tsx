import type { ReactNode } from 'react'
import { Header } from './parts/Header'
import { PageContainer } from './parts/PageContainer'
import { SideNav } from './parts/SideNav'
import { SkipLink } from './parts/SkipLink'

/**
 * Side nav + header + page: the frame of the classic and modern layouts. Modern differs
 * only in surfaces: the nav is transparent (theme store) and the header blends in.
 */
export function SideNavLayout({ children, modern = false }: { children: ReactNode; modern?: boolean }) {
  return (
    <div className={`flex min-h-screen ${modern ? 'bg-white dark:bg-gray-900' : ''}`}>
      <SkipLink />
      <SideNav />
      <div className="flex min-w-0 flex-1 flex-col">
        <Header withSideNavToggle className={modern ? 'bg-white/80 dark:bg-gray-900/80' : ''} />
        <PageContainer>{children}</PageContainer>
      </div>
    </div>
  )
}
