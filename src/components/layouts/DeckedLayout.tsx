import type { ReactNode } from 'react'
import { DeckedBar } from './parts/DeckedBar'
import { Header } from './parts/Header'
import { Logo } from './parts/Logo'
import { PageContainer } from './parts/PageContainer'
import { SkipLink } from './parts/SkipLink'

/** Decked: header, then a bar of modules with the chosen module's entries, then the page. */
export function DeckedLayout({ children }: { children: ReactNode }) {
  return (
    <div className="flex min-h-screen flex-col">
      <SkipLink />
      <Header start={<Logo />} />
      <div className="hidden md:block">
        <DeckedBar />
      </div>
      <PageContainer className="mx-auto w-full max-w-screen-2xl">{children}</PageContainer>
    </div>
  )
}
