import { Button } from '@/components/ui/Button'
import { Dialog } from '@/components/ui/Dialog'

/** The confirm before anything destructive (SCREENS.md), naming the record. */
export function ConfirmDelete({ noun, name, busy, onConfirm, onCancel }: { noun: string; name: string; busy: boolean; onConfirm: () => void; onCancel: () => void }) {
  return (
    <Dialog isOpen onClose={onCancel} title={`Delete ${noun}?`}>
      <p>
        Delete {noun} <strong>{name}</strong>? This cannot be undone.
      </p>
      <div className="mt-6 flex justify-end gap-2">
        <Button onClick={onCancel}>Cancel</Button>
        <Button variant="solid" loading={busy} onClick={onConfirm}>
          Delete
        </Button>
      </div>
    </Dialog>
  )
}
