import { useId, useState } from 'react'
import { DUE_OUTCOME, OUTCOME_REQUIRED, PROOF_REQUIRED, type DueItem, type DueOutcome } from '@ihrc/contract/due-items'
import { businessToday } from '@ihrc/contract/business-day'
import { DOCUMENT_TYPES } from '@/components/resource/documents'
import { Alert } from '@/components/ui/Alert'
import { Dialog } from '@/components/ui/Dialog'
import { DialogActions } from '@/components/ui/DialogActions'
import { FormItem } from '@/components/ui/FormItem'
import { UnsavedChanges } from '@/components/ui/Overlay'
import { DatePicker } from '@/components/ui/DatePicker'
import { formatDate } from '@/components/ui/format'
import { RadioGroup } from '@/components/ui/Radio'
import { Textarea } from '@/components/ui/Textarea'
import { Upload } from '@/components/ui/Upload'
import { enumOptions } from '@/components/options/enum-options'
import { useAppDispatch } from '@/store/hooks'
import { RemarkList } from './remarks'
import { transition, uploadProof } from './calls'

const OUTCOMES = enumOptions(DUE_OUTCOME) as { value: DueOutcome; label: string }[]

/**
 * The owner's "Update status": complied / not complied / not applicable, proof files
 * and a remark → submitted to the approver. Proof goes up first, so a refused file
 * never leaves a submitted item without its proof.
 */
export function UpdateStatusDialog({ item, onDone, onClose }: { item: DueItem; onDone: (item: DueItem) => void; onClose: () => void }) {
  const id = useId()
  const dispatch = useAppDispatch()
  const [outcome, setOutcome] = useState<DueOutcome | null>(null)
  const [compliedOn, setCompliedOn] = useState('')
  const [files, setFiles] = useState<File[]>([])
  const [remark, setRemark] = useState('')
  const [error, setError] = useState<string | null>(null)
  // What the user left out is said under the field; what the server refused, above the form.
  const [missing, setMissing] = useState<{ outcome?: string; proof?: string }>({})
  const [busy, setBusy] = useState(false)

  const submit = async () => {
    if (!outcome) return setMissing({ outcome: OUTCOME_REQUIRED })
    if (item.proof_required && outcome === 'complied' && item.proof.length === 0 && files.length === 0)
      return setMissing({ proof: PROOF_REQUIRED })
    setMissing({})
    setBusy(true)
    setError(null)
    for (const file of files) {
      const sent = await dispatch(uploadProof(item.id, file))
      if ('error' in sent) {
        setBusy(false)
        return setError(sent.error.message)
      }
      // Uploaded files are on the item now; a retry must not send them twice.
      setFiles((left) => left.filter((f) => f !== file))
    }
    const moved = await dispatch(
      transition(item.id, {
        status: 'submitted',
        outcome,
        remark: remark.trim() || undefined,
        complied_on: compliedOn || undefined,
      }),
    )
    setBusy(false)
    if ('error' in moved) return setError(moved.error.message)
    onDone(moved.ok)
  }

  return (
    <Dialog
      isOpen
      onClose={onClose}
      title="Update status"
      footer={<DialogActions label="Submit" busy={busy} onConfirm={() => void submit()} onCancel={onClose} />}
    >
      <UnsavedChanges when={outcome !== null || compliedOn !== '' || files.length > 0 || remark.trim() !== ''} />
      <p className="mb-4">
        {item.header} — {item.branch.name}, due {formatDate(item.due_date)}
      </p>
      {error && (
        <Alert type="danger" className="mb-4">
          {error}
        </Alert>
      )}
      <div className="mb-5">
        <RadioGroup
          name={`${id}-outcome`}
          label="Outcome"
          value={outcome}
          onChange={(chosen) => {
            setOutcome(chosen)
            setMissing(({ proof }) => ({ proof }))
          }}
          options={OUTCOMES}
          required
          error={missing.outcome}
        />
      </div>
      <FormItem label="Complied on" htmlFor={`${id}-on`} help="Leave blank for today">
        <DatePicker id={`${id}-on`} value={compliedOn || null} max={businessToday()} onChange={(day) => setCompliedOn(day ?? '')} />
      </FormItem>
      <FormItem label="Proof files" htmlFor={`${id}-proof`} required={item.proof_required} error={missing.proof}>
        <Upload id={`${id}-proof`} accept={DOCUMENT_TYPES} multiple fileList={files} onChange={setFiles} />
      </FormItem>
      <FormItem label="Remark" htmlFor={`${id}-remark`}>
        <Textarea id={`${id}-remark`} value={remark} onChange={(e) => setRemark(e.target.value)} />
      </FormItem>
      <RemarkList item={item} />
    </Dialog>
  )
}
