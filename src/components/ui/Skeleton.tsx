import { cx } from './cx'

/** A grey block that stands in for content while it loads. */
export function Skeleton({ className }: { className?: string }) {
  return <span aria-hidden="true" className={cx('block motion-safe:animate-pulse rounded bg-gray-200 dark:bg-gray-700', className)} />
}
