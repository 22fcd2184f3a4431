import { ConfirmDialog } from './ConfirmDialog'

/** The confirm before a delete, naming the record. */
export function ConfirmDelete({
  noun,
  name,
  busy,
  onConfirm,
  onCancel,
}: {
  noun: string
  name: string
  busy: boolean
  onConfirm: () => void
  onCancel: () => void
}) {
  return (
    <ConfirmDialog title={`Delete ${noun}?`} confirmLabel="Delete" busy={busy} onConfirm={onConfirm} onCancel={onCancel}>
      <p>
        Delete {noun} <strong>{name}</strong>? This cannot be undone.
      </p>
    </ConfirmDialog>
  )
}
