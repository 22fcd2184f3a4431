import { Alert } from '@/components/ui/Alert'
import { Button } from '@/components/ui/Button'

/** No rows: say why (nothing yet, or the filters exclude everything) and what to do next. */
export function EmptyState({
  filtered,
  noun,
  hint,
  onClearFilters,
}: {
  filtered: boolean
  noun: string
  hint: string
  onClearFilters: () => void
}) {
  if (filtered) {
    return (
      <div className="flex flex-col items-center gap-2 py-10 text-center">
        <p className="font-semibold">No {noun} matches these filters.</p>
        <Button size="sm" onClick={onClearFilters}>
          Clear filters
        </Button>
      </div>
    )
  }
  return (
    <div className="flex flex-col items-center gap-1 py-10 text-center">
      <p className="font-semibold">No {noun} yet.</p>
      <p className="text-gray-500 dark:text-gray-400">{hint}</p>
    </div>
  )
}

/**
 * Something could not be loaded (a list, a dashboard chart, the calendar): what, the
 * reason when there is one, and a way to try again. One piece, so every failed load
 * reads and behaves alike.
 */
export function ErrorState({
  title = 'Could not load the list',
  message,
  onRetry,
  className,
}: {
  title?: string
  message?: string
  onRetry: () => void
  className?: string
}) {
  return (
    <Alert type="danger" title={title} className={className}>
      {message && <p className="mb-2 whitespace-pre-line">{message}</p>}
      <Button size="sm" onClick={onRetry}>
        Try again
      </Button>
    </Alert>
  )
}
