import { Button } from './Button'
import { CancelButton } from './Overlay'

export interface DialogActionsProps {
  /** The act itself ("Approve", "Upload", "Delete"). */
  label: string
  onConfirm: () => void
  onCancel: () => void
  busy?: boolean
  disabled?: boolean
}

/**
 * A dialog's footer: Cancel, then the act; in the footer they stay in view however long the body is.
 * Cancel asks before discarding what was typed, as Escape and the close button do (UnsavedChanges).
 */
export function DialogActions({ label, onConfirm, onCancel, busy = false, disabled = false }: DialogActionsProps) {
  return (
    <>
      <CancelButton onClick={onCancel} />
      <Button variant="solid" loading={busy} disabled={disabled} onClick={onConfirm}>
        {label}
      </Button>
    </>
  )
}
