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

/** The list could not be loaded: the reason and a way to try again. */
export function ErrorState({ message, onRetry }: { message: string; onRetry: () => void }) {
  return (
    <Alert type="danger" title="Could not load the list">
      <p className="whitespace-pre-line">{message}</p>
      <Button size="sm" className="mt-2" onClick={onRetry}>
        Try again
      </Button>
    </Alert>
  )
}
