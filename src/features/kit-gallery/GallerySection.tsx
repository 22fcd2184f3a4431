import type { ReactNode } from 'react'
import { Card } from '@/components/ui/Card'

/** One titled card of the gallery. */
export function GallerySection({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section aria-label={title}>
      <Card header={<h2 className="text-base font-semibold">{title}</h2>} bodyClassName="flex flex-wrap items-start gap-4">
        {children}
      </Card>
    </section>
  )
}
