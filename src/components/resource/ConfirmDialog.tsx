import type { ReactNode } from 'react'
import { Dialog } from '@/components/ui/Dialog'
import { DialogActions } from '@/components/ui/DialogActions'

/** The one question before anything destructive (SCREENS.md): what happens, then Cancel or the act itself. */
export function ConfirmDialog({
  title,
  confirmLabel,
  busy,
  onConfirm,
  onCancel,
  children,
}: {
  title: string
  confirmLabel: string
  busy: boolean
  onConfirm: () => void
  onCancel: () => void
  children: ReactNode
}) {
  return (
    <Dialog
      isOpen
      onClose={onCancel}
      title={title}
      footer={<DialogActions label={confirmLabel} busy={busy} onConfirm={onConfirm} onCancel={onCancel} />}
    >
      {children}
    </Dialog>
  )
}
