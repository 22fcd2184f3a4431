import { Alert } from '@/components/ui/Alert'

/**
 * What the server refused, line by line ("Row 4, column HRA: …", "March 2026: upload the
 * attendance register first"), under a title saying nothing was done; a long list scrolls.
 */
export function ProblemsAlert({ title, label, problems }: { title: string; label: string; problems: readonly string[] }) {
  if (!problems.length) return null
  return (
    <Alert type="danger" title={title} className="mt-4">
      <ul aria-label={label} className="max-h-60 list-disc overflow-auto ps-5">
        {problems.map((line) => (
          <li key={line}>{line}</li>
        ))}
      </ul>
    </Alert>
  )
}
