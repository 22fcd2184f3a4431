import { useId, useState } from 'react'
import { DUE_ITEM_ALREADY_DECIDED, REJECT_NEEDS_REMARK, type DueItem } from '@ihrc/contract/due-items'
import { Alert } from '@/components/ui/Alert'
import { Dialog } from '@/components/ui/Dialog'
import { DialogActions } from '@/components/ui/DialogActions'
import { FormItem } from '@/components/ui/FormItem'
import { UnsavedChanges } from '@/components/ui/Overlay'
import { Textarea } from '@/components/ui/Textarea'
import type { ReadError } from '@/store/resource-slice'
import { useAppDispatch } from '@/store/hooks'
import { recordStatus, transition } from './calls'
import { formatDate } from '@/components/ui/format'
import { RemarkList } from './remarks'

export type Decision = 'approved' | 'rejected'

/**
 * The approver's decision on one or several submitted items. Rejecting needs a remark
 * (checked here, so nothing is sent without one); when someone else decided first
 * (409) the dialog says so and the list refreshes behind it.
 */
export function DecideDialog({
  items,
  decision,
  onDone,
  onStale,
  onClose,
}: {
  items: DueItem[]
  decision: Decision
  onDone: () => void
  /** Someone else decided first: the list is out of date. */
  onStale: () => void
  onClose: () => void
}) {
  const id = useId()
  const dispatch = useAppDispatch()
  const [remark, setRemark] = useState('')
  const [error, setError] = useState<string | null>(null)
  const [remarkError, setRemarkError] = useState<string | undefined>()
  const [busy, setBusy] = useState(false)
  const verb = decision === 'approved' ? 'Approve' : 'Reject'

  const submit = async () => {
    const text = remark.trim()
    if (decision === 'rejected' && !text) return setRemarkError(REJECT_NEEDS_REMARK)
    setRemarkError(undefined)
    setBusy(true)
    const body = { status: decision, remark: text || undefined }
    const only = items.length === 1 ? items[0] : undefined
    const answer = only
      ? await dispatch(transition(only.id, body))
      : await dispatch(
          recordStatus(
            items.map((i) => i.id),
            body,
          ),
        )
    setBusy(false)
    if (!('error' in answer)) return onDone()
    setError(messageOf(answer.error))
    if (answer.error.status === 409) onStale()
  }

  return (
    <Dialog
      isOpen
      onClose={onClose}
      title={items.length === 1 ? verb : `${verb} ${items.length} items`}
      footer={<DialogActions label={verb} busy={busy} onConfirm={() => void submit()} onCancel={onClose} />}
    >
      <UnsavedChanges when={remark.trim() !== ''} />
      {items.length === 1 && (
        <div className="mb-4">
          <p>
            {items[0]!.header} — {items[0]!.branch.name}, due {formatDate(items[0]!.due_date)}
          </p>
          <RemarkList item={items[0]!} />
        </div>
      )}
      {error && (
        <Alert type="danger" className="mb-4">
          {error}
        </Alert>
      )}
      <FormItem label="Remark" htmlFor={`${id}-remark`} required={decision === 'rejected'} error={remarkError}>
        <Textarea id={`${id}-remark`} value={remark} onChange={(e) => setRemark(e.target.value)} invalid={Boolean(remarkError)} />
      </FormItem>
    </Dialog>
  )
}

/** A 409 always reads as "decided already", whatever words the server chose. */
function messageOf(error: ReadError): string {
  if (error.status === 409) return `${DUE_ITEM_ALREADY_DECIDED}. The list now shows where it stands.`
  return error.message
}
