import { Button } from './Button'

export interface DialogActionsProps {
  /** The act itself ("Approve", "Upload", "Delete"). */
  label: string
  onConfirm: () => void
  onCancel: () => void
  busy?: boolean
  disabled?: boolean
}

/** A dialog's footer: Cancel, then the act; in the footer they stay in view however long the body is. */
export function DialogActions({ label, onConfirm, onCancel, busy = false, disabled = false }: DialogActionsProps) {
  return (
    <>
      <Button onClick={onCancel}>Cancel</Button>
      <Button variant="solid" loading={busy} disabled={disabled} onClick={onConfirm}>
        {label}
      </Button>
    </>
  )
}
