import { useId, type ReactNode } from 'react'
import { cx } from '@/components/ui/cx'

interface PageProps {
  title: ReactNode
  /** A line under the title. */
  subtitle?: ReactNode
  /** What shares the title's line, centred on it: the page's own buttons (`ms-auto`: at its end); a view switch beside it (`self-end`: on the subtitle's line). */
  aside?: ReactNode
  /** A list read month by month sits closer, so its window-high table starts as high as it can. */
  dense?: boolean
  children: ReactNode
}

/**
 * A screen's frame: one section labelled by its one h1, so every screen's title reads (to a
 * screen reader) and looks (size, place, spacing) the same, whatever the screen holds.
 */
export function Page({ title, subtitle, aside, dense, children }: PageProps) {
  const id = useId()
  return (
    <section aria-labelledby={id} className={cx('flex flex-col', dense ? 'gap-3' : 'gap-4')}>
      <div className="flex flex-wrap items-center gap-x-8 gap-y-2">
        <div>
          <h1 id={id} className="text-xl font-semibold">
            {title}
          </h1>
          {subtitle && <p className="mt-1 text-sm text-gray-600 dark:text-gray-300">{subtitle}</p>}
        </div>
        {aside}
      </div>
      {children}
    </section>
  )
}
