import type { ReactNode } from 'react'
import { ThemePanelButton } from '@/components/shared/ThemePanelButton'
import { PageContainer } from './parts/PageContainer'
import { SkipLink } from './parts/SkipLink'

/** Blank: the page alone; a small floating button opens the theme panel (to pick another layout). */
export function BlankLayout({ children }: { children: ReactNode }) {
  return (
    <div className="min-h-screen">
      <SkipLink />
      <PageContainer>{children}</PageContainer>
      <ThemePanelButton floating />
    </div>
  )
}
