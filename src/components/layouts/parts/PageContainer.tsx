import { Suspense, type ReactNode } from 'react'
import { FullPageSpinner } from '@/components/shared/FullPageSpinner'
import { CONTENT_ID } from './SkipLink'

/** The page area of every layout; lazy pages suspend here, not the whole shell. */
export function PageContainer({ children, className = '' }: { children: ReactNode; className?: string }) {
  return (
    <main id={CONTENT_ID} tabIndex={-1} className={`min-w-0 flex-1 px-4 py-6 focus:outline-none sm:px-6 ${className}`}>
      <Suspense fallback={<FullPageSpinner inline />}>{children}</Suspense>
    </main>
  )
}
