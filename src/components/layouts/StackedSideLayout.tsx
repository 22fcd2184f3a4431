import type { ReactNode } from 'react'
import { Header } from './parts/Header'
import { PageContainer } from './parts/PageContainer'
import { SkipLink } from './parts/SkipLink'
import { StackedSideNav } from './parts/StackedSideNav'

/** Stacked side: module rail + the module's entries, then header and page. */
export function StackedSideLayout({ children }: { children: ReactNode }) {
  return (
    <div className="flex min-h-screen">
      <SkipLink />
      <StackedSideNav />
      <div className="flex min-w-0 flex-1 flex-col">
        <Header />
        <PageContainer>{children}</PageContainer>
      </div>
    </div>
  )
}
