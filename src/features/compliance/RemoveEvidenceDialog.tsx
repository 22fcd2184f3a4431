import { useId, useState } from 'react'
import { EVIDENCE_REASON_LABEL, removeEvidenceBody, type DueItem } from '@ihrc/contract/due-items'
import type { RecordDocument } from '@ihrc/contract/record-shapes'
import { Alert } from '@/components/ui/Alert'
import { Button } from '@/components/ui/Button'
import { Dialog } from '@/components/ui/Dialog'
import { FormItem } from '@/components/ui/FormItem'
import { Textarea } from '@/components/ui/Textarea'
import { formatDate } from '@/components/ui/format'
import { useAppDispatch } from '@/store/hooks'
import { removeEvidence } from './calls'

/**
 * An admin removes one proof file of an approved item (issue 19 item 18): evidence goes
 * only with a reason, checked here by the contract's rule before anything is sent; the
 * item's trail keeps the file's name and the reason.
 */
export function RemoveEvidenceDialog({
  item,
  file,
  onDone,
  onClose,
}: {
  item: DueItem
  file: RecordDocument
  onDone: (item: DueItem) => void
  onClose: () => void
}) {
  const id = useId()
  const dispatch = useAppDispatch()
  const [reason, setReason] = useState('')
  const [fieldError, setFieldError] = useState<string | null>(null)
  const [error, setError] = useState<string | null>(null)
  const [busy, setBusy] = useState(false)

  const submit = async () => {
    setError(null)
    const checked = removeEvidenceBody.safeParse({ reason })
    if (!checked.success) return setFieldError(checked.error.issues[0]?.message ?? `${EVIDENCE_REASON_LABEL} is required`)
    setFieldError(null)
    setBusy(true)
    const answer = await dispatch(removeEvidence(item.id, file.id, checked.data))
    setBusy(false)
    if ('error' in answer) return setError(answer.error.message)
    onDone(answer.ok)
  }

  return (
    <Dialog isOpen onClose={onClose} title={`Remove ${file.name}?`}>
      <p className="mb-4">
        {file.name} is proof of {item.header} — {item.branch.name}, due {formatDate(item.due_date)}, approved. It is removed for good; the
        item&apos;s trail records who removed it, when and why.
      </p>
      {error && (
        <Alert type="danger" className="mb-4">
          {error}
        </Alert>
      )}
      <FormItem label={EVIDENCE_REASON_LABEL} htmlFor={`${id}-reason`} required error={fieldError ?? undefined}>
        <Textarea id={`${id}-reason`} value={reason} invalid={Boolean(fieldError)} onChange={(e) => setReason(e.target.value)} />
      </FormItem>
      <div className="mt-6 flex justify-end gap-2">
        <Button onClick={onClose}>Cancel</Button>
        <Button variant="solid" loading={busy} onClick={() => void submit()}>
          Remove
        </Button>
      </div>
    </Dialog>
  )
}
