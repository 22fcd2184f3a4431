import type { ReactNode } from 'react'
import { Header } from './parts/Header'
import { HorizontalMenu } from './parts/HorizontalMenu'
import { Logo } from './parts/Logo'
import { PageContainer } from './parts/PageContainer'
import { SkipLink } from './parts/SkipLink'

/** Simple: no side nav; the menu is a row of module drop-downs in the header. */
export function SimpleLayout({ children }: { children: ReactNode }) {
  return (
    <div className="flex min-h-screen flex-col">
      <SkipLink />
      <Header
        start={
          <>
            <Logo compact className="hidden sm:flex" />
            <div className="hidden min-w-0 flex-1 md:block">
              <HorizontalMenu />
            </div>
          </>
        }
      />
      <PageContainer className="mx-auto w-full max-w-screen-2xl">{children}</PageContainer>
    </div>
  )
}
